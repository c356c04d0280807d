import sharp from 'sharp';
import { apiToken, unique } from './admin-helpers';
import { expect, test } from './fixtures';
import { createGalleryByApi, uploadByApi } from './gallery-helpers';

/** A camera-sized JPEG with some texture (its files weigh like photos, not like flat colour). */
async function texturedPhoto(name: string, width: number, height: number, seed: number) {
  const raw = Buffer.alloc(width * height * 3);
  let x = seed;
  for (let i = 0; i < raw.length; i++) {
    x = (x * 1103515245 + 12345) & 0x7fffffff;
    raw[i] = (i % 255) ^ (x >> 24);
  }
  const buffer = await sharp(raw, { raw: { width, height, channels: 3 } })
    .blur(1.2)
    .jpeg({ quality: 85 })
    .toBuffer();
  return { name, buffer };
}

/**
 * Issue 36 item 7: a client's phone fetches the file each tile is drawn at, not one as wide as the
 * screen: every loaded photo is the smallest of its files that covers the tile (with the row's
 * stretch), and the first screen at 390 px weighs under 1 MB.
 */
test('the client gallery fetches photos at the size their tiles are drawn', async ({ page, request }) => {
  test.setTimeout(180_000);
  const token = await apiToken(request);
  const gallery = await createGalleryByApi(request, token, { title_de: `Groessen ${unique()}` });
  for (const [index, [w, h]] of [
    [1800, 1200],
    [1200, 1800],
    [1800, 1200],
    [1800, 1200],
    [1200, 1800],
    [1800, 1200],
    [1800, 1200],
    [1800, 1200],
    [1200, 1800],
    [1800, 1200],
  ].entries()) {
    await uploadByApi(request, token, gallery.id, await texturedPhoto(`IMG_${100 + index}.jpg`, w ?? 0, h ?? 0, index));
  }
  const data = (await (await request.get(`/api/public/galleries/${gallery.token}`)).json()) as {
    photos: { variants: { url: string; width: number; format: string }[] }[];
  };
  const widthOf = new Map(data.photos.flatMap((p) => p.variants.map((v) => [v.url, v.width] as const)));
  const ladders = data.photos.map((p) => [...new Set(p.variants.map((v) => v.width))].sort((a, b) => a - b));

  const bytes = new Map<string, number>();
  page.on('response', async (response) => {
    if (!response.url().includes('/photos/')) return;
    const body = await response.body().catch(() => Buffer.alloc(0));
    bytes.set(response.url(), body.length);
  });
  await page.goto(`/g/${gallery.token}`);
  const images = page.locator('main ul li img');
  await expect(images).toHaveCount(10);
  // The first screen's photos have loaded.
  await expect
    .poll(() =>
      images.evaluateAll((imgs) =>
        (imgs as HTMLImageElement[])
          .filter((img) => img.getBoundingClientRect().top < window.innerHeight)
          .every((img) => img.complete && img.currentSrc !== ''),
      ),
    )
    .toBe(true);
  const loaded = (
    await images.evaluateAll((imgs) =>
      (imgs as HTMLImageElement[]).map((img, index) => ({
        index,
        shown: img.currentSrc !== '' && img.getBoundingClientRect().top < window.innerHeight,
        src: img.currentSrc ? new URL(img.currentSrc).pathname + new URL(img.currentSrc).search : '',
        drawn: img.getBoundingClientRect().width * window.devicePixelRatio,
      })),
    )
  ).filter((tile) => tile.shown);
  expect(loaded.length).toBeGreaterThan(0);
  for (const tile of loaded) {
    const chosen = widthOf.get(tile.src);
    expect(chosen, tile.src).toBeDefined();
    const ladder = ladders[tile.index] ?? [];
    // The smallest file that covers the tile, allowing for the row stretching it by half.
    const enough = ladder.find((w) => w >= tile.drawn * 1.5) ?? ladder[ladder.length - 1] ?? 0;
    expect(chosen, `${tile.src} for ${Math.round(tile.drawn)} device px`).toBeLessThanOrEqual(enough);
  }
  if ((page.viewportSize()?.width ?? 0) <= 390) {
    // What the first screen shows (the browser may fetch further lazy photos ahead of the scroll).
    const total = loaded.reduce((sum, tile) => sum + (bytes.get(new URL(tile.src, page.url()).href) ?? 0), 0);
    expect(total).toBeGreaterThan(0);
    expect(total).toBeLessThan(1_000_000);
  }
});
