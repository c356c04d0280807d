/** The visitor's cookie choice, kept in localStorage under the spec's key. */
export interface CookieConsent {
  necessary: true;
  analytics: boolean;
  timestamp: string;
}

export const CONSENT_STORAGE_KEY = 'cookieConsent';
/** Announced on window after every saved choice; detail = the CookieConsent. */
export const CONSENT_CHANGED_EVENT = 'cookie-consent-changed';
/** Asks the banner to open its settings again (footer link). */
export const OPEN_SETTINGS_EVENT = 'cookie-settings-open';
export const BANNER_DELAY_MS = 1000;

export function readConsent(): CookieConsent | null {
  try {
    const raw = window.localStorage.getItem(CONSENT_STORAGE_KEY);
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<CookieConsent>;
    if (typeof value !== 'object' || value === null) return null;
    return {
      necessary: true,
      analytics: value.analytics === true,
      timestamp: typeof value.timestamp === 'string' ? value.timestamp : '',
    };
  } catch {
    return null;
  }
}

/**
 * Stores the choice. There is no marketing category (issue 32): nothing on the site would use it,
 * and a switch that controls nothing misleads. An older stored `marketing` field is ignored.
 */
export function saveConsent(choice: { analytics: boolean }): CookieConsent {
  const consent: CookieConsent = {
    necessary: true,
    analytics: choice.analytics,
    timestamp: new Date().toISOString(),
  };
  window.localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify(consent));
  window.dispatchEvent(new CustomEvent(CONSENT_CHANGED_EVENT, { detail: consent }));
  return consent;
}

export function openCookieSettings(): void {
  window.dispatchEvent(new Event(OPEN_SETTINGS_EVENT));
}
