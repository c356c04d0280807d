import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { AppError } from '../../http/errors.ts';
import { detectImageMime, folderSink, readImageSize, renderImage, variantWidths } from './image-pipeline.ts';
import { makeImage, makeJpegWithGps, makePngBomb } from './media.test-support.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'pipeline-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function write(name: string, data: Buffer | string): string {
  const file = path.join(dir, name);
  writeFileSync(file, data);
  return file;
}

describe('variantWidths', () => {
  it('never scales up and always gives at least one width', () => {
    expect(variantWidths(6000)).toEqual([480, 960, 1600, 2400]);
    expect(variantWidths(2400)).toEqual([480, 960, 1600, 2400]);
    expect(variantWidths(2000)).toEqual([480, 960, 1600, 2000]);
    expect(variantWidths(960)).toEqual([480, 960]);
    expect(variantWidths(300)).toEqual([300]);
    expect(variantWidths(1)).toEqual([1]);
  });
});

describe('detectImageMime', () => {
  it('goes by the bytes, not the name', async () => {
    expect(await detectImageMime(write('photo.bin', await makeImage(40, 30, 'png')))).toBe('image/png');
    expect(await detectImageMime(write('a.webp', await makeImage(40, 30, 'webp')))).toBe('image/webp');
    expect(await detectImageMime(write('a.avif', await makeImage(40, 30, 'avif')))).toBe('image/avif');
    for (const [name, data] of [
      ['page.jpg', '<html><script>alert(1)</script></html>'],
      ['logo.jpg', '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'],
      ['empty.jpg', ''],
      ['doc.jpg', '%PDF-1.7\n%%EOF\n'],
    ] as const) {
      await expect(detectImageMime(write(name, data)), name).rejects.toMatchObject({ code: 'upload.not_an_image' });
    }
    const gif = await sharp(await makeImage(10, 10, 'png'))
      .gif()
      .toBuffer();
    await expect(detectImageMime(write('anim.gif', gif))).rejects.toBeInstanceOf(AppError);
  });
});

describe('renderImage', () => {
  it('renders WebP and JPEG variants, the placeholder and the intrinsic size', { timeout: 30_000 }, async () => {
    const out = path.join(dir, 'big');
    const result = await renderImage(write('big.jpg', await makeImage(3000, 2000)), folderSink(out), '/media/img/x');
    expect(result.width).toBe(3000);
    expect(result.height).toBe(2000);
    expect(result.url).toBe('/media/img/x/1600.jpg');
    expect(result.variants.map((v) => `${v.format}:${v.width}x${v.height}`)).toEqual([
      'webp:480x320',
      'webp:960x640',
      'webp:1600x1067',
      'webp:2400x1600',
      'jpeg:480x320',
      'jpeg:960x640',
      'jpeg:1600x1067',
      'jpeg:2400x1600',
    ]);
    expect(readdirSync(out).sort()).toEqual(
      ['1600.jpg', '1600.webp', '2400.jpg', '2400.webp', '480.jpg', '480.webp', '960.jpg', '960.webp'].sort(),
    );
    const meta = await sharp(path.join(out, '2400.webp')).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 2400, 1600]);
    expect(result.placeholder).toMatch(/^data:image\/webp;base64,[A-Za-z0-9+/=]+$/);
    const tiny = await sharp(Buffer.from(result.placeholder.split(',')[1] ?? '', 'base64')).metadata();
    expect(tiny.width).toBe(20);
  });

  it('puts transparent images on white in the JPEG variants and keeps the alpha in WebP', async () => {
    const png = await sharp({
      create: { width: 64, height: 64, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .png()
      .toBuffer();
    const out = path.join(dir, 'alpha');
    await renderImage(write('alpha.png', png), folderSink(out), '/a');
    const jpeg = await sharp(path.join(out, '64.jpg')).raw().toBuffer();
    expect([...jpeg.subarray(0, 3)].every((v) => v > 245)).toBe(true);
    expect((await sharp(path.join(out, '64.webp')).metadata()).hasAlpha).toBe(true);
  });

  it('strips EXIF and GPS', async () => {
    const input = await makeJpegWithGps(800, 600);
    expect((await sharp(input).metadata()).exif?.toString('latin1')).toContain('SecretCam');
    const out = path.join(dir, 'gps');
    const result = await renderImage(write('gps.jpg', input), folderSink(out), '/m');
    expect(result.url).toBe('/m/800.jpg');
    for (const file of readdirSync(out)) {
      const meta = await sharp(path.join(out, file)).metadata();
      expect(meta.exif, file).toBeUndefined();
      expect(meta.xmp, file).toBeUndefined();
    }
  });

  it('applies the EXIF orientation', async () => {
    const rotated = await sharp(await makeImage(600, 400))
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    const result = await renderImage(write('rotated.jpg', rotated), folderSink(path.join(dir, 'rot')), '/r');
    expect([result.width, result.height]).toEqual([400, 600]);
    const meta = await sharp(path.join(dir, 'rot', '400.jpg')).metadata();
    expect([meta.width, meta.height, meta.orientation]).toEqual([400, 600, undefined]);
  });

  it('renders every variant from one decode with the right pixels: sizes as announced, orientation applied', {
    timeout: 60_000,
  }, async () => {
    // Four coloured quadrants, stored sideways (EXIF orientation 6: turn 90 degrees clockwise to view),
    // an odd size so that rounding shows: 3001 x 2001 stored, 2001 x 3001 upright.
    const [w, h] = [3001, 2001];
    const colours = { tl: [220, 30, 30], tr: [30, 200, 30], bl: [30, 30, 220], br: [240, 240, 240] } as const;
    const raw = Buffer.alloc(w * h * 3);
    for (let y = 0; y < h; y++) {
      for (let x = 0; x < w; x++) {
        const c = y < h / 2 ? (x < w / 2 ? colours.tl : colours.tr) : x < w / 2 ? colours.bl : colours.br;
        raw.set(c, (y * w + x) * 3);
      }
    }
    const sideways = await sharp(raw, { raw: { width: w, height: h, channels: 3 } })
      .jpeg({ quality: 95 })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const out = path.join(dir, 'quadrants');
    const result = await renderImage(write('quadrants.jpg', sideways), folderSink(out), '/q');
    expect([result.width, result.height]).toEqual([2001, 3001]);
    // The same list as before one decode served all widths: the heights rounded from the original.
    expect(result.variants.map((v) => `${v.format}:${v.width}x${v.height}`)).toEqual([
      'webp:480x720',
      'webp:960x1440',
      'webp:1600x2400',
      'webp:2001x3001',
      'jpeg:480x720',
      'jpeg:960x1440',
      'jpeg:1600x2400',
      'jpeg:2001x3001',
    ]);
    // Upright, the stored bottom-left quadrant is at the top left, the top-left one at the top right.
    const upright = { tl: colours.bl, tr: colours.tl, bl: colours.br, br: colours.tr };
    for (const variant of result.variants) {
      const file = path.join(out, path.basename(variant.url));
      const { data, info } = await sharp(file).raw().toBuffer({ resolveWithObject: true });
      expect([info.width, info.height], file).toEqual([variant.width, variant.height]);
      const at = (fx: number, fy: number) => {
        const i = (Math.floor(fy * info.height) * info.width + Math.floor(fx * info.width)) * info.channels;
        return [...data.subarray(i, i + 3)];
      };
      for (const [corner, [fx, fy]] of [
        ['tl', [0.25, 0.25]],
        ['tr', [0.75, 0.25]],
        ['bl', [0.25, 0.75]],
        ['br', [0.75, 0.75]],
      ] as const) {
        const want = upright[corner];
        at(fx, fy).forEach((v, c) => {
          expect(Math.abs(v - (want[c] ?? 0)), `${file} ${corner}`).toBeLessThan(12);
        });
      }
      const meta = await sharp(file).metadata();
      expect([meta.orientation, meta.exif], file).toEqual([undefined, undefined]);
    }
  });

  it('refuses a decompression bomb from its header, with bounded memory', async () => {
    const bomb = write('bomb.png', makePngBomb());
    const before = process.memoryUsage().rss;
    const error = await readImageSize(bomb).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe('upload.too_many_pixels');
    await expect(renderImage(bomb, folderSink(path.join(dir, 'bomb')), '/b')).rejects.toMatchObject({
      code: 'upload.too_many_pixels',
    });
    expect(process.memoryUsage().rss - before).toBeLessThan(200 * 1024 * 1024);
  });

  it('refuses a truncated image as unreadable', async () => {
    const jpeg = await makeImage(400, 300);
    const file = write('cut.jpg', jpeg.subarray(0, 200));
    await expect(renderImage(file, folderSink(path.join(dir, 'cut')), '/c')).rejects.toMatchObject({
      code: 'upload.unreadable_image',
    });
  });
});

describe('readImageSize', () => {
  it('refuses a sliver (65,000 x 10 would make 1-pixel variants), with a 4xx naming the file', async () => {
    const sliver = await sharp({
      create: { width: 6500, height: 10, channels: 3, background: { r: 200, g: 100, b: 50 } },
    })
      .png()
      .toBuffer();
    const error = await readImageSize(write('sliver.png', sliver)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe('upload.unreadable_image');
    expect((error as AppError).errors?.[0]?.path).toBe('file');
    // A wide banner (4:1) is fine.
    const banner = await makeImage(2000, 500);
    expect(await readImageSize(write('banner.jpg', banner))).toEqual({ width: 2000, height: 500 });
  });
});
