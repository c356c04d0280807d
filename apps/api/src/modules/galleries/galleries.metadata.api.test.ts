import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import yauzl from 'yauzl';
import { adminToken, bearer } from '../../../test/admin.ts';
import { createTestApp, TEST_DB, type TestApp } from '../../../test/test-app.ts';
import { uploadGalleryPhoto } from '../../../test/tus.ts';
import { archiveDisposition } from './galleries.public-routes.ts';

/**
 * The tags of a file's EXIF, read here with a reader of its own (not the code under test): IFD0,
 * the EXIF IFD and the GPS IFD, each as tag number -> ASCII text ('' for other types).
 */
function exifTags(exif: Buffer | undefined) {
  const none = { ifd0: new Map<number, string>(), exif: new Map<number, string>(), gps: new Map<number, string>() };
  if (!exif) return none;
  const start = exif.subarray(0, 6).toString('latin1') === 'Exif\0\0' ? 6 : 0;
  const le = exif.subarray(start, start + 2).toString('latin1') === 'II';
  const r16 = (at: number) => (le ? exif.readUInt16LE(at) : exif.readUInt16BE(at));
  const r32 = (at: number) => (le ? exif.readUInt32LE(at) : exif.readUInt32BE(at));
  const ifd = (offset: number) => {
    const tags = new Map<number, string>();
    if (!offset) return tags;
    const count = r16(start + offset);
    for (let i = 0; i < count; i++) {
      const e = start + offset + 2 + i * 12;
      const type = r16(e + 2);
      const n = r32(e + 4);
      const at = n <= 4 ? e + 8 : start + r32(e + 8);
      tags.set(
        r16(e),
        type === 2
          ? exif
              .subarray(at, at + n)
              .toString('utf8')
              .replace(/\0.*$/s, '')
          : String(r32(e + 8)),
      );
    }
    return tags;
  };
  const ifd0 = ifd(r32(start + 4));
  return { ifd0, exif: ifd(Number(ifd0.get(0x8769) ?? 0)), gps: ifd(Number(ifd0.get(0x8825) ?? 0)) };
}

const XMP = [
  '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">',
  '<rdf:Description rdf:about="" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:exif="http://ns.adobe.com/exif/1.0/"',
  ' exif:GPSLatitude="50,52.5N" exif:GPSLongitude="12,4.8E">',
  '<dc:creator><rdf:Seq><rdf:li>Anna Lichtbild</rdf:li></rdf:Seq></dc:creator>',
  '<dc:rights><rdf:Alt><rdf:li xml:lang="x-default">© 2026 Anna Lichtbild, alle Rechte vorbehalten</rdf:li></rdf:Alt></dc:rights>',
  '</rdf:Description></rdf:RDF></x:xmpmeta>',
].join('');

/** A camera JPEG: the photographer's rights, the capture time, two serial numbers and a GPS position. */
async function cameraJpeg(width: number, height: number): Promise<Buffer> {
  const raw = Buffer.alloc(width * height * 3);
  for (let i = 0; i < width * height; i++) {
    raw[i * 3] = (i % width) % 256;
    raw[i * 3 + 1] = Math.floor(i / width) % 256;
    raw[i * 3 + 2] = 90;
  }
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .withExif({
      IFD0: { Artist: 'Anna Lichtbild', Copyright: 'Copyright 2026 Anna Lichtbild', Make: 'Nikon', Model: 'Z 8' },
      IFD2: {
        DateTimeOriginal: '2026:06:14 15:32:10',
        SubSecTimeOriginal: '42',
        OffsetTimeOriginal: '+02:00',
        BodySerialNumber: 'SN-48151623',
        LensSerialNumber: 'LENS-4242',
      },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '50/1 52/1 3000/100',
        GPSLongitudeRef: 'E',
        GPSLongitude: '12/1 4/1 4800/100',
      },
    })
    .withXmp(XMP)
    .toBuffer();
}

/** The entries of a ZIP archive with their dates and bytes (yauzl). */
function unzip(buffer: Buffer): Promise<{ name: string; date: Date; data: Buffer }[]> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(buffer, { lazyEntries: true }, (error, zip) => {
      if (error || !zip) return reject(error);
      const found: { name: string; date: Date; data: Buffer }[] = [];
      zip.on('entry', (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (err, stream) => {
          if (err || !stream) return reject(err);
          const chunks: Buffer[] = [];
          stream.on('data', (c: Buffer) => chunks.push(c));
          stream.on('end', () => {
            found.push({ name: entry.fileName, date: entry.getLastModDate(), data: Buffer.concat(chunks) });
            zip.readEntry();
          });
        });
      });
      zip.on('end', () => resolve(found));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}

/**
 * Issue 36 item 6: previews keep the photographer's Artist, Copyright, dc:creator and dc:rights
 * and lose the GPS position and the serial numbers; downloaded originals lose the GPS position
 * unless the gallery keeps it; ZIP entries carry the capture date; the archive is named after the
 * gallery.
 */
describe(`gallery metadata policy (${TEST_DB})`, () => {
  let t: TestApp;
  let token: string;
  let origin: string;
  const admin = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
  /** One photo through tus, as the office sends it (test/tus.ts); resolves once its previews exist. */
  const upload = async (galleryId: string, data: Buffer, filename: string) => {
    await uploadGalleryPhoto(t, { origin, token, galleryId, data, filename });
  };

  beforeAll(async () => {
    t = await createTestApp({}, { mailWorker: false, avifQueue: false, mediaSweep: false, galleryJobs: false });
    token = await adminToken(t);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await t.close();
  });

  it('previews keep the rights and lose GPS and serials; originals lose GPS unless the gallery keeps it', async () => {
    const camera = await cameraJpeg(900, 600);
    // The fixture holds what the policy is about (else the test could not fail).
    const source = exifTags((await sharp(camera).metadata()).exif);
    expect(source.gps.size).toBeGreaterThan(0);
    expect(source.exif.get(0xa431)).toBe('SN-48151623');

    const created = await admin('POST', '/api/admin/galleries', {
      title_de: 'Hochzeit Åsa & Ben 14.06',
      title_ru: 'Свадьба',
      client_name: 'Åsa',
      downloads: 'original',
      expires_at: null,
    });
    expect(created.statusCode, created.body).toBe(201);
    const g = created.json() as { id: string; token: string; originals_gps: string };
    expect(g.originals_gps).toBe('remove');
    await upload(g.id, camera, 'DSC_0012.jpg');

    await t.app.galleryJobs.encodeAvif();
    const [photo] = (await admin('GET', `/api/admin/galleries/${g.id}`)).json().photos as {
      id: string;
      variants: { url: string; format: string }[];
    }[];
    const formats = new Set(photo?.variants.map((v) => v.format));
    expect(formats).toEqual(new Set(['webp', 'jpeg', 'avif']));
    for (const variant of photo?.variants ?? []) {
      const res = await t.app.inject({ method: 'GET', url: variant.url });
      expect(res.statusCode).toBe(200);
      const meta = await sharp(res.rawPayload).metadata();
      const tags = exifTags(meta.exif);
      expect(tags.ifd0.get(0x013b), variant.url).toBe('Anna Lichtbild');
      expect(tags.ifd0.get(0x8298), variant.url).toBe('Copyright 2026 Anna Lichtbild');
      expect(tags.gps.size, variant.url).toBe(0);
      expect(tags.ifd0.has(0x8825), variant.url).toBe(false);
      expect(tags.exif.has(0xa431), variant.url).toBe(false); // BodySerialNumber
      expect(tags.exif.has(0xa435), variant.url).toBe(false); // LensSerialNumber
      expect(res.rawPayload.includes('SN-48151623')).toBe(false);
      const xmp = meta.xmp?.toString('utf8') ?? '';
      expect(xmp, variant.url).toContain('<rdf:li>Anna Lichtbild</rdf:li>');
      expect(xmp, variant.url).toContain('© 2026 Anna Lichtbild, alle Rechte vorbehalten');
      expect(xmp).not.toMatch(/GPS/i);
    }

    // The archive: named after the gallery, entries dated when the photo was taken.
    const zip = await t.app.inject({ method: 'GET', url: `/api/public/galleries/${g.token}/zip` });
    expect(zip.statusCode).toBe(200);
    expect(zip.headers['content-disposition']).toBe(
      `attachment; filename="Hochzeit Asa & Ben 14.06.zip"; filename*=UTF-8''Hochzeit%20%C3%85sa%20%26%20Ben%2014.06.zip`,
    );
    expect(Number(zip.headers['content-length'])).toBe(zip.rawPayload.length);
    const [entry] = await unzip(zip.rawPayload);
    expect(entry?.name).toBe('DSC_0012.jpg');
    // 15:32:10 at +02:00, in the server's local time as ZIP dates are (two-second steps).
    const taken = new Date('2026-06-14T15:32:10+02:00');
    expect(Math.abs((entry?.date.getTime() ?? 0) - taken.getTime())).toBeLessThanOrEqual(2000);
    // The original without its GPS position, the same length, everything else kept.
    const original = entry?.data ?? Buffer.alloc(0);
    expect(original.length).toBe(camera.length);
    const stripped = await sharp(original).metadata();
    const kept = exifTags(stripped.exif);
    expect(kept.gps.size).toBe(0);
    expect(kept.ifd0.get(0x013b)).toBe('Anna Lichtbild');
    expect(kept.exif.get(0xa431)).toBe('SN-48151623'); // an original is the photographer's file
    expect(stripped.xmp?.toString('utf8')).not.toMatch(/GPS/i);
    expect(stripped.xmp?.toString('utf8')).toContain('Anna Lichtbild');
    expect((await sharp(original).stats()).channels).toHaveLength(3); // still decodes
    // The single download too.
    const single = await t.app.inject({
      method: 'GET',
      url: `/api/public/galleries/${g.token}/photos/${photo?.id}/download`,
    });
    expect(exifTags((await sharp(single.rawPayload).metadata()).exif).gps.size).toBe(0);

    // The gallery keeps GPS: the originals exactly as uploaded.
    const keep = await admin('PUT', `/api/admin/galleries/${g.id}`, { originals_gps: 'keep' });
    expect(keep.statusCode, keep.body).toBe(200);
    expect(keep.json().originals_gps).toBe('keep');
    const [asUploaded] = await unzip(
      (await t.app.inject({ method: 'GET', url: `/api/public/galleries/${g.token}/zip` })).rawPayload,
    );
    expect(asUploaded?.data.equals(camera)).toBe(true);
    const invalid = await admin('PUT', `/api/admin/galleries/${g.id}`, { originals_gps: 'sometimes' });
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json().errors[0].path).toBe('originals_gps');
  });

  it('dates an entry without EXIF by its upload, never 1970; names Russian galleries in ASCII plus filename*', async () => {
    expect(archiveDisposition('Свадьба Анны')).toBe(
      `attachment; filename="_______ ____.zip"; filename*=UTF-8''%D0%A1%D0%B2%D0%B0%D0%B4%D1%8C%D0%B1%D0%B0%20%D0%90%D0%BD%D0%BD%D1%8B.zip`,
    );
    expect(archiveDisposition('../../etc/passwd')).toBe('attachment; filename=passwd.zip');
    const created = await admin('POST', '/api/admin/galleries', { title_de: 'Ohne Exif', client_name: 'B' });
    const g = created.json() as { id: string; token: string };
    const plain = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#336699' } })
      .jpeg()
      .toBuffer();
    const before = Date.now();
    await upload(g.id, plain, 'scan.jpg');
    const [entry] = await unzip(
      (await t.app.inject({ method: 'GET', url: `/api/public/galleries/${g.token}/zip` })).rawPayload,
    );
    expect(entry?.date.getFullYear()).toBeGreaterThanOrEqual(2026);
    expect(Math.abs((entry?.date.getTime() ?? 0) - before)).toBeLessThan(24 * 60 * 60_000);
  });
});
