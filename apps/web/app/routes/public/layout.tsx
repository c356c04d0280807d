import { DEFAULT_BRANDING, DEFAULT_CONTACT } from '@app/contracts';
import { useEffect } from 'react';
import { isRouteErrorResponse, Outlet, useLocation, useNavigationType, useRouteLoaderData } from 'react-router';
import { useAnalytics } from '../../features/cookie-consent/analytics';
import { openCookieSettings } from '../../features/cookie-consent/consent';
import { CookieBanner } from '../../features/cookie-consent/cookie-banner';
import { LanguageSuggestion } from '../../features/language/language-suggestion';
import { LanguageSwitcher } from '../../features/language/language-switcher';
import { DEFAULT_LOCATIONS, DEFAULT_SOCIAL } from '../../features/layout/defaults';
import { ErrorSection } from '../../features/layout/error-section';
import { type LayoutData, loadLayoutData } from '../../features/layout/load-layout.server';
import { SiteFooter } from '../../features/layout/site-footer';
import { SiteHeader } from '../../features/layout/site-header';
import { WhatsAppButton } from '../../features/layout/whatsapp-button';
import { siteTexts } from '../../i18n/site-texts';
import { useTexts } from '../../i18n/texts';
import { pageLanguage } from '../../lib/lang';
import type { Route } from './+types/layout';

/** Header and footer data are read once per render on the server: no client fetch delay. */
export async function loader({ url, context }: Route.LoaderArgs) {
  const lang = pageLanguage(url);
  return { ...(await loadLayoutData(context, lang)), lang };
}

/** A new path starts at the top (back/forward keeps the restored position). */
function useScrollTopOnPathChange() {
  const { pathname } = useLocation();
  const type = useNavigationType();
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every path change
  useEffect(() => {
    if (type !== 'POP') window.scrollTo(0, 0);
  }, [pathname]);
}

export default function PublicLayout({ loaderData }: Route.ComponentProps) {
  return (
    <Frame data={loaderData}>
      <Outlet />
    </Frame>
  );
}

/**
 * A page that failed (a loader, a render, a form's request handled nowhere else) keeps the site's
 * header and footer and says so in the page's language (issue 32). When the layout's own data is
 * what failed, the frame is drawn with the defaults.
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const loaded = useRouteLoaderData('routes/public/layout') as LayoutData | undefined;
  if (typeof document !== 'undefined' && !(isRouteErrorResponse(error) && error.status === 404)) console.error(error);
  return (
    <Frame data={loaded ?? FALLBACK_LAYOUT}>
      <ErrorSection error={error} />
    </Frame>
  );
}

const FALLBACK_LAYOUT: LayoutData = {
  branding: { site_name: DEFAULT_BRANDING.site_name, site_description: '' },
  contact: DEFAULT_CONTACT,
  social: DEFAULT_SOCIAL,
  locations: DEFAULT_LOCATIONS,
  origin: '',
};

function Frame({ data, children }: { data: LayoutData; children: React.ReactNode }) {
  const t = useTexts(siteTexts);
  const root = useRouteLoaderData('root') as { analyticsId?: string } | undefined;
  useAnalytics(root?.analyticsId ?? '');
  useScrollTopOnPathChange();
  const { branding, contact, social, locations } = data;
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 bg-ink px-4 py-2 text-white focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
      >
        {t.common.skipToContent}
      </a>
      <SiteHeader
        siteName={branding.site_name.toUpperCase()}
        locations={locations}
        languageSwitcher={<LanguageSwitcher />}
      />
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        {children}
      </main>
      <SiteFooter
        siteName={branding.site_name}
        description={branding.site_description}
        email={contact.contact_email}
        phone={contact.contact_phone}
        address={contact.contact_address}
        social={social}
        onOpenCookieSettings={openCookieSettings}
      />
      <WhatsAppButton number={social.whatsapp} label={t.footer.whatsapp} />
      <CookieBanner />
      <LanguageSuggestion />
    </div>
  );
}
