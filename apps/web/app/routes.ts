import { PUBLIC_PAGES, RUSSIAN_PREFIX, SITE_ROUTES } from '@app/contracts';
import { index, layout, prefix, type RouteConfig, route } from '@react-router/dev/routes';

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
      route('dashboard', 'routes/admin/dashboard.tsx'),
      route('portfolio', 'routes/admin/portfolio.tsx'),
      route('blog', 'routes/admin/blog.tsx'),
      route('forms', 'routes/admin/forms.tsx'),
      route('reviews', 'routes/admin/reviews.tsx'),
      route('locations', 'routes/admin/locations.tsx'),
      route('settings', 'routes/admin/settings.tsx'),
      route('newsletter', 'routes/admin/newsletter.tsx'),
      route('galleries', 'routes/admin/galleries.tsx'),
      route('galleries/:id', 'routes/admin/gallery.tsx'),
      route('privacy', 'routes/admin/privacy.tsx'),
      route('audit', 'routes/admin/audit.tsx'),
      // Any other address under /admin: the office's own 404 (after the guard).
      route('*', 'routes/admin/not-found.tsx'),
    ]),
    // A post as its public page will show it, for the signed-in owner (outside the office's frame).
    route('blog/:id/preview', 'routes/admin/blog-preview.tsx'),
    route('login', 'routes/admin/login.tsx'),
    route('reset-password', 'routes/admin/reset-password.tsx'),
  ]),
] satisfies RouteConfig;
