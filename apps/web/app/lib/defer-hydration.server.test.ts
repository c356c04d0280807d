import { describe, expect, it } from 'vitest';
import { deferHydration } from './defer-hydration.server';

/** The shape React Router 8's <Scripts> writes (taken from a production page, shortened). */
const page = (boot: string) =>
  [
    '<!DOCTYPE html><html lang="de"><head><meta charSet="utf-8"/>',
    '<link rel="stylesheet" href="/assets/app.css" data-precedence="default"/>',
    '<link rel="modulepreload" href="/assets/entry.client.js" nonce="N0"/>',
    '<link rel="modulepreload" href="/assets/framework.js" nonce="N0"/>',
    '<link rel="modulepreload" href="/assets/home.js" nonce="N0"/>',
    '</head><body><main><h1>Hochzeitsfotograf</h1><p>&lt;link rel=&quot;modulepreload&quot;&gt;</p></main>',
    '<script type="application/ld+json">{"@type":"Person"}</script>',
    '<script nonce="N0">window.__reactRouterContext = {};</script>',
    `<script nonce="N0" type="module" async="">${boot}</script>`,
    '</body></html>',
  ].join('');

const BOOT = `;
import * as route0 from "/assets/root.js";
import * as route1_clientLoader from "/assets/admin-loader.js";
import * as route1_main from "/assets/admin.js";
const route1 = {...route1_clientLoader,...route1_main};
  window.__reactRouterManifest = {"entry":{"module":"/assets/entry.client.js"}};
  window.__reactRouterRouteModules = {"root":route0,"routes/admin":route1};

import("/assets/entry.client.js");`;

describe('deferHydration', () => {
  const html = deferHydration(page(BOOT));
  const boot = /<script nonce="N0" type="module" async="">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';

  it('takes the module preloads out of the head and starts them from the boot script', () => {
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(boot).toContain('["/assets/entry.client.js","/assets/framework.js","/assets/home.js"]');
    expect(boot).toContain('rel: "modulepreload"');
  });

  it('starts the preloads one per task (each link is a fetch to start, ten at once were a long task)', () => {
    expect(boot).toContain(
      'for (const href of ["/assets/entry.client.js","/assets/framework.js","/assets/home.js"]) { document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href })); await yieldToBrowser(); }',
    );
    expect(boot).toContain(
      'const yieldToBrowser = () => globalThis.scheduler?.yield?.() ?? new Promise((go) => setTimeout(go, 0));',
    );
  });

  it('loads the route modules with dynamic imports after the first paint, keeping their names', () => {
    expect(boot).not.toMatch(/^import \* as/m);
    expect(boot.indexOf('first-contentful-paint')).toBeLessThan(boot.indexOf('Promise.all'));
    expect(boot).toContain(
      'const [route0, route1_clientLoader, route1_main] = await Promise.all([import("/assets/root.js"), import("/assets/admin-loader.js"), import("/assets/admin.js")]);',
    );
    // What React Router does with them stays as it was, after the imports.
    expect(boot.indexOf('Promise.all')).toBeLessThan(boot.indexOf('const route1 = {'));
    expect(boot).toContain('window.__reactRouterRouteModules = {"root":route0,"routes/admin":route1};');
    expect(boot.trimEnd().endsWith('import("/assets/entry.client.js");')).toBe(true);
  });

  it('evaluates the modules one per task, dependencies first, the entry (which hydrates) last', () => {
    expect(boot).toContain(
      'for (const href of ["/assets/framework.js","/assets/home.js"]) { await import(href); await yieldToBrowser(); }',
    );
    expect(boot.indexOf('rel: "modulepreload"')).toBeLessThan(boot.indexOf('await import(href)'));
    expect(boot.indexOf('await import(href)')).toBeLessThan(boot.indexOf('Promise.all'));
  });

  it('is valid JavaScript for a module (top-level await)', async () => {
    // Compiles the boot script as an async function body: a syntax error throws here.
    const AsyncFunction = Object.getPrototypeOf(async () => {}).constructor as new (body: string) => unknown;
    expect(() => new AsyncFunction(boot)).not.toThrow();
  });

  it('keeps side-effect imports', () => {
    const out = deferHydration(
      page(';\nimport "/assets/manifest.js";\nimport * as route0 from "/assets/root.js";\nx();'),
    );
    expect(out).toContain(
      'const [, route0] = await Promise.all([import("/assets/manifest.js"), import("/assets/root.js")]);',
    );
  });

  it('leaves everything else as it was', () => {
    expect(html).toContain('<link rel="stylesheet" href="/assets/app.css" data-precedence="default"/>');
    expect(html).toContain('<p>&lt;link rel=&quot;modulepreload&quot;&gt;</p>');
    expect(html).toContain('<script type="application/ld+json">{"@type":"Person"}</script>');
    expect(html).toContain('<script nonce="N0">window.__reactRouterContext = {};</script>');
  });

  it('returns a page it does not recognise unchanged', () => {
    const noImports = page('import("/assets/entry.client.js");');
    expect(deferHydration(noImports)).toBe(noImports);
    const noBoot = '<html><head></head><body><p>Hallo</p></body></html>';
    expect(deferHydration(noBoot)).toBe(noBoot);
  });
});
