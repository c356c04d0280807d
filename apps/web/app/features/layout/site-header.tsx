import { NAV_PAGES } from '@app/contracts';
import { Menu, X } from 'lucide-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { button } from '../../components/ui/buttons';
import { siteTexts } from '../../i18n/site-texts';
import { useTexts } from '../../i18n/texts';
import { Link, NavLink } from '../language/links';
import type { LocationLink } from './defaults';
import { LocationsMenu } from './locations-menu';

interface SiteHeaderProps {
  siteName: string;
  locations: LocationLink[];
  /** The language switcher (another feature), composed by the route. */
  languageSwitcher: ReactNode;
}

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `whitespace-nowrap py-2 text-[0.75rem] uppercase tracking-[0.08em] transition-colors ${
    isActive ? 'text-ink underline decoration-accent decoration-2 underline-offset-8' : 'text-stone-700 hover:text-ink'
  }`;

export function SiteHeader({ siteName, locations, languageSwitcher }: SiteHeaderProps) {
  const t = useTexts(siteTexts);
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: close the phone menu on navigation
  useEffect(() => setMenuOpen(false), [pathname]);
  const headerRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  // The open phone menu closes on Escape (focus back on its button) and on a click or tap outside
  // the header (issue 32 item 6).
  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      toggleRef.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (!headerRef.current?.contains(event.target as Node)) setMenuOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [menuOpen]);

  return (
    // A solid paper ground: the blur behind a 95 % opaque header showed next to nothing and cost
    // every page a filtered compositing layer (paint and commit on the main thread, a re-blur on
    // every scrolled frame of a phone).
    <header ref={headerRef} className="sticky top-0 z-30 border-b border-stone-200/80 bg-paper">
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-3 px-4 py-3 sm:px-5 sm:py-4 lg:px-8 2xl:max-w-[88rem]">
        <Link
          to="/"
          className="min-w-0 font-display text-[0.95rem] font-semibold [overflow-wrap:normal] max-[380px]:text-[0.82rem] max-[380px]:tracking-[0.1em] uppercase leading-tight tracking-[0.14em] sm:whitespace-nowrap sm:text-xl sm:tracking-[0.2em] xl:shrink-0 xl:text-lg xl:tracking-[0.12em]"
        >
          {siteName}
        </Link>
        {/* 10 px between the links up to 1536 px: the German row fits beside the logo drawn in the
            fallback serif too (wider than Cormorant, on a first visit when the font comes late). */}
        <nav aria-label={t.nav.mainNav} className="hidden min-w-0 items-center gap-2.5 xl:flex 2xl:gap-5">
          {NAV_PAGES.filter((l) => l.key !== 'booking').map((l) => (
            <NavLink key={l.key} to={l.to} end={l.to === '/'} className={linkClass}>
              {t.nav[l.key]}
            </NavLink>
          ))}
          <LocationsMenu label={t.nav.locations} locations={locations} />
        </nav>
        <div className="flex shrink-0 items-center gap-1 sm:gap-2 xl:pl-2">
          {languageSwitcher}
          {/* The one action every page leads to: a button, not one more link in the row. */}
          <NavLink to="/booking" className={button.header}>
            <span className="sm:hidden">{t.nav.bookingShort}</span>
            <span className="hidden sm:inline">{t.nav.booking}</span>
          </NavLink>
          <button
            ref={toggleRef}
            type="button"
            className="inline-flex size-11 items-center justify-center rounded-full text-ink hover:bg-stone-100 xl:hidden"
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            aria-label={menuOpen ? t.nav.closeMenu : t.nav.openMenu}
            onClick={() => setMenuOpen((v) => !v)}
          >
            {menuOpen ? <X aria-hidden className="size-6" /> : <Menu aria-hidden className="size-6" />}
          </button>
        </div>
      </div>
      <nav
        id="mobile-menu"
        aria-label={t.nav.mainNav}
        hidden={!menuOpen}
        className="max-h-[calc(100dvh-4.5rem)] overflow-y-auto border-t border-stone-200 bg-paper px-5 pb-8 xl:hidden"
      >
        <ul className="divide-y divide-stone-200">
          {NAV_PAGES.map((l) => (
            <li key={l.key}>
              <NavLink
                to={l.to}
                end={l.to === '/'}
                className={({ isActive }) =>
                  `block py-4 font-display text-2xl ${isActive ? 'text-accent-dark' : 'text-ink'}`
                }
              >
                {t.nav[l.key]}
              </NavLink>
            </li>
          ))}
        </ul>
        <p className="mt-6 text-xs uppercase tracking-[0.2em] text-stone-600">{t.nav.locations}</p>
        <ul className="mt-3 flex flex-wrap gap-2">
          {locations.map((l) => (
            <li key={l.slug}>
              <Link to={`/${l.slug}`} className="inline-block border border-stone-300 px-3 py-2 text-sm">
                {l.name}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}
