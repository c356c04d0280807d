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
 * What the parser read, beyond its context: every version of every object (an incremental update
 * or a second definition replaces the first in the context, but a reader following the
 * cross-reference table may take either), and where it read a top-level `N G obj` header.
 */
interface ParsedPdf {
  context: PDFContext;
  versions: Map<string, PDFObject[]>;
  /** Where the parser read the keyword `obj` of a top-level object's header. */
  headers: Set<number>;
}

/** The parts of pdf-lib's parser this check hooks into (private in its types; pdf-lib 1.17). */
interface ParserInternals {
  context: PDFContext;
  bytes: { offset(): number };
  parseIndirectObjectHeader(): PDFRef;
  parseIndirectObject(): Promise<PDFRef>;
}

/**
 * Parses every object strictly (an object the parser cannot read makes the file unprovable) and
 * records each object version and each header's place. If pdf-lib's internals change, no header
 * is recorded and every file is refused (the check fails closed; its tests fail).
 */
async function parsePdf(pdf: Buffer): Promise<ParsedPdf> {
  const parser = PDFParser.forBytesWithOptions(new Uint8Array(pdf), Number.POSITIVE_INFINITY, true, false);
  const internals = parser as unknown as ParserInternals;
  const versions = new Map<string, PDFObject[]>();
  const headers = new Set<number>();
  const assign = internals.context.assign.bind(internals.context);
  internals.context.assign = (ref: PDFRef, object: PDFObject) => {
    const list = versions.get(ref.tag) ?? [];
    list.push(object);
    versions.set(ref.tag, list);
    assign(ref, object);
  };
  const parseHeader = internals.parseIndirectObjectHeader.bind(internals);
  let keyword = -1;
  internals.parseIndirectObjectHeader = () => {
    const ref = parseHeader();
    keyword = internals.bytes.offset() - 3; // just read "obj"
    return ref;
  };
  // Only headers of objects read to their end count (a header is also tried between objects).
  const parseObject = internals.parseIndirectObject.bind(internals);
  internals.parseIndirectObject = async () => {
    const ref = await parseObject();
    headers.add(keyword);
    return ref;
  };
  const context = await parser.parseDocument();
  return { context, versions, headers };
}

const isDigit = (byte: number) => byte >= 0x30 && byte <= 0x39;
/** PDF white-space: NUL, TAB, LF, FF, CR, SPACE. */
const isSpace = (byte: number) => byte === 0 || byte === 9 || byte === 10 || byte === 12 || byte === 13 || byte === 32;

/**
 * Where the keyword of each `N G obj` header in the file starts (comments allowed between the
 * parts, as readers allow). A reader following the cross-reference table (or rebuilding a broken
 * one) can land on any of them, wherever it sits, so the scan starts one at every digit, also
 * inside streams, strings and comments. One pass with a few states: no backtracking, linear in the
 * file's length.
 */
function objectHeaderKeywords(pdf: Uint8Array): number[] {
  const found: number[] = [];
  // Attempts in progress: after the first number, after its gap, after the second number, after
  // its gap; and inside a comment in the first or the second gap.
  let num1: boolean = false;
  let gap1: boolean = false;
  let num2: boolean = false;
  let gap2: boolean = false;
  let comment1: boolean = false;
  let comment2: boolean = false;
  for (let i = 0; i < pdf.length; i++) {
    const byte = pdf[i] as number;
    if (gap2 && byte === 0x6f && pdf[i + 1] === 0x62 && pdf[i + 2] === 0x6a) found.push(i); // "obj"
    const eol = byte === 10 || byte === 13;
    const digit = isDigit(byte);
    const space = isSpace(byte);
    const percent = byte === 0x25;
    const nextGap1: boolean = (comment1 && eol) || ((num1 || gap1) && space);
    const nextNum2: boolean = (gap1 || num2) && digit;
    const nextGap2: boolean = (comment2 && eol) || ((num2 || gap2) && space);
    const nextComment1: boolean = (comment1 && !eol) || ((num1 || gap1) && percent);
    const nextComment2: boolean = (comment2 && !eol) || ((num2 || gap2) && percent);
    num1 = digit; // every digit may start a header
    gap1 = nextGap1;
    num2 = nextNum2;
    gap2 = nextGap2;
    comment1 = nextComment1;
    comment2 = nextComment2;
  }
  return found;
}

/**
 * Walks every version of every object the parser found (the catalog, pages, annotations, and every
 * object inside object streams, compressed or not) and says why the document is not clean, or null.
 */
function activeContent({ context, versions }: ParsedPdf): string | null {
  /** Every version of what a value refers to (a reader may take any), or the value itself. */
  const resolveAll = (value: PDFObject | undefined): PDFObject[] =>
    value instanceof PDFRef ? (versions.get(value.tag) ?? []) : value ? [value] : [];

  /** An automatic trigger (/OpenAction, an /AA entry): only a jump inside the document, following /Next. */
  const automatic = (value: PDFObject | undefined, seen = new Set<PDFObject>()): string | null => {
    for (const action of resolveAll(value)) {
      if (seen.has(action)) continue;
      seen.add(action);
      if (action instanceof PDFArray) continue; // a destination: a page of this document
      if (action instanceof PDFDict) {
        const kind = nameOf(action.get(PDFName.of('S')));
        if (kind && !AUTOMATIC_ALLOWED.has(kind)) return `an automatic ${kind} action`;
        for (const next of resolveAll(action.get(PDFName.of('Next')))) {
          const chain = next instanceof PDFArray ? next.asArray() : [next];
          for (const item of chain) {
            const why = automatic(item, seen);
            if (why) return why;
          }
        }
      }
    }
    return null;
  };

  const dictionary = (dict: PDFDict, stream: boolean): string | null => {
    for (const [key, value] of dict.entries()) {
      const name = key.decodeText();
      if (ACTIVE_KEYS.has(name)) return `contains /${name}`;
      // Object streams are read by the parser and never kept as objects: a stream shaped like one
      // (/First) that is still here is one the parser did not read, but a reader might.
      if (stream && name === 'First') return 'an object stream the parser did not read';
      if (name === 'S') {
        const kind = nameOf(value);
        if (kind && ACTIVE_ACTIONS.has(kind)) return `a ${kind} action`;
      }
      if (name === 'OpenAction') {
        const why = automatic(value);
        if (why) return why;
      }
      if (name === 'AA') {
        for (const triggers of resolveAll(value)) {
          if (!(triggers instanceof PDFDict)) continue;
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
    // A reference to an object the parser never found: a reader may find it where the parser did not look.
    if (value instanceof PDFRef) return versions.has(value.tag) ? null : `a reference to a missing object ${value}`;
    if (value instanceof PDFDict) return dictionary(value, false);
    if (value instanceof PDFStream || value instanceof PDFRawStream) return dictionary(value.dict, true);
    if (value instanceof PDFArray) {
      for (const item of value.asArray()) {
        const why = inspect(item);
        if (why) return why;
      }
    }
    return null;
  };

  for (const list of versions.values()) {
    for (const object of list) {
      const why = inspect(object);
      if (why) return why;
    }
  }
  const { Root, Info } = context.trailerInfo;
  for (const entry of [Root, Info]) {
    const why = entry ? inspect(entry) : null;
    if (why) return why;
  }
  return null;
}

/**
 * Checks a PDF by parsing it with a real PDF parser (pdf-lib): the %PDF- header, a document the
 * parser can read to the end (also after incremental updates), a catalog, and no active content
 * anywhere (JavaScript, launch, form submission, embedded files, and no automatic action other than
 * a jump inside the document). What cannot be parsed is refused: it cannot be proved clean. So is
 * what a reader could see but the parser did not (an object header inside a stream, string or
 * comment; a reference to an object the parser never found; an object stream it did not read).
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
  try {
    const parsed = await parsePdf(pdf);
    const root = parsed.context.trailerInfo.Root;
    if (!(root instanceof PDFRef) || !(parsed.context.lookup(root) instanceof PDFDict)) return 'no document catalog';
    if (objectHeaderKeywords(pdf).some((at) => !parsed.headers.has(at)))
      return 'contains an object the parser did not read';
    return activeContent(parsed) ? 'contains active content' : null;
  } catch {
    // The parser gave up, or the walk did (nesting too deep): it cannot be proved clean.
    return 'not a readable PDF';
  }
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
