import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { expect } from 'vitest';
import type { TestApp } from '../../../test/test-app.ts';
import { newId } from '../../db/ids.ts';

/** Test helpers for media and documents (test code only). */

export type Part = { name: string; value: string } | { name: string; filename: string; content: Buffer; type?: string };

/** A multipart/form-data body, built by hand so tests control every byte (file names included). */
export function multipart(parts: Part[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----test${newId()}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    if ('value' in part) {
      chunks.push(
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`),
      );
    } else {
      chunks.push(
        Buffer.from(
          // RFC 5987 form, so a test can send any name (quotes, line breaks, Cyrillic) exactly.
          `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"; filename*=UTF-8''${encodeURIComponent(part.filename)}\r\n` +
            `Content-Type: ${part.type ?? 'application/octet-stream'}\r\n\r\n`,
        ),
        part.content,
        Buffer.from('\r\n'),
      );
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** Sends `parts` as multipart/form-data through the app, with the given (e.g. admin) headers. */
export function injectMultipart(
  t: TestApp,
  url: string,
  parts: Part[],
  headers: Record<string, string>,
  method: 'POST' | 'PUT' = 'POST',
) {
  const body = multipart(parts);
  return t.app.inject({ method, url, headers: { ...headers, ...body.headers }, payload: body.payload });
}

/** Uploads an image through POST /api/admin/uploads/image, expects 200 and answers the stored image. */
export async function uploadImage(
  t: TestApp,
  auth: { authorization: string },
  content: Buffer,
  filename = 'photo.jpg',
): Promise<{ url: string; variants: { url: string; format: string; width: number }[] }> {
  const res = await injectMultipart(t, '/api/admin/uploads/image', [{ name: 'file', filename, content }], auth);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** A photo-like test image (a gradient, so encoders have something to do). */
export async function makeImage(
  width: number,
  height: number,
  format: 'jpeg' | 'png' | 'webp' | 'avif' = 'jpeg',
): Promise<Buffer> {
  const raw = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      raw[i] = (x * 255) / width;
      raw[i + 1] = (y * 255) / height;
      raw[i + 2] = ((x + y) * 97) % 256;
    }
  }
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .toFormat(format)
    .toBuffer();
}

/** A JPEG carrying EXIF with GPS coordinates and a camera name. */
export async function makeJpegWithGps(width: number, height: number): Promise<Buffer> {
  return sharp(await makeImage(width, height, 'png'))
    .jpeg()
    .withExif({
      IFD0: { Make: 'SecretCam', Model: 'GPS-9000' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '50/1 52/1 30/1', GPSLongitudeRef: 'E', GPSLongitude: '12/1 4/1 50/1' },
    })
    .toBuffer();
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([length, body, crc]);
}

/**
 * A decompression bomb: a small PNG whose header claims `size` x `size` RGB pixels
 * (50,000 x 50,000 = 7.5 GB decoded). Only the first rows are present: the server must refuse it
 * from the header, before decoding.
 */
export function makePngBomb(size = 50_000): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // RGB
  const rows = Buffer.alloc(16 * (1 + size * 3)); // 16 rows of zeros (filter byte + pixels)
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', deflateSync(rows, { level: 9 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A small, well-formed PDF; `extra` goes into the catalog dictionary (e.g. an /OpenAction). */
export function makePdf(extra = '', objects: string[] = []): Buffer {
  const body = [
    `1 0 obj\n<< /Type /Catalog /Pages 2 0 R ${extra} >>\nendobj\n`,
    '2 0 obj\n<< /Type /Pages /Kids [3 0 R] /Count 1 >>\nendobj\n',
    '3 0 obj\n<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>\nendobj\n',
    ...objects,
  ];
  let pdf = '%PDF-1.7\n';
  const offsets: number[] = [];
  for (const obj of body) {
    offsets.push(Buffer.byteLength(pdf, 'latin1'));
    pdf += obj;
  }
  const xref = Buffer.byteLength(pdf, 'latin1');
  pdf += `xref\n0 ${body.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) pdf += `${String(offset).padStart(10, '0')} 00000 n \n`;
  pdf += `trailer\n<< /Size ${body.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

/** A PDF whose JavaScript action hides in a Flate-compressed object stream. */
export function makePdfWithHiddenJs(): Buffer {
  const hidden = deflateSync(Buffer.from('4 0 << /S /JavaScript /JS (app.alert\\(1\\)) >>', 'latin1'));
  const objStm = Buffer.concat([
    Buffer.from(
      `5 0 obj\n<< /Type /ObjStm /N 1 /First 4 /Filter /FlateDecode /Length ${hidden.length} >>\nstream\n`,
      'latin1',
    ),
    hidden,
    Buffer.from('\nendstream\nendobj\n', 'latin1'),
  ]);
  const head = makePdf('/OpenAction 4 0 R');
  const cut = head.indexOf('xref\n');
  return Buffer.concat([head.subarray(0, cut), objStm, head.subarray(cut)]);
}
