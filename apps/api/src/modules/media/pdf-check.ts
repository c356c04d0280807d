import { inflateSync } from 'node:zlib';

export const MAX_PDF_BYTES = 10_485_760;
export const PDF_TOO_LARGE = 'Ошибка: Размер файла не должен превышать 10MB';
export const PDF_ONLY = 'Ошибка: Разрешены только PDF файлы';

/** Names that make a PDF run something when opened: refused. */
const ACTIVE_NAMES = new Set(['JavaScript', 'JS', 'Launch']);
/** At most this many bytes are inflated while looking into compressed object streams. */
const MAX_INFLATED = 32 * 1024 * 1024;

/** PDF names may hide letters as #xx escapes (`/J#61vaScript`); decode before comparing. */
function decodeName(raw: string): string {
  return raw.replace(/#([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

function hasActiveName(text: string): boolean {
  for (const match of text.matchAll(/\/([^\s/<>[\](){}%]+)/g)) {
    if (ACTIVE_NAMES.has(decodeName(match[1] ?? ''))) return true;
  }
  return false;
}

/**
 * Splits a PDF into what a reader interprets as objects: the text outside streams, plus the
 * inflated Flate-compressed object streams (where action dictionaries can hide). Other stream
 * data (images, fonts, page content) is skipped: it is binary and may contain any bytes.
 */
function interpretedParts(pdf: Buffer): string[] {
  const text = pdf.toString('latin1');
  const parts: string[] = [];
  let budget = MAX_INFLATED;
  let outside = 0;
  const streamRe = /stream\r?\n/g;
  for (let m = streamRe.exec(text); m; m = streamRe.exec(text)) {
    const start = m.index + m[0].length;
    const end = text.indexOf('endstream', start);
    if (end < 0) break;
    const dictStart = text.lastIndexOf('obj', m.index);
    const dict = dictStart >= 0 ? text.slice(dictStart, m.index) : '';
    parts.push(text.slice(outside, m.index));
    outside = end;
    streamRe.lastIndex = end + 'endstream'.length;
    if (!/\/ObjStm/.test(dict) || !/\/FlateDecode/.test(dict)) continue;
    if (budget <= 0) throw new Error('too much compressed data');
    try {
      const inflated = inflateSync(pdf.subarray(start, end), { maxOutputLength: budget });
      budget -= inflated.length;
      parts.push(inflated.toString('latin1'));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE') throw error;
      // A damaged stream hides nothing a reader would run: readers skip it too.
    }
  }
  parts.push(text.slice(outside));
  return parts;
}

/**
 * Checks a PDF by its content: the %PDF- header, an %%EOF marker near the end (a truncated or
 * fake file has none) and no JavaScript or launch actions, also inside compressed object streams.
 * Returns null when the file is acceptable, otherwise why not.
 */
export function checkPdf(pdf: Buffer): string | null {
  if (pdf.length < 16 || pdf.subarray(0, 5).toString('latin1') !== '%PDF-') return 'not a PDF';
  if (
    !pdf
      .subarray(Math.max(0, pdf.length - 2048))
      .toString('latin1')
      .includes('%%EOF')
  )
    return 'no end-of-file marker';
  try {
    if (interpretedParts(pdf).some(hasActiveName)) return 'contains active content';
  } catch {
    return 'too much compressed data';
  }
  return null;
}

/**
 * The client's file name made safe to show and to send back: no directories, no control or
 * reserved characters, at most 200 characters, always ending in .pdf.
 */
export function cleanPdfName(name: string | undefined): string {
  const base = (name ?? '').split(/[/\\]/).pop() ?? '';
  let cleaned = base
    .normalize('NFC')
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
    .replace(/[\u0000-\u001f\u007f-\u009f<>:"|?*\u2028\u2029]/g, '')
    .replace(/\s+/g, ' ')
    .replace(/^[.\s]+|[.\s]+$/g, '');
  if (!/\.pdf$/i.test(cleaned)) cleaned = `${cleaned || 'document'}.pdf`;
  if (cleaned.length > 200) cleaned = `${cleaned.slice(0, 196).trimEnd()}.pdf`;
  return cleaned;
}

/**
 * RFC 6266 / 5987: an ASCII fallback plus the exact UTF-8 name. Expects a cleaned name. `inline`
 * lets the browser show the file (its PDF viewer) with that name; `attachment` makes it a download.
 */
export function contentDisposition(name: string, disposition: 'inline' | 'attachment'): string {
  const ascii = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, '_')
    .replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${disposition}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
