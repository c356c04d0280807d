import { DEFAULT_BRANDING, DEFAULT_CONTACT } from '@app/contracts';
import { useEffect } from 'react';
import { useLocation, useNavigationType, useRouteLoaderData } from 'react-router';
import { useAnalytics } from '../../features/cookie-consent/analytics';
import { openCookieSettings } from '../../features/cookie-consent/consent';
import { CookieBanner } from '../../features/cookie-consent/cookie-banner';
import { LanguageSuggestion } from '../../features/language/language-suggestion';
import { LanguageSwitcher } from '../../features/language/language-switcher';
import { DEFAULT_LOCATIONS, DEFAULT_SOCIAL } from '../../features/layout/defaults';
import type { LayoutData } from '../../features/layout/load-layout.server';
import { SiteFooter } from '../../features/layout/site-footer';
import { SiteHeader } from '../../features/layout/site-header';
import { WhatsAppButton } from '../../features/layout/whatsapp-button';
import { siteTexts } from '../../i18n/site-texts';
import { useTexts } from '../../i18n/texts';

/** A new path starts at the top (back/forward keeps the restored position). */
function useScrollTopOnPathChange() {
  const { pathname } = useLocation();
  const type = useNavigationType();
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every path change
  useEffect(() => {
    if (type !== 'POP') window.scrollTo(0, 0);
  }, [pathname]);
}

/** The frame's data when the layout's own could not be read: the defaults. */
export const FALLBACK_LAYOUT: LayoutData = {
  branding: { site_name: DEFAULT_BRANDING.site_name, site_description: '' },
  contact: DEFAULT_CONTACT,
  social: DEFAULT_SOCIAL,
  locations: DEFAULT_LOCATIONS,
  origin: '',
};

/**
 * The public site's frame (header, footer, cookie banner, language hint) around a page: drawn by
 * the public layout route and by the error boundaries (the layout's and the root's), so a page
 * that failed keeps the site around it (issue 32).
 */
export function SiteFrame({ data, children }: { data: LayoutData; children: React.ReactNode }) {
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
