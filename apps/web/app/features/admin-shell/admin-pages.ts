/**
 * Every screen of the back office, declared once: the route table (`routes.ts`) is made from it and
 * the menu (`admin-shell.tsx`) lists the entries that have a `menu` label, in this order. A new
 * office screen is one entry here plus its route file (`routes.test.ts` checks that every file
 * exists and every menu entry has an icon).
 */
export interface AdminPage {
  /** Under /admin/ (a React Router pattern). */
  path: string;
  /** The route module, relative to apps/web/app. */
  file: `routes/admin/${string}.tsx`;
  /** The menu's label (Russian, the office's language); no label: not in the menu. */
  menu?: string;
}

export const ADMIN_PAGES = [
  { path: 'dashboard', file: 'routes/admin/dashboard.tsx', menu: 'Панель управления' },
  { path: 'portfolio', file: 'routes/admin/portfolio.tsx', menu: 'Портфолио' },
  { path: 'blog', file: 'routes/admin/blog.tsx', menu: 'Блог' },
  { path: 'galleries', file: 'routes/admin/galleries.tsx', menu: 'Галереи клиентов' },
  { path: 'galleries/:id', file: 'routes/admin/gallery.tsx' },
  { path: 'reviews', file: 'routes/admin/reviews.tsx', menu: 'Отзывы' },
  { path: 'forms', file: 'routes/admin/forms.tsx', menu: 'Заявки и сообщения' },
  { path: 'clients', file: 'routes/admin/clients.tsx', menu: 'Клиенты' },
  { path: 'clients/:id', file: 'routes/admin/client.tsx' },
  { path: 'locations', file: 'routes/admin/locations.tsx', menu: 'Локации' },
  { path: 'privacy', file: 'routes/admin/privacy.tsx', menu: 'Персональные данные' },
  { path: 'settings', file: 'routes/admin/settings.tsx', menu: 'Настройки' },
  { path: 'newsletter', file: 'routes/admin/newsletter.tsx' },
  { path: 'audit', file: 'routes/admin/audit.tsx', menu: 'Журнал изменений' },
] as const satisfies readonly AdminPage[];

/** The paths of the screens in the menu (each needs an icon in the shell). */
export type AdminMenuPath = Extract<(typeof ADMIN_PAGES)[number], { menu: string }>['path'];

/** The menu: the screens with a label, in declaration order. */
export const ADMIN_MENU = ADMIN_PAGES.filter((page): page is Extract<typeof page, { menu: string }> => 'menu' in page);
