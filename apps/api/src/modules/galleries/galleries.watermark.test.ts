import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { logoOverlay, overlayOf } from './galleries.watermark.ts';

/** A 400 x 200 logo: transparent, with an opaque block from (40, 40) to (360, 160). */
const logo = () =>
  sharp({ create: { width: 400, height: 200, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
    .composite([
      {
        input: { create: { width: 320, height: 120, channels: 4, background: { r: 200, g: 30, b: 30, alpha: 1 } } },
        left: 40,
        top: 40,
      },
    ])
    .png()
    .toBuffer();

describe('the logo watermark', () => {
  it('is 15 % of the longer side, 2.5 % from the bottom right corner, at 55 % opacity', async () => {
    const o = await logoOverlay(await logo(), 2048, 1365);
    // 15 % of 2048 = 307 px wide, the logo's 2:1 kept; the margin is 51 px.
    expect(o.raw).toMatchObject({ width: 307, channels: 4 });
    expect(Math.abs((o.raw?.height ?? 0) - 153.5)).toBeLessThanOrEqual(0.5);
    expect(o.left).toBe(2048 - 307 - 51);
    expect(o.top).toBe(1365 - (o.raw?.height ?? 0) - 51);
    const alpha = (x: number, y: number) => o.input[(y * 307 + x) * 4 + 3];
    expect(alpha(153, 77)).toBe(Math.round(255 * 0.55));
    expect(alpha(2, 2)).toBe(0);
  });

  it('fits a panorama’s short side and a portrait’s width', async () => {
    const wide = await logoOverlay(await logo(), 2048, 205);
    expect(wide.raw?.height).toBeLessThanOrEqual(205 - 51);
    expect(wide.top).toBeGreaterThanOrEqual(0);
    const tall = await logoOverlay(await logo(), 1365, 2048);
    expect(tall.raw?.width).toBe(307);
    expect(tall.left).toBe(1365 - 307 - 51);
  });

  it('has no overlay without a watermark or with an empty text', () => {
    expect(overlayOf(null)).toBeUndefined();
    expect(overlayOf({ text: '' })).toBeUndefined();
    expect(overlayOf({ text: 'Studio' })).toBeTypeOf('function');
  });
});
