import {
  ExternalLink,
  FileText,
  History,
  Image,
  Images,
  LayoutDashboard,
  LogOut,
  type LucideIcon,
  MapPin,
  Menu,
  MessageSquare,
  Settings,
  ShieldCheck,
  Star,
  Users,
  X,
} from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { Notices } from '../admin-ui/notice';
import { ADMIN_MENU, type AdminMenuPath } from './admin-pages';
import { LegalWarning } from './legal-warning';

/** Each menu entry's icon (a screen added to the menu without one does not compile). */
const ICONS: Record<AdminMenuPath, LucideIcon> = {
  dashboard: LayoutDashboard,
  portfolio: Image,
  blog: FileText,
  galleries: Images,
  reviews: Star,
  clients: Users,
  forms: MessageSquare,
  locations: MapPin,
  privacy: ShieldCheck,
  settings: Settings,
  audit: History,
};

const NAV = ADMIN_MENU.map((page) => ({ to: `/admin/${page.path}`, label: page.menu, icon: ICONS[page.path] }));

/** Sidebar on desktop; on a phone a top bar with a menu button that opens the same list. */
export function AdminShell({
  username,
  onLogout,
  children,
}: {
  username: string;
  onLogout: () => void;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const location = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: close the phone menu on every navigation
  useEffect(() => setOpen(false), [location.pathname]);

  const nav = (
    <nav aria-label="Разделы админки" className="flex flex-col lg:min-h-0 lg:flex-1">
      <ul className="space-y-1">
        {NAV.map(({ to, label, icon: Icon }) => (
          <li key={to}>
            <NavLink
              to={to}
              className={({ isActive }) =>
                `flex min-h-11 items-center gap-3 rounded-md px-3 py-2 text-sm font-medium lg:min-h-0 ${
                  isActive || (to === '/admin/dashboard' && location.pathname === '/admin')
                    ? 'bg-stone-900 text-white'
                    : 'text-stone-700 hover:bg-stone-200'
                }`
              }
            >
              <Icon className="size-4" aria-hidden />
              {label}
            </NavLink>
          </li>
        ))}
      </ul>
      <div className="mt-auto space-y-1 border-t border-stone-200 pt-4">
        <a
          href="/"
          target="_blank"
          rel="noopener"
          className="flex min-h-11 items-center gap-3 rounded-md px-3 py-2 text-sm text-stone-700 hover:bg-stone-200 lg:min-h-0"
        >
          <ExternalLink className="size-4" aria-hidden />
          Открыть сайт
          <span className="sr-only">(в новой вкладке)</span>
        </a>
        <button
          type="button"
          onClick={onLogout}
          className="flex min-h-11 w-full items-center gap-3 rounded-md px-3 py-2 text-left text-sm text-stone-700 hover:bg-stone-200 lg:min-h-0"
        >
          <LogOut className="size-4" aria-hidden />
          <span>
            Выйти <span className="text-stone-600">({username})</span>
          </span>
        </button>
      </div>
    </nav>
  );

  return (
    <div lang="ru" className="min-h-dvh bg-stone-100 text-stone-900 lg:flex">
      <header className="sticky top-0 z-30 flex items-center justify-between border-b border-stone-200 bg-white px-4 py-3 lg:hidden">
        <span className="font-semibold">Админ-панель</span>
        <button
          type="button"
          className="inline-flex size-11 items-center justify-center rounded-md hover:bg-stone-100"
          aria-expanded={open}
          aria-controls="admin-menu"
          aria-label={open ? 'Закрыть меню' : 'Открыть меню'}
          onClick={() => setOpen((o) => !o)}
        >
          {open ? <X className="size-5" aria-hidden /> : <Menu className="size-5" aria-hidden />}
        </button>
      </header>
      <aside
        id="admin-menu"
        className={`${open ? 'block' : 'hidden'} border-b border-stone-200 bg-stone-50 p-4 lg:sticky lg:top-0 lg:flex lg:h-dvh lg:w-64 lg:flex-col lg:overflow-y-auto lg:shrink-0 lg:border-r lg:border-b-0`}
      >
        <p className="mb-6 hidden px-3 text-lg font-semibold lg:block">Админ-панель</p>
        {nav}
      </aside>
      <main id="admin-main" className="min-w-0 flex-1 p-4 sm:p-6 lg:p-8">
        <LegalWarning />
        {children}
      </main>
      <Notices />
    </div>
  );
}
