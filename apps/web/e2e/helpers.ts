import { SITEMAP_PATHS } from '@app/contracts';
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';

/** The admin configured in playwright.config.ts. */
export async function adminToken(request: APIRequestContext): Promise<string> {
  const res = await request.post('/api/admin/login', { data: { username: 'admin', password: 'E2e-admin-pass1!' } });
  if (!res.ok()) throw new Error(`login failed: ${res.status()}`);
  return ((await res.json()) as { access_token: string }).access_token;
}

export async function setAnalyticsId(request: APIRequestContext, id: string): Promise<void> {
  const token = await adminToken(request);
  const res = await request.put('/api/admin/settings/analytics', {
    headers: { authorization: `Bearer ${token}` },
    data: { google_analytics_id: id },
  });
  if (!res.ok()) throw new Error(`saving analytics failed: ${res.status()}`);
}

/** Every request the page makes to a host other than the site itself. */
export function recordThirdParty(page: Page, baseURL: string): string[] {
  const own = new URL(baseURL).host;
  const seen: string[] = [];
  page.on('request', (req) => {
    const url = new URL(req.url());
    if ((url.protocol === 'http:' || url.protocol === 'https:') && url.host !== own) seen.push(req.url());
  });
  return seen;
}

/** Answers Google's tag script locally (the tests never reach the internet) and records the calls. */
export async function fakeGoogle(page: Page): Promise<string[]> {
  const calls: string[] = [];
  await page.route(/googletagmanager\.com|google-analytics\.com/, (route) => {
    calls.push(route.request().url());
    return route.fulfill({ status: 200, contentType: 'application/javascript', body: '/* gtag stub */' });
  });
  return calls;
}

/** One path of every public screen of the route table: the fixed pages of the sitemap and a city page
 * by its fixed path and by /city/{slug} (a blog post is added where a test has one). */
export const PUBLIC_PAGES = [...SITEMAP_PATHS, '/gera', '/city/leipzig'];

/** Stores a cookie choice (necessary only) before any page loads, so the banner does not cover the page. */
export async function withCookieChoice(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    if (!window.localStorage.getItem('cookieConsent')) {
      window.localStorage.setItem(
        'cookieConsent',
        JSON.stringify({ necessary: true, analytics: false, marketing: false, timestamp: new Date().toISOString() }),
      );
    }
  });
}
