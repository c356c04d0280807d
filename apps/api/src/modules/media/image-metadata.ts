import { type Readable, Transform, type TransformCallback } from 'node:stream';
import { crc32, inflateSync } from 'node:zlib';
import sharp, { type Exif, type Metadata, type Sharp } from 'sharp';

/**
 * The metadata policy (issue 36 item 6, ADR 046): rendered variants and previews carry the
 * photographer's rights (EXIF Artist and Copyright, XMP dc:creator and dc:rights, taken from the
 * original's EXIF, XMP or IPTC) and nothing else: no GPS position, no camera or lens serial, no
 * maker notes. Originals are delivered as uploaded or with the GPS position removed in place
 * (`gpsFreeStream`: same length, so archive sizes announced in advance stay right).
 */

const TAG = {
  make: 0x010f,
  model: 0x0110,
  artist: 0x013b,
  copyright: 0x8298,
  exifIfd: 0x8769,
  gpsIfd: 0x8825,
  dateTimeOriginal: 0x9003,
  offsetTimeOriginal: 0x9011,
  subSecTimeOriginal: 0x9291,
  bodySerialNumber: 0xa431,
} as const;

const TYPE_SIZE: Record<number, number> = { 1: 1, 2: 1, 3: 2, 4: 4, 5: 8, 7: 1, 9: 4, 10: 8, 11: 4, 12: 8 };

interface Tiff {
  buf: Buffer;
  /** Where the TIFF header starts in `buf`. */
  start: number;
  le: boolean;
}

function u16(t: Tiff, at: number): number {
  return t.le ? t.buf.readUInt16LE(at) : t.buf.readUInt16BE(at);
}
function u32(t: Tiff, at: number): number {
  return t.le ? t.buf.readUInt32LE(at) : t.buf.readUInt32BE(at);
}

/** The TIFF structure inside an EXIF block (with or without the `Exif\0\0` prefix), or null. */
function tiffAt(buf: Buffer, from = 0): Tiff | null {
  const start = buf.subarray(from, from + 6).toString('latin1') === 'Exif\0\0' ? from + 6 : from;
  if (buf.length < start + 8) return null;
  const order = buf.subarray(start, start + 2).toString('latin1');
  if (order !== 'II' && order !== 'MM') return null;
  const t = { buf, start, le: order === 'II' };
  return u16(t, start + 2) === 42 ? t : null;
}

interface Entry {
  tag: number;
  type: number;
  count: number;
  /** Where the entry (12 bytes) is. */
  at: number;
  /** Where its value is (inline in the entry or at an offset). */
  valueAt: number;
  size: number;
}

/** The entries of the IFD at `offset` (relative to the TIFF header); bounded against broken files. */
function entries(t: Tiff, offset: number): Entry[] {
  const at = t.start + offset;
  if (offset <= 0 || at + 2 > t.buf.length) return [];
  const count = u16(t, at);
  const found: Entry[] = [];
  for (let i = 0; i < Math.min(count, 1000); i++) {
    const e = at + 2 + i * 12;
    if (e + 12 > t.buf.length) break;
    const type = u16(t, e + 2);
    const n = u32(t, e + 4);
    const size = (TYPE_SIZE[type] ?? 1) * n;
    const valueAt = size <= 4 ? e + 8 : t.start + u32(t, e + 8);
    found.push({ tag: u16(t, e), type, count: n, at: e, valueAt, size });
  }
  return found;
}

function ascii(t: Tiff, e: Entry | undefined): string | undefined {
  if (e?.type !== 2 || e.valueAt + e.size > t.buf.length) return undefined;
  const text = t.buf
    .subarray(e.valueAt, e.valueAt + e.size)
    .toString('utf8')
    .replace(/\0[\s\S]*$/, '')
    .trim();
  return text || undefined;
}

function pointer(t: Tiff, list: Entry[], tag: number): number {
  const e = list.find((x) => x.tag === tag);
  return e && (e.type === 4 || e.type === 13) ? u32(t, e.at + 8) : 0;
}

/** What a photo says about itself that the policy keeps or uses. */
export interface PhotoFacts {
  artist?: string;
  copyright?: string;
  /** XMP dc:creator / IPTC By-line. */
  creators: string[];
  /** XMP dc:rights / IPTC Copyright Notice. */
  rights?: string;
  /** DateTimeOriginal as ISO 8601 wall time, with its sub-seconds and offset when the camera wrote them. */
  capturedAt?: string;
  /**
   * The camera body: make and model, and the serial number's last four characters when written, so
   * that two bodies of one model are told apart (the serial itself never leaves the server).
   */
  camera?: string;
}

/** IPTC-IIM datasets of record 2 (By-line 80, Copyright Notice 116). */
function iim(iptc: Buffer | undefined): { byline: string[]; notice?: string } {
  const byline: string[] = [];
  let notice: string | undefined;
  if (!iptc) return { byline };
  for (let i = iptc.indexOf(0x1c); i >= 0 && i + 5 <= iptc.length; ) {
    const record = iptc[i + 1];
    const dataset = iptc[i + 2];
    const length = iptc.readUInt16BE(i + 3);
    const value = iptc.subarray(i + 5, i + 5 + length).toString('utf8');
    if (record === 2 && dataset === 80 && value) byline.push(value);
    if (record === 2 && dataset === 116 && value) notice = value;
    i = iptc.indexOf(0x1c, i + 5 + length);
  }
  return notice === undefined ? { byline } : { byline, notice };
}

const unescapeXml = (s: string) =>
  s
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');
const escapeXml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The `rdf:li` items of an XMP property (`dc:creator`, `dc:rights`). */
function xmpItems(xmp: string | undefined, property: string): string[] {
  if (!xmp) return [];
  const block = new RegExp(`<${property}>([\\s\\S]*?)</${property}>`).exec(xmp)?.[1];
  if (!block) return [];
  return [...block.matchAll(/<rdf:li[^>]*>([\s\S]*?)<\/rdf:li>/g)]
    .map((m) => unescapeXml(m[1] ?? '').trim())
    .filter(Boolean);
}

function isoCapture(date: string | undefined, subSec?: string, offset?: string): string | undefined {
  const m = date ? /^(\d{4}):(\d{2}):(\d{2}) (\d{2}):(\d{2}):(\d{2})/.exec(date) : null;
  if (!m || m[1] === '0000') return undefined;
  const fraction = subSec && /^\d+$/.test(subSec) ? `.${subSec}` : '';
  const zone = offset && /^[+-]\d{2}:\d{2}$/.test(offset) ? offset : '';
  return `${m[1]}-${m[2]}-${m[3]}T${m[4]}:${m[5]}:${m[6]}${fraction}${zone}`;
}

/** "Canon EOS R6 #4821": the model names its make mostly ("NIKON CORPORATION" + "NIKON Z 6_2"). */
function cameraName(
  make: string | undefined,
  model: string | undefined,
  serial: string | undefined,
): string | undefined {
  const maker = make?.replace(/\s+(CORPORATION|Corporation|CORP\.?|Co\.,? ?Ltd\.?|IMAGING CORP\.?)$/u, '').trim();
  const body = model?.trim();
  const name =
    maker && body && !body.toLowerCase().startsWith(maker.toLowerCase()) ? `${maker} ${body}` : (body ?? maker);
  if (!name) return undefined;
  const tail = serial?.replace(/\s+/g, '').slice(-4);
  return (tail ? `${name} #${tail}` : name).slice(0, 120);
}

/** Reads the rights and the capture time from an image's metadata (EXIF, XMP, IPTC). */
export function photoFacts(meta: Pick<Metadata, 'exif' | 'xmp' | 'iptc'>): PhotoFacts {
  const facts: PhotoFacts = { creators: [] };
  const t = meta.exif ? tiffAt(meta.exif) : null;
  if (t) {
    const ifd0 = entries(t, u32(t, t.start + 4));
    const artist = ascii(
      t,
      ifd0.find((e) => e.tag === TAG.artist),
    );
    const copyright = ascii(
      t,
      ifd0.find((e) => e.tag === TAG.copyright),
    );
    if (artist) facts.artist = artist;
    if (copyright) facts.copyright = copyright;
    const exif = entries(t, pointer(t, ifd0, TAG.exifIfd));
    const tag = (id: number) =>
      ascii(
        t,
        exif.find((e) => e.tag === id),
      );
    const captured = isoCapture(tag(TAG.dateTimeOriginal), tag(TAG.subSecTimeOriginal), tag(TAG.offsetTimeOriginal));
    if (captured) facts.capturedAt = captured;
    const camera = cameraName(
      ascii(
        t,
        ifd0.find((e) => e.tag === TAG.make),
      ),
      ascii(
        t,
        ifd0.find((e) => e.tag === TAG.model),
      ),
      tag(TAG.bodySerialNumber),
    );
    if (camera) facts.camera = camera;
  }
  const xmp = meta.xmp?.toString('utf8');
  const iptc = iim(meta.iptc);
  facts.creators = xmpItems(xmp, 'dc:creator');
  if (facts.creators.length === 0) facts.creators = iptc.byline;
  const rights = xmpItems(xmp, 'dc:rights')[0] ?? iptc.notice;
  if (rights) facts.rights = rights;
  return facts;
}

/** Reads an image file's facts (its header only). */
export async function readPhotoFacts(file: string): Promise<PhotoFacts> {
  try {
    return photoFacts(await sharp(file, { limitInputPixels: false }).metadata());
  } catch {
    return { creators: [] };
  }
}

/**
 * The metadata a variant is written with: EXIF IFD0 Artist/Copyright and an XMP packet with
 * dc:creator and dc:rights (IPTC Core keeps these in XMP; sharp writes no IPTC-IIM). Null when the
 * original names nobody: the variant then carries no metadata at all.
 */
export function rightsMetadata(facts: PhotoFacts): { exif: Exif; xmp: string } | null {
  const creators = facts.creators.length > 0 ? facts.creators : facts.artist ? [facts.artist] : [];
  const rights = facts.rights ?? facts.copyright;
  if (creators.length === 0 && !rights) return null;
  const ifd0: Record<string, string> = {};
  const artist = facts.artist ?? creators.join('; ');
  if (artist) ifd0.Artist = artist;
  if (facts.copyright ?? rights) ifd0.Copyright = facts.copyright ?? rights ?? '';
  const li = (s: string) => `<rdf:li>${escapeXml(s)}</rdf:li>`;
  const xmp = [
    '<?xpacket begin="\uFEFF" id="W5M0MpCehiHzreSzNTczkc9d"?>',
    '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">',
    '<rdf:Description rdf:about="" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:xmpRights="http://ns.adobe.com/xap/1.0/rights/">',
    creators.length > 0 ? `<dc:creator><rdf:Seq>${creators.map(li).join('')}</rdf:Seq></dc:creator>` : '',
    rights
      ? `<dc:rights><rdf:Alt><rdf:li xml:lang="x-default">${escapeXml(rights)}</rdf:li></rdf:Alt></dc:rights><xmpRights:Marked>True</xmpRights:Marked>`
      : '',
    '</rdf:Description></rdf:RDF></x:xmpmeta>',
    '<?xpacket end="w"?>',
  ].join('');
  return { exif: { IFD0: ifd0 }, xmp };
}

/** Applies `rightsMetadata` to an encoder (WebP, JPEG, AVIF); unchanged without rights. */
export function withRights(image: Sharp, rights: ReturnType<typeof rightsMetadata>): Sharp {
  return rights ? image.withExif(rights.exif).withXmp(rights.xmp) : image;
}

/** Empties the GPS IFD of a TIFF structure in place (its entries and their values become zeros). */
function scrubTiffGps(t: Tiff): boolean {
  const ifd0 = entries(t, u32(t, t.start + 4));
  const offset = pointer(t, ifd0, TAG.gpsIfd);
  const list = entries(t, offset);
  if (list.length === 0) return false;
  for (const e of list) {
    if (e.size > 4 && e.valueAt + e.size <= t.buf.length) t.buf.fill(0, e.valueAt, e.valueAt + e.size);
    t.buf.fill(0, e.at, e.at + 12);
  }
  // No entries left (the IFD's count), its next-IFD link stays zero.
  t.buf.fill(0, t.start + offset, t.start + offset + 2);
  return true;
}

/** Blanks every GPS property of an XMP packet (same length: spaces). */
function scrubXmpGps(buf: Buffer, start: number, end: number): void {
  const text = buf.subarray(start, end).toString('latin1');
  const blanked = text
    .replace(/\s[\w-]+:GPS\w*\s*=\s*"[^"]*"/gi, (m) => ' '.repeat(m.length))
    .replace(/<([\w-]+:GPS\w*)[\s>][\s\S]*?<\/\1>/gi, (m) => ' '.repeat(m.length))
    .replace(/<[\w-]+:GPS\w*\/>/gi, (m) => ' '.repeat(m.length));
  if (blanked !== text) buf.write(blanked, start, 'latin1');
}

/** Where the text of an iTXt chunk starts (after its language tag and translated keyword). */
function xmpTextStart(head: Buffer, flagAt: number, end: number): number {
  const language = head.indexOf(0, flagAt + 2);
  const translated = language < 0 ? -1 : head.indexOf(0, language + 1);
  return translated < 0 || translated >= end ? end : translated + 1;
}

/** The inflated text of a compressed PNG text chunk ('' when it does not inflate). */
function inflatedText(head: Buffer, from: number, end: number): string {
  try {
    return inflateSync(head.subarray(from, end)).toString('utf8');
  } catch {
    return '';
  }
}

/**
 * Removes the GPS position from the start of an image file, in place (the length stays): JPEG
 * (APP1 EXIF and XMP), PNG (eXIf, XMP in iTXt/zTXt; chunk checksums recomputed) and WebP (EXIF, XMP
 * chunks). Only what lies within `head` is touched: the metadata of these formats comes first.
 */
export function stripGps(head: Buffer): void {
  if (head[0] === 0xff && head[1] === 0xd8) {
    for (let at = 2; at + 4 <= head.length && head[at] === 0xff; ) {
      const marker = head[at + 1] ?? 0;
      if (marker === 0xda || marker === 0xd9) break; // image data from here
      const length = head.readUInt16BE(at + 2);
      const body = at + 4;
      if (marker === 0xe1 && body + length - 2 <= head.length) {
        const t = tiffAt(head, body);
        if (t) scrubTiffGps(t);
        else if (
          head
            .subarray(body, body + 28)
            .toString('latin1')
            .startsWith('http://ns.adobe.com/xap/1.0/')
        ) {
          scrubXmpGps(head, body, body + length - 2);
        }
      }
      at += 2 + length;
    }
    return;
  }
  if (head.subarray(1, 4).toString('latin1') === 'PNG') {
    for (let at = 8; at + 12 <= head.length; ) {
      const length = head.readUInt32BE(at);
      const type = head.subarray(at + 4, at + 8).toString('latin1');
      const end = at + 8 + length;
      if (end + 4 > head.length || type === 'IDAT') break;
      let changed = false;
      if (type === 'eXIf') {
        const t = tiffAt(head.subarray(0, end), at + 8);
        changed = t ? scrubTiffGps(t) : false;
      } else if (
        (type === 'iTXt' || type === 'zTXt') &&
        head.subarray(at + 8, at + 26).toString('latin1') === 'XML:com.adobe.xmp\0'
      ) {
        // iTXt: keyword, NUL, compression flag, method, language, NUL, translated keyword, NUL, text.
        // zTXt: keyword, NUL, method, deflated text.
        const compressed = type === 'zTXt' || head[at + 26] === 1;
        if (!compressed) {
          scrubXmpGps(head, at + 8, end);
          changed = true;
        } else if (/GPS/i.test(inflatedText(head, type === 'zTXt' ? at + 27 : xmpTextStart(head, at + 26, end), end))) {
          // A deflated packet cannot be blanked in place: the chunk becomes a private one readers
          // skip (the XMP goes, EXIF Artist and Copyright stay).
          head.write('rmVd', at + 4, 'latin1');
          changed = true;
        }
      }
      if (changed) head.writeUInt32BE(crc32(head.subarray(at + 4, end)) >>> 0, end);
      at = end + 4;
    }
    return;
  }
  if (head.subarray(0, 4).toString('latin1') === 'RIFF' && head.subarray(8, 12).toString('latin1') === 'WEBP') {
    for (let at = 12; at + 8 <= head.length; ) {
      const type = head.subarray(at, at + 4).toString('latin1');
      const length = head.readUInt32LE(at + 4);
      const end = at + 8 + length;
      if (end > head.length) break;
      if (type === 'EXIF') {
        const t = tiffAt(head.subarray(0, end), at + 8);
        if (t) scrubTiffGps(t);
      } else if (type === 'XMP ') {
        scrubXmpGps(head, at + 8, end);
      }
      at = end + (length % 2);
    }
  }
}

/** How much of an original is read before its GPS position is removed (its metadata lies there). */
const HEAD_BYTES = 1024 * 1024;

/** A stream of an original without its GPS position: the first megabyte is held, cleaned, then passed on. */
export function gpsFreeStream(): Transform {
  const held: Buffer[] = [];
  let heldBytes = 0;
  let passing = false;
  const flushHead = (stream: Transform) => {
    const head = Buffer.concat(held);
    held.length = 0;
    stripGps(head);
    passing = true;
    stream.push(head);
  };
  return new Transform({
    transform(chunk: Buffer, _encoding, callback: TransformCallback) {
      if (passing) {
        callback(null, chunk);
        return;
      }
      held.push(chunk);
      heldBytes += chunk.length;
      if (heldBytes >= HEAD_BYTES) flushHead(this);
      callback();
    },
    flush(callback: TransformCallback) {
      if (!passing) flushHead(this);
      callback();
    },
  });
}

/** `stream` without the GPS position (an error of the source ends the result with it). */
export function withoutGps(stream: Readable): Readable {
  const out = gpsFreeStream();
  stream.on('error', (error) => out.destroy(error));
  return stream.pipe(out);
}
