import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

const appDir = path.join(import.meta.dirname, 'app');
/** Admin code lives in routes/admin and features/admin-*; nothing there may reach a visitor. */
const isAdminSource = (file: string) => /[\\/](routes[\\/]admin|features[\\/]admin-[^\\/]+)[\\/]/.test(file);

/**
 * The lucide icon files the public pages import (scanned from the sources, mapped to their files
 * through lucide's barrel). They form one small chunk instead of one request per icon; admin-only
 * icons stay out of it.
 */
function publicIconFiles(): Set<string> {
  const names = new Set<string>();
  const scan = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) scan(file);
      else if (/\.tsx?$/.test(entry.name) && !isAdminSource(file)) {
        for (const m of readFileSync(file, 'utf8').matchAll(/import\s*\{([^}]*)\}\s*from\s*'lucide-react'/g)) {
          for (const name of (m[1] ?? '').split(','))
            names.add(
              name
                .replace(/^\s*type\s+/, '')
                .split(/\s+as\s+/)[0]
                ?.trim() ?? '',
            );
        }
      }
    }
  };
  scan(appDir);
  const barrel = readFileSync(
    path.join(import.meta.dirname, '../../node_modules/lucide-react/dist/esm/lucide-react.mjs'),
    'utf8',
  );
  const files = new Set<string>();
  for (const m of barrel.matchAll(/export \{([^}]*)\} from '\.\/icons\/([a-z0-9-]+)\.mjs'/g)) {
    const exported = (m[1] ?? '').split(',').map((part) =>
      part
        .split(/\s+as\s+/)
        .pop()
        ?.trim(),
    );
    if (exported.some((name) => name && names.has(name))) files.add(`${m[2]}.mjs`);
  }
  return files;
}

const publicIcons = publicIconFiles();
const REACT_DOM = /node_modules[\\/](react-dom|scheduler)[\\/]/;
const FRAMEWORK = /node_modules[\\/](react|react-router|cookie|set-cookie-parser)[\\/]/;
const LUCIDE_RUNTIME = /node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/](?!icons[\\/])/;
const LUCIDE_ICON = /node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]([a-z0-9-]+\.mjs)$/;
const isPublicAppModule = (id: string) => id.startsWith(appDir) && !isAdminSource(id);

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  build: { assetsInlineLimit: 0 },
  // The server build bundles these (tree-shaken) instead of loading them from node_modules at run
  // time: react-day-picker's locale barrel loads every date-fns locale and lucide's barrel every
  // icon, about 220 MB of resident memory in a server that renders two calendars and fifty icons
  // (issue 38 item 1).
  ssr: { noExternal: ['react-day-picker', 'date-fns', '@date-fns/tz', 'lucide-react'] },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            // Fewer, larger requests for the visitor (HTTP/1.1 allows six at a time): the framework
            // in two chunks (react-dom alone, then React and React Router: each is evaluated in a
            // task of its own after the first paint, see defer-hydration.server.ts), the public
            // icons in one, and app code shared by several public routes in one. Route modules and
            // admin code keep their own chunks.
            codeSplitting: {
              groups: [
                { name: 'react-dom', test: REACT_DOM, priority: 31 },
                { name: 'framework', test: FRAMEWORK, priority: 30 },
                {
                  name: 'icons',
                  test: (id) => LUCIDE_RUNTIME.test(id) || publicIcons.has(LUCIDE_ICON.exec(id)?.[1] ?? ''),
                  priority: 20,
                },
                { name: 'shared', test: isPublicAppModule, minShareCount: 2, priority: 10 },
              ],
            },
          },
        },
      },
    },
  },
});
