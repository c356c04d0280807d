import { index, layout, prefix, type RouteConfig, route } from '@react-router/dev/routes';

/**
 * Every route of the site in one place. Public pages are server-rendered; the admin group is
 * rendered in the browser only (clientLoader + HydrateFallback) and code-split away from visitors.
 */
export default [
  route('language', 'routes/language.ts'),
  layout('routes/public/layout.tsx', [index('routes/public/home.tsx'), route('*', 'routes/public/not-found.tsx')]),
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
    ]),
    route('login', 'routes/admin/login.tsx'),
    route('reset-password', 'routes/admin/reset-password.tsx'),
  ]),
] satisfies RouteConfig;
