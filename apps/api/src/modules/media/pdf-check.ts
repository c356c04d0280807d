import {
  PDFArray,
  type PDFContext,
  PDFDict,
  PDFName,
  type PDFObject,
  PDFParser,
  PDFRawStream,
  PDFRef,
  PDFStream,
} from 'pdf-lib';

export const MAX_PDF_BYTES = 10_485_760;
export const PDF_TOO_LARGE = 'Ошибка: Размер файла не должен превышать 10MB';
export const PDF_ONLY = 'Ошибка: Разрешены только PDF файлы';

/** Actions that run code, start programs, send data or open embedded files: refused anywhere. */
const ACTIVE_ACTIONS = new Set([
  'JavaScript',
  'Launch',
  'SubmitForm',
  'ImportData',
  'GoToE',
  'RichMediaExecute',
  'Rendition',
  'Movie',
  'Sound',
]);
/** Keys that hold code or embedded content: refused anywhere. */
const ACTIVE_KEYS = new Set(['JS', 'JavaScript', 'EmbeddedFile', 'EmbeddedFiles', 'RichMedia', 'XFA']);
/** The only thing a document may do by itself (on opening, on a page or field event): go to a page of itself. */
const AUTOMATIC_ALLOWED = new Set(['GoTo']);

const nameOf = (value: PDFObject | undefined) => (value instanceof PDFName ? value.decodeText() : undefined);

/**
 * Walks every object the parser found (the catalog, pages, annotations, and every object inside
 * object streams, compressed or not) and says why the document is not clean, or null.
 */
function activeContent(context: PDFContext): string | null {
  const resolve = (value: PDFObject | undefined) => (value instanceof PDFRef ? context.lookup(value) : value);

  /** An automatic trigger (/OpenAction, an /AA entry): only a jump inside the document, following /Next. */
  const automatic = (value: PDFObject | undefined, seen = new Set<PDFObject>()): string | null => {
    const action = resolve(value);
    if (!action || seen.has(action)) return null;
    seen.add(action);
    if (action instanceof PDFArray) return null; // a destination: a page of this document
    if (action instanceof PDFDict) {
      const kind = nameOf(action.get(PDFName.of('S')));
      if (kind && !AUTOMATIC_ALLOWED.has(kind)) return `an automatic ${kind} action`;
      const next = resolve(action.get(PDFName.of('Next')));
      const chain = next instanceof PDFArray ? next.asArray() : next ? [next] : [];
      for (const item of chain) {
        const why = automatic(item, seen);
        if (why) return why;
      }
    }
    return null;
  };

  const dictionary = (dict: PDFDict): string | null => {
    for (const [key, value] of dict.entries()) {
      const name = key.decodeText();
      if (ACTIVE_KEYS.has(name)) return `contains /${name}`;
      if (name === 'S') {
        const kind = nameOf(value);
        if (kind && ACTIVE_ACTIONS.has(kind)) return `a ${kind} action`;
      }
      if (name === 'OpenAction') {
        const why = automatic(value);
        if (why) return why;
      }
      if (name === 'AA') {
        const triggers = resolve(value);
        if (triggers instanceof PDFDict) {
          for (const [, trigger] of triggers.entries()) {
            const why = automatic(trigger);
            if (why) return why;
          }
        }
      }
      const why = inspect(value);
      if (why) return why;
    }
    return null;
  };

  const inspect = (value: PDFObject): string | null => {
    if (value instanceof PDFDict) return dictionary(value);
    if (value instanceof PDFStream || value instanceof PDFRawStream) return dictionary(value.dict);
    if (value instanceof PDFArray) {
      for (const item of value.asArray()) {
        const why = inspect(item);
        if (why) return why;
      }
    }
    return null;
  };

  for (const [, object] of context.enumerateIndirectObjects()) {
    const why = inspect(object);
    if (why) return why;
  }
  return inspect(
    context.trailerInfo.Root
      ? (resolve(context.trailerInfo.Root) ?? PDFDict.withContext(context))
      : PDFDict.withContext(context),
  );
}

/**
 * Checks a PDF by parsing it with a real PDF parser (pdf-lib): the %PDF- header, a document the
 * parser can read to the end (also after incremental updates), a catalog, and no active content
 * anywhere (JavaScript, launch, form submission, embedded files, and no automatic action other than
 * a jump inside the document). What cannot be parsed is refused: it cannot be proved clean.
 * Returns null when the file is acceptable, otherwise why not.
 */
export async function checkPdf(pdf: Buffer): Promise<string | null> {
  if (pdf.length < 16 || pdf.subarray(0, 5).toString('latin1') !== '%PDF-') return 'not a PDF';
  // A complete file ends its last section with %%EOF (anywhere after the last object: incremental
  // updates and trailing bytes are fine); a cut-off upload does not, and the parser would recover it.
  const text = pdf.toString('latin1');
  const end = text.lastIndexOf('%%EOF');
  if (end < 0 || end < text.lastIndexOf('endobj') || end < text.lastIndexOf('startxref'))
    return 'no end-of-file marker';
  let context: PDFContext;
  try {
    // Every object, strictly: an object the parser cannot read makes the file unprovable.
    context = await PDFParser.forBytesWithOptions(
      new Uint8Array(pdf),
      Number.POSITIVE_INFINITY,
      true,
      false,
    ).parseDocument();
  } catch {
    return 'not a readable PDF';
  }
  if (!(context.lookup(context.trailerInfo.Root) instanceof PDFDict)) return 'no document catalog';
  return activeContent(context) ? 'contains active content' : null;
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
