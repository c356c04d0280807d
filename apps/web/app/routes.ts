import { index, layout, prefix, type RouteConfig, route } from '@react-router/dev/routes';

/**
 * Every route of the site in one place. Public pages are server-rendered; the admin group is
 * rendered in the browser only (clientLoader + HydrateFallback) and code-split away from visitors.
 */
export default [
  route('language', 'routes/language.ts'),
  layout('routes/public/layout.tsx', [
    index('routes/public/home.tsx'),
    route('booking', 'routes/public/booking.tsx', { id: 'booking' }),
    route('buchung', 'routes/public/booking.tsx', { id: 'buchung' }),
    route('reviews', 'routes/public/reviews.tsx'),
    route('*', 'routes/public/not-found.tsx'),
  ]),
  ...prefix('admin', [layout('routes/admin/layout.tsx', [index('routes/admin/dashboard.tsx')])]),
] satisfies RouteConfig;
