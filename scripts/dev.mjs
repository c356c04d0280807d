// `npm run dev`: the same server with Vite in middleware mode (hot reload), NODE_ENV=development.
process.env.NODE_ENV = 'development';
await import('../apps/api/src/server.ts');
