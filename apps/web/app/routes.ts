import { PUBLIC_PAGES, RUSSIAN_PREFIX, SITE_ROUTES } from '@app/contracts';
import { index, layout, prefix, type RouteConfig, route } from '@react-router/dev/routes';
import { ADMIN_PAGES } from './features/admin-shell/admin-pages';

/**
 * The route table, made from the page registry (packages/contracts/src/pages.ts): public pages
 * are server-rendered; the admin group is rendered in the browser only (clientLoader +
 * HydrateFallback) and code-split away from visitors.
 */
export default [
  ...SITE_ROUTES.map((site) => route(site.path, site.file)),
  // Every public page at its German address and under /ru (an optional static segment: one route
  // per page, the language comes from the URL).
  route(
    `${RUSSIAN_PREFIX}?`,
    'routes/public/layout.tsx',
    PUBLIC_PAGES.map((page) =>
      page.path === '' ? index(page.file, { id: page.id }) : route(page.path, page.file, { id: page.id }),
    ),
  ),
  ...prefix('admin', [
    layout('routes/admin/layout.tsx', [
      index('routes/admin/index.tsx'),
      // Every office screen, declared once with the menu (features/admin-shell/admin-pages.ts).
      ...ADMIN_PAGES.map((page) => route(page.path, page.file)),
      // Any other address under /admin: the office's own 404 (after the guard).
      route('*', 'routes/admin/not-found.tsx'),
    ]),
    // A post as its public page will show it, for the signed-in owner (outside the office's frame).
    route('blog/:id/preview', 'routes/admin/blog-preview.tsx'),
    route('login', 'routes/admin/login.tsx'),
    route('reset-password', 'routes/admin/reset-password.tsx'),
  ]),
] satisfies RouteConfig;
