import { test as base, type Page, type Response } from '@playwright/test';

export { expect } from '@playwright/test';

/**
 * Public pages start their scripts after the first paint (apps/web/app/lib/defer-hydration.server.ts),
 * so the server-rendered page is on screen a moment before React makes it interactive. Journeys act
 * like a visitor who waits for that: after a full page load of an HTML page, `goto` and `reload`
 * return once the document is hydrated (`<html data-hydrated>`, set by the root route).
 */
async function untilHydrated(page: Page, response: Response | null): Promise<Response | null> {
  if (response && (response.headers()['content-type'] ?? '').startsWith('text/html')) {
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  }
  return response;
}

export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled !== false) {
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      // `waitUntil: 'commit'` asks for nothing to be waited for: a test of the moment before hydration.
      page.goto = async (url, options) => {
        const response = await goto(url, options);
        return options?.waitUntil === 'commit' ? response : untilHydrated(page, response);
      };
      page.reload = async (options) => untilHydrated(page, await reload(options));
    }
    await use(page);
  },
});
