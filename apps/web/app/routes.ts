import { index, layout, prefix, type RouteConfig, route } from '@react-router/dev/routes';

/**
 * Every route of the site in one place. Public pages are server-rendered; the admin group is
 * rendered in the browser only (clientLoader + HydrateFallback) and code-split away from visitors.
 */
export default [
  route('language', 'routes/language.ts'),
  route('sitemap.xml', 'routes/public/sitemap.ts'),
  route('robots.txt', 'routes/public/robots.ts'),
  layout('routes/public/layout.tsx', [
    index('routes/public/home.tsx'),
    route('portfolio', 'routes/public/portfolio.tsx'),
    route('about', 'routes/public/about.tsx'),
    route('services', 'routes/public/services.tsx'),
    route('impressum', 'routes/public/impressum.tsx'),
    route('agb', 'routes/public/agb.tsx'),
    route('datenschutz', 'routes/public/datenschutz.tsx'),
    route('contact', 'routes/public/contact.tsx'),
    route('booking', 'routes/public/booking.tsx', { id: 'booking' }),
    route('buchung', 'routes/public/booking.tsx', { id: 'buchung' }),
    route('reviews', 'routes/public/reviews.tsx'),
    route('blog', 'routes/public/blog.tsx'),
    route('blog/:slug', 'routes/public/blog-post.tsx'),
    route('city/:slug', 'routes/public/city.tsx', { id: 'city' }),
    ...['gera', 'ronneburg', 'chemnitz', 'erfurt', 'leipzig', 'jena', 'zwickau'].map((slug) =>
      route(slug, 'routes/public/city.tsx', { id: `city-${slug}` }),
    ),
    route(':slug', 'routes/public/city.tsx', { id: 'city-catch-all' }),
    route('*', 'routes/public/not-found.tsx'),
  ]),
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
