import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { photoFacts, rightsMetadata, stripGps, withoutGps } from './image-metadata.ts';

const EXIF = {
  IFD0: { Artist: 'Anna Lichtbild', Copyright: 'Copyright 2026 Anna' },
  IFD2: { DateTimeOriginal: '2026:06:14 15:32:10', SubSecTimeOriginal: '07', OffsetTimeOriginal: '+02:00' },
  IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '50/1 52/1 3000/100' },
};

/** How many entries the GPS IFD of an EXIF block has (a reader of its own, not the code under test). */
function gpsEntries(exif: Buffer | undefined): number {
  if (!exif) return 0;
  const start = exif.subarray(0, 6).toString('latin1') === 'Exif\0\0' ? 6 : 0;
  const le = exif.subarray(start, start + 2).toString('latin1') === 'II';
  const r16 = (at: number) => (le ? exif.readUInt16LE(at) : exif.readUInt16BE(at));
  const r32 = (at: number) => (le ? exif.readUInt32LE(at) : exif.readUInt32BE(at));
  const ifd0 = start + r32(start + 4);
  for (let i = 0; i < r16(ifd0); i++) {
    const e = ifd0 + 2 + i * 12;
    if (r16(e) === 0x8825) return r16(start + r32(e + 8));
  }
  return 0;
}

const image = (format: 'jpeg' | 'png' | 'webp') =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: '#557799' } })
    .toFormat(format)
    .withExif(EXIF)
    .withXmp(
      '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description xmlns:exif="http://ns.adobe.com/exif/1.0/" exif:GPSLatitude="50,52.5N"/></rdf:RDF></x:xmpmeta>',
    )
    .toBuffer();

describe('the metadata policy (ADR 046)', () => {
  for (const format of ['jpeg', 'png', 'webp'] as const) {
    it(`removes the GPS position of a ${format} in place, keeping its length, its other metadata and its pixels`, async () => {
      const original = await image(format);
      const before = await sharp(original).metadata();
      expect(gpsEntries(before.exif)).toBeGreaterThan(0);
      expect(before.xmp?.toString()).toContain('GPSLatitude');
      const copy = Buffer.from(original);
      stripGps(copy);
      expect(copy.length).toBe(original.length);
      const after = await sharp(copy).metadata();
      expect(gpsEntries(after.exif)).toBe(0);
      expect(after.xmp?.toString() ?? '').not.toContain('GPS');
      expect(photoFacts(after).artist).toBe('Anna Lichtbild');
      const pixels = async (b: Buffer) => (await sharp(b).raw().toBuffer()).toString('base64');
      expect(await pixels(copy)).toBe(await pixels(original));
    });
  }

  it('streams an original without GPS whatever the chunks (also past the held megabyte)', async () => {
    const original = await image('jpeg');
    const big = Buffer.concat([original, Buffer.alloc(2 * 1024 * 1024, 7)]);
    const chunks = Array.from({ length: Math.ceil(big.length / 1000) }, (_, i) =>
      big.subarray(i * 1000, i * 1000 + 1000),
    );
    const out = await buffer(withoutGps(Readable.from(chunks)));
    expect(out.length).toBe(big.length);
    expect(gpsEntries((await sharp(out.subarray(0, original.length)).metadata()).exif)).toBe(0);
    expect(out.subarray(original.length).equals(big.subarray(original.length))).toBe(true);
  });

  it('reads the capture time with sub-seconds and offset, and the rights from EXIF, XMP or IPTC', async () => {
    const facts = photoFacts(await sharp(await image('jpeg')).metadata());
    expect(facts).toMatchObject({
      artist: 'Anna Lichtbild',
      copyright: 'Copyright 2026 Anna',
      capturedAt: '2026-06-14T15:32:10.07+02:00',
    });
    // IPTC-IIM: By-line (2:80) and Copyright Notice (2:116).
    const dataset = (n: number, text: string) =>
      Buffer.concat([Buffer.from([0x1c, 2, n]), Buffer.from([0, Buffer.byteLength(text)]), Buffer.from(text)]);
    const iptc = Buffer.concat([dataset(80, 'Мария Фото'), dataset(116, '© Мария')]);
    expect(photoFacts({ iptc })).toMatchObject({ creators: ['Мария Фото'], rights: '© Мария' });
    expect(rightsMetadata({ creators: [] })).toBeNull();
    const written = rightsMetadata({ creators: ['Мария Фото'], rights: '© Мария <2026>' });
    expect(written?.exif).toEqual({ IFD0: { Artist: 'Мария Фото', Copyright: '© Мария <2026>' } });
    expect(written?.xmp).toContain('<rdf:li xml:lang="x-default">© Мария &lt;2026&gt;</rdf:li>');
  });

  it('names the camera body by make, model and the last four characters of its serial', async () => {
    const shot = async (IFD0: Record<string, string>, IFD2: Record<string, string> = {}) =>
      photoFacts(
        await sharp(
          await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
            .jpeg()
            .withExif({ IFD0, IFD2: { DateTimeOriginal: '2027:06:12 14:00:00', ...IFD2 } })
            .toBuffer(),
        ).metadata(),
      ).camera;
    expect(await shot({ Make: 'Canon', Model: 'Canon EOS R6' }, { BodySerialNumber: '012345678921' })).toBe(
      'Canon EOS R6 #8921',
    );
    expect(await shot({ Make: 'NIKON CORPORATION', Model: 'NIKON Z 6_2' })).toBe('NIKON Z 6_2');
    expect(await shot({ Make: 'SONY', Model: 'ILCE-7M4' }, { BodySerialNumber: '5551234' })).toBe(
      'SONY ILCE-7M4 #1234',
    );
    expect(await shot({})).toBeUndefined();
  });
});
