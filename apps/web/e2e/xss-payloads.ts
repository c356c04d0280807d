/**
 * Payloads from the OWASP XSS Filter Evasion and XSS Prevention cheat sheets. Half of them call
 * `alert(1)` (a dialog the browser test listens for), the others set the sentinel `window.__xss`
 * (caught even where a dialog would be suppressed).
 */
export const PAYLOADS = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<svg onload=alert(1)>',
  '"><script>alert(1)</script>',
  '<a href="javascript:alert(1)">x</a>',
  '<iframe src="javascript:alert(1)">',
  '<body onload=alert(1)>',
  '<details open ontoggle=alert(1)>',
  "'-alert(1)-'",
  '</title><script>alert(1)</script>',
  "<style>@import 'javascript:alert(1)'</style>",
  '<math><mtext></p><script>alert(1)</script>',
  '<img src=x onerror="window.__xss=1">',
  '<svg/onload=window.__xss=1>',
  '<script>window.__xss=1</script>',
  '</script><script>window.__xss=1</script>',
  '";window.__xss=1;//',
  "';window.__xss=1;//",
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-literal injection payload
  '${window.__xss=1}',
  '<IMG SRC=JaVaScRiPt:window.__xss=1>',
  '<a href="&#106;avascript:window.__xss=1">x</a>',
  '<a href=" javascript:window.__xss=1">x</a>',
  '<object data="javascript:alert(1)"></object><embed src="javascript:alert(1)">',
  '<form action="javascript:alert(1)"><button formaction="javascript:alert(1)">x</button></form>',
  '<iframe srcdoc="<script>alert(1)</script>">',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<base href="javascript:alert(1)//">',
  '<svg><animate onbegin=window.__xss=1 attributeName=x dur=1s>',
  '<noscript><p title="</noscript><img src=x onerror=window.__xss=1>">',
  '<!--<img src="--><img src=x onerror=window.__xss=1//">',
  '<input autofocus onfocus=window.__xss=1>',
  '<video><source onerror="window.__xss=1"></video>',
  '\u2028\u2029</script><script>window.__xss=1</script>',
  '<a href="data:text/html,<script>alert(1)</script>">x</a>',
] as const;

/** Every payload in one string (for rich text and long fields). */
export const ALL_PAYLOADS = PAYLOADS.join('\n');

/**
 * Deals the payloads out round-robin: each call returns `prefix` plus as many following payloads
 * as fit into `max` characters (at least one that fits), so every payload lands in many fields.
 */
export function payloadDealer() {
  let next = 0;
  return (prefix: string, max: number): string => {
    let value = prefix;
    for (let tries = 0; tries < PAYLOADS.length; tries++) {
      const payload = PAYLOADS[next % PAYLOADS.length] ?? '';
      next++;
      const candidate = `${value} ${payload}`.trim();
      if (candidate.length <= max) value = candidate;
      else if (value !== prefix) break;
    }
    return value;
  };
}
