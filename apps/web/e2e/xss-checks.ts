import { localePath } from '@app/contracts';
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/**
 * The browser side of the XSS suite (xss.spec.ts): opens a public page and checks that nothing a
 * payload brought in can run. The Content-Security-Policy would block inline scripts anyway, so the
 * DOM checks (no handler attribute, no script without the nonce, no javascript: URL, no frame) are
 * what proves the sanitising and escaping; the dialog and sentinel checks prove nothing ran.
 */

interface Findings {
  handlers: string[];
  scriptsWithoutNonce: string[];
  javascriptUrls: string[];
  frames: string[];
  jsonLd: string[];
  sentinel: unknown;
}

/** Everything in the live DOM that could run code a payload brought in. */
function inspectDom(nonce: string): Findings {
  const show = (el: Element) => `<${el.tagName.toLowerCase()}> ${el.outerHTML.slice(0, 120)}`;
  const findings: Findings = {
    handlers: [],
    scriptsWithoutNonce: [],
    javascriptUrls: [],
    frames: [],
    jsonLd: [],
    sentinel: (window as unknown as { __xss?: unknown }).__xss,
  };
  const URL_ATTRIBUTES = ['href', 'src', 'action', 'formaction', 'xlink:href', 'data', 'poster', 'background'];
  for (const el of document.querySelectorAll('*')) {
    for (const attr of el.attributes) {
      const name = attr.name.toLowerCase();
      if (name.startsWith('on')) findings.handlers.push(`${name} on ${show(el)}`);
      // Browsers ignore whitespace and control characters before and inside the scheme.
      const scheme = [...attr.value]
        .filter((c) => c.trim() !== '' && c.charCodeAt(0) > 0x1f)
        .join('')
        .toLowerCase();
      if (URL_ATTRIBUTES.includes(name) && /^(javascript|vbscript):/.test(scheme)) {
        findings.javascriptUrls.push(`${name} on ${show(el)}`);
      }
    }
  }
  for (const el of document.querySelectorAll('iframe, frame, frameset, object, embed, base, meta[http-equiv]')) {
    findings.frames.push(show(el));
  }
  for (const script of document.querySelectorAll('script')) {
    if (script.type === 'application/ld+json') {
      const text = script.textContent ?? '';
      if (/<\/script/i.test(text)) findings.jsonLd.push(`literal </script in ${text.slice(0, 120)}`);
      try {
        JSON.parse(text);
      } catch {
        findings.jsonLd.push(`invalid JSON: ${text.slice(0, 120)}`);
      }
    } else if (script.nonce !== nonce) {
      findings.scriptsWithoutNonce.push(show(script));
    }
  }
  return findings;
}

interface Watch {
  dialogs: string[];
  problems: string[];
}
const watched = new WeakMap<Page, Watch>();

/** Records every dialog (alert, confirm, prompt), page error and policy violation of the page. */
async function watch(page: Page): Promise<Watch> {
  const known = watched.get(page);
  if (known) return known;
  const state: Watch = { dialogs: [], problems: [] };
  watched.set(page, state);
  page.on('dialog', (dialog) => {
    state.dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss().catch(() => {});
  });
  page.on('pageerror', (error) => state.problems.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    // A policy violation means markup tried to run or load something: sanitising let it through.
    if (/Content Security Policy|Refused to/i.test(message.text())) state.problems.push(`console: ${message.text()}`);
  });
  return state;
}

/** Opens `path` in `lang` and checks the page; `then` may interact (open a dialog) before a second check. */
export async function checkPage(
  page: Page,
  lang: 'de' | 'ru',
  path: string,
  shown: string[],
  then?: (page: Page) => Promise<void>,
) {
  const { dialogs, problems } = await watch(page);

  const res = await page.goto(localePath(lang, path));
  expect(res?.status(), path).toBe(200);
  const nonce = /'nonce-([^']+)'/.exec(res?.headers()['content-security-policy'] ?? '')?.[1] ?? '';
  expect(nonce, 'the page has a script nonce').not.toBe('');
  // The server's HTML: every <script> start tag carries the nonce or is JSON-LD (a payload that
  // broke out of an attribute, a text node or the hydration data would show up here).
  const html = (await res?.text()) ?? '';
  const foreign = [...html.matchAll(/<script\b[^>]*>/gi)]
    .map((m) => m[0])
    .filter((tag) => !tag.includes(`nonce="${nonce}"`) && !tag.includes('type="application/ld+json"'));
  expect.soft(foreign, `${path}: script tags without the nonce in the server HTML`).toEqual([]);
  for (const block of html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)) {
    expect.soft(block[1], 'JSON-LD escapes <').not.toContain('<');
  }
  // A page whose markup was not neutralised may never hydrate (e.g. an injected <base>): note it
  // and go on to the DOM checks, which say why.
  const hydrated = await page
    .locator('html[data-hydrated="true"]')
    .waitFor({ timeout: 10_000 })
    .then(
      () => true,
      () => false,
    );
  expect.soft(hydrated, `${path}: the page hydrates`).toBe(true);

  const check = async (step: string) => {
    // Let event handlers (onload, onerror, ontoggle, autofocus) fire if any survived: the page has
    // loaded, every eagerly loaded image has loaded or failed, and two frames have been drawn.
    await page.waitForFunction(
      () =>
        document.readyState === 'complete' &&
        [...document.images].every((image) => image.loading === 'lazy' || image.complete),
    );
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const findings = await page.evaluate(inspectDom, nonce);
    expect(findings, `${path} (${lang}) ${step}`).toEqual({
      handlers: [],
      scriptsWithoutNonce: [],
      javascriptUrls: [],
      frames: [],
      jsonLd: [],
      sentinel: undefined,
    });
    expect(dialogs, `${path} (${lang}) ${step}: dialogs`).toEqual([]);
    expect(problems, `${path} (${lang}) ${step}`).toEqual([]);
  };
  await check('after load');

  // The payloads arrived: the page shows them as text.
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  for (const text of shown) await expect(page.locator('body'), path).toContainText(text);
  if (then) {
    await then(page);
    await check('after interaction');
  }
}
