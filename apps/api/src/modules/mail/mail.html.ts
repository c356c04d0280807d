/**
 * The HTML part of every mail, built from its plain-text part at send time so the two always say
 * the same thing. Everything from the text is escaped (visitor input can never become markup);
 * blocks of "Label: value" lines become a table, and only the URLs the template declared (`links`,
 * the site's own) become links: a URL a visitor typed stays text (ADR 038).
 */

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (ch) => ESCAPES[ch] ?? ch);

/** Subjects and other header values: one line, no control characters (no header injection). */
export const headerValue = (value: string) =>
  Array.from(value, (ch) => {
    const code = ch.codePointAt(0) ?? 0;
    return code < 0x20 || code === 0x7f ? ' ' : ch;
  })
    .join('')
    .replace(/\s+/g, ' ')
    .trim();

const URL_PATTERN = /https?:\/\/[^\s<>"']+[^\s<>"'.,;:!?)]/g;
const LABEL_LINE = /^([^:\n]{1,40}):[ \t]+(.*)$/;

function inline(line: string, links: ReadonlySet<string>): string {
  let html = '';
  let last = 0;
  for (const match of line.matchAll(URL_PATTERN)) {
    const url = match[0];
    if (!links.has(url)) continue;
    html += escapeHtml(line.slice(last, match.index));
    html += `<a href="${escapeHtml(url)}" style="color:#8a6a3b">${escapeHtml(url)}</a>`;
    last = (match.index ?? 0) + url.length;
  }
  return html + escapeHtml(line.slice(last));
}

function block(lines: string[], links: ReadonlySet<string>): string {
  const pairs = lines.map((line) => LABEL_LINE.exec(line));
  if (lines.length > 1 && pairs.every(Boolean)) {
    const rows = pairs
      .map(
        (pair) =>
          `<tr><th scope="row" style="padding:4px 16px 4px 0;text-align:left;vertical-align:top;font-weight:600;color:#57534e;white-space:nowrap">${escapeHtml(pair?.[1] ?? '')}</th><td style="padding:4px 0;vertical-align:top">${inline(pair?.[2] ?? '', links)}</td></tr>`,
      )
      .join('');
    return `<table role="presentation" style="border-collapse:collapse;margin:0 0 16px;font-size:15px">${rows}</table>`;
  }
  return `<p style="margin:0 0 16px">${lines.map((line) => inline(line, links)).join('<br>')}</p>`;
}

/** Russian when Cyrillic letters outnumber Latin ones (the visitor's confirmation in Russian). */
function languageOf(text: string): 'de' | 'ru' {
  const cyrillic = text.match(/[\u0400-\u04ff]/g)?.length ?? 0;
  const latin = text.match(/[a-z\u00c0-\u024f]/gi)?.length ?? 0;
  return cyrillic > latin ? 'ru' : 'de';
}

export function mailHtml(subject: string, text: string, links: readonly string[] = []): string {
  const linked = new Set(links);
  const blocks = text
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n+/)
    .map((part) => part.split('\n').filter((line) => line.trim() !== ''))
    .filter((lines) => lines.length > 0);
  const title = escapeHtml(headerValue(subject));
  return [
    '<!DOCTYPE html>',
    `<html lang="${languageOf(text)}">`,
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${title}</title></head>`,
    '<body style="margin:0;padding:0;background:#f5f3ef">',
    '<div style="max-width:600px;margin:0 auto;padding:32px 24px;background:#ffffff;color:#1c1917;font-family:Helvetica,Arial,sans-serif;font-size:16px;line-height:1.6">',
    `<h1 style="margin:0 0 24px;font-family:Georgia,'Times New Roman',serif;font-size:24px;font-weight:normal;line-height:1.3">${title}</h1>`,
    ...blocks.map((lines) => block(lines, linked)),
    '</div>',
    '</body>',
    '</html>',
  ].join('\n');
}
