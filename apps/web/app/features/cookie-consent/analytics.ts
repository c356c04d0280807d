import { isTokenPage } from '@app/contracts';
import { useEffect } from 'react';
import { useLocation, useNavigation } from 'react-router';
import { CONSENT_CHANGED_EVENT, type CookieConsent, readConsent } from './consent';

const SCRIPT_ID = 'ga-gtag';

type GtagWindow = Window & { dataLayer?: unknown[]; gtag?: (...args: unknown[]) => void } & Record<string, unknown>;

function enable(id: string) {
  const w = window as unknown as GtagWindow;
  w[`ga-disable-${id}`] = false;
  if (document.getElementById(SCRIPT_ID)) return;
  w.dataLayer = w.dataLayer ?? [];
  // gtag must push the `arguments` object itself, as Google's snippet does.
  w.gtag = function gtag() {
    // biome-ignore lint/complexity/noArguments: gtag's queue expects the arguments object
    w.dataLayer?.push(arguments);
  };
  w.gtag('js', new Date());
  w.gtag('config', id, { anonymize_ip: true });
  const script = document.createElement('script');
  script.id = SCRIPT_ID;
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`;
  document.head.appendChild(script);
}

/** Withdrawal: stop tracking at once, remove the script and the _ga cookies it set. */
function disable(id: string) {
  const w = window as unknown as GtagWindow;
  w[`ga-disable-${id}`] = true;
  document.getElementById(SCRIPT_ID)?.remove();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name?.startsWith('_ga') || name === '_gid') {
      const host = window.location.hostname;
      for (const domain of ['', `; domain=${host}`, `; domain=.${host}`]) {
        // biome-ignore lint/suspicious/noDocumentCookie: expiring Google's cookies needs the plain API
        document.cookie = `${name}=; Max-Age=0; path=/${domain}`;
      }
    }
  }
}

/**
 * Loads Google Analytics only after the visitor accepted analytics cookies, and unloads it when
 * the consent is withdrawn. Nothing is requested from a third party before that. On a token page
 * (`isTokenPage`, issue 33: a client gallery, a mailed confirmation link) it is off whatever the
 * consent, also when the page is reached by a link inside the site with gtag already loaded:
 * `ga-disable-{id}` stops every hit, so the secret address is never sent.
 */
export function useAnalytics(id: string) {
  const location = useLocation();
  // A navigation under way counts already: gtag is off before the address changes to the token
  // page (the router updates the history only after the next page's data arrived).
  const next = useNavigation().location;
  const tokenPage =
    isTokenPage(location.pathname + location.search) || (next ? isTokenPage(next.pathname + next.search) : false);
  useEffect(() => {
    if (!id) return;
    const apply = (consent: CookieConsent | null) => (consent?.analytics && !tokenPage ? enable(id) : disable(id));
    apply(readConsent());
    const onChange = (event: Event) => apply((event as CustomEvent<CookieConsent>).detail ?? readConsent());
    window.addEventListener(CONSENT_CHANGED_EVENT, onChange);
    return () => window.removeEventListener(CONSENT_CHANGED_EVENT, onChange);
  }, [id, tokenPage]);
}
