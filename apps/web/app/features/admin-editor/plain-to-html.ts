/**
 * Posts written before the editor are plain text with the odd bit of markdown (`**fett**`,
 * `## Titel`, `- Punkt`): the editor opens them converted to the HTML it edits (ADR 023). Every
 * character of the text is escaped; only these line and emphasis marks become markup:
 * `## ` / `### ` headings, `- ` / `* ` bullets, `1. ` numbers, `> ` quotes, `**bold**`, `*italic*`
 * / `_italic_`. Every other line is a paragraph (the public page showed one per line, too).
 */
export function plainToHtml(text: string): string {
  const blocks: string[] = [];
  // The list being collected (in an object: the closure below changes it).
  const open: { list: { tag: 'ul' | 'ol'; items: string[] } | null } = { list: null };
  const closeList = () => {
    const list = open.list;
    if (list) blocks.push(`<${list.tag}>${list.items.map((item) => `<li><p>${item}</p></li>`).join('')}</${list.tag}>`);
    open.list = null;
  };
  for (const raw of text.split(/\r\n|\r|\n/)) {
    const line = raw.trim();
    if (line === '') {
      closeList();
      continue;
    }
    const item = /^(?:[-*•]\s+|(\d+)[.)]\s+)(.*)$/.exec(line);
    if (item) {
      const tag = item[1] === undefined ? 'ul' : 'ol';
      if (open.list?.tag !== tag) closeList();
      open.list ??= { tag, items: [] };
      open.list.items.push(inline(item[2] ?? ''));
      continue;
    }
    closeList();
    const heading = /^(#{1,3})\s+(.*)$/.exec(line);
    if (heading) {
      const level = (heading[1] ?? '').length === 3 ? 3 : 2;
      blocks.push(`<h${level}>${inline(heading[2] ?? '')}</h${level}>`);
    } else if (line.startsWith('>')) {
      blocks.push(`<blockquote><p>${inline(line.replace(/^>\s*/, ''))}</p></blockquote>`);
    } else {
      blocks.push(`<p>${inline(line)}</p>`);
    }
  }
  closeList();
  return blocks.join('');
}

/** Escapes the text, then turns `**x**` into bold and `*x*` / `_x_` into italics. */
function inline(text: string): string {
  return escapeHtml(text)
    .replace(/\*\*(?=\S)(.+?)(?<=\S)\*\*/g, '<strong>$1</strong>')
    .replace(/(^|[^*\w])\*(?=\S)([^*]+?)(?<=\S)\*(?![*\w])/g, '$1<em>$2</em>')
    .replace(/(^|[^\w])_(?=\S)([^_]+?)(?<=\S)_(?!\w)/g, '$1<em>$2</em>');
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** Text the editor can open: HTML as it is, anything else (a plain-text post, an old draft) converted. */
export function editorHtml(content: string, format: 'text' | 'html'): string {
  return format === 'html' || /^\s*<(p|h[23]|ul|ol|blockquote|img)[\s>]/i.test(content)
    ? content
    : plainToHtml(content);
}
