/**
 * Lets a server-rendered page paint before its JavaScript is fetched.
 *
 * React Router writes `<link rel="modulepreload">` for every module of the page into the head and
 * boots with an inline module script whose static imports load the route modules. On a fast line
 * all of it arrives before the first paint, and on a slow phone line the ~130 kB of scripts compete
 * with the stylesheet and the heading font for the first view (Lighthouse counts them into the
 * largest contentful paint). The page is complete HTML and readable without JavaScript, so the
 * scripts can wait one frame:
 *
 * - the modulepreload links leave the head (React re-creates them as hoistables when it hydrates);
 * - the boot script's static imports become dynamic ones, started once the first contentful
 *   paint is on screen, together with the preloads (one link per task), so nothing loads in a
 *   waterfall;
 * - the modules are then evaluated one per task, in the preload order (dependencies first),
 *   yielding to the browser between them: evaluated together they are one long task on a phone
 *   (about 100 ms at Lighthouse's 4x slowdown), one at a time each stays short and a tap in
 *   between is answered (decision 035).
 *
 * The boot script element keeps its tag and attributes (React hydrates it; its content is
 * `dangerouslySetInnerHTML` and not compared). When the markup is not what React Router writes
 * today the page is returned unchanged: scripts then load as before, nothing breaks (a unit test
 * on the production build notices it).
 */
const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"[^>]*>/g;
const BOOT_SCRIPT = /(<script\b[^>]*\btype="module"[^>]*>)([\s\S]*?)(<\/script>)/;
const STATIC_IMPORT = /^import (?:\* as ([A-Za-z_$][\w$]*) from )?("[^"\n]+");?[ \t]*$/gm;

/**
 * Resolves once the first contentful paint is on screen (the paint timing entry is reported after
 * the frame was presented), at once in a hidden tab (no frame comes), after two animation frames
 * where paint timing is missing, and after 3 s in any case.
 */
const AFTER_FIRST_PAINT = `await new Promise((go) => {
  if (document.visibilityState !== "visible") return go();
  setTimeout(go, 3000);
  if (!PerformanceObserver.supportedEntryTypes?.includes("paint")) return requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(go, 0)));
  new PerformanceObserver((list, observer) => {
    if (list.getEntriesByName("first-contentful-paint").length === 0) return;
    observer.disconnect();
    setTimeout(go, 0);
  }).observe({ type: "paint", buffered: true });
});`;

/**
 * Ends the current task and lets the browser run what waits (input, rendering). Each preload link
 * starts a fetch, 1-3 ms of main-thread work apiece on a slow phone: ten of them in one task were
 * a long task of their own right after the first paint.
 */
const YIELD = 'const yieldToBrowser = () => globalThis.scheduler?.yield?.() ?? new Promise((go) => setTimeout(go, 0));';

export function deferHydration(html: string): string {
  const boot = BOOT_SCRIPT.exec(html);
  if (!boot) return html;
  const [whole, open = '', body = '', close = ''] = boot;
  const imports = [...body.matchAll(STATIC_IMPORT)];
  if (imports.length === 0) return html;

  const preloads = [...new Set([...html.matchAll(MODULE_PRELOAD)].map((m) => m[1] ?? ''))].filter(Boolean);
  const names = imports.map((m) => m[1] ?? '').join(', ');
  const urls = imports.map((m) => `import(${m[2]})`).join(', ');
  // The entry module starts hydration when it is evaluated: it comes last, after the boot script.
  const entry = /\bimport\(("[^"]+")\);?\s*$/.exec(body)?.[1];
  const ahead = preloads.filter((href) => JSON.stringify(href) !== entry);
  const prelude = [
    AFTER_FIRST_PAINT,
    YIELD,
    `for (const href of ${JSON.stringify(preloads)}) { document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href })); await yieldToBrowser(); }`,
    `for (const href of ${JSON.stringify(ahead)}) { await import(href); await yieldToBrowser(); }`,
    `const [${names}] = await Promise.all([${urls}]);`,
  ].join('\n');
  const rest = body.replace(STATIC_IMPORT, '').replace(/^[\s;]+/, '');
  const script = `${open}${prelude}\n${rest}${close}`;

  const start = boot.index;
  return (html.slice(0, start) + script + html.slice(start + whole.length)).replace(MODULE_PRELOAD, '');
}
