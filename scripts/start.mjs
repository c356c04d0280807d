// `npm start`: build if needed, then run the production server in this process (signals reach it).
import { ensureBuild } from './ensure-build.mjs';

process.env.NODE_ENV ??= 'production';
ensureBuild();
await import('../apps/api/src/server.ts');
