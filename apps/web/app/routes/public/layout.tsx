import { Link, Outlet } from 'react-router';
import { LanguageSwitcher } from '../../features/language/language-switcher';
import { useT } from '../../i18n';

export default function PublicLayout() {
  const t = useT();
  return (
    <>
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50">
        {t.common.skipToContent}
      </a>
      <header className="border-b border-stone-200">
        <div className="mx-auto flex max-w-6xl items-center justify-between px-4 py-4">
          <Link to="/" className="font-display text-xl uppercase tracking-[0.2em]">
            {t.meta.siteName}
          </Link>
          <LanguageSwitcher />
        </div>
      </header>
      <main id="main">
        <Outlet />
      </main>
    </>
  );
}
