import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { renderAvif } from './image-pipeline.ts';
import { avifSlots, createSlots, IMAGE_SETTINGS, renderSlots } from './image-work.ts';
import { makeImage } from './media.test-support.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'image-work-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

describe('sharp settings (ADR 042)', () => {
  it('are applied as soon as the image pipeline is loaded: no libvips cache, one thread per operation', () => {
    expect(IMAGE_SETTINGS).toMatchObject({ cache: false, concurrency: 1, renderSlots: 1, avifSlots: 1 });
    expect(sharp.concurrency()).toBe(1);
    const cache = sharp.cache();
    expect([cache.memory.max, cache.files.max, cache.items.max]).toEqual([0, 0, 0]);
  });
});

describe('createSlots', () => {
  it('runs at most `size` jobs at once, the others in arrival order once a slot frees', async () => {
    const slots = createSlots(2);
    const gates = [deferred(), deferred(), deferred(), deferred()];
    const started: number[] = [];
    const done = gates.map((gate, i) =>
      slots.run(async () => {
        started.push(i);
        await gate.promise;
        return i;
      }),
    );
    await Promise.resolve();
    expect(started).toEqual([0, 1]);
    expect([slots.running, slots.waiting]).toEqual([2, 2]);
    gates[1]?.resolve();
    await done[1];
    await Promise.resolve();
    expect(started).toEqual([0, 1, 2]);
    expect([slots.running, slots.waiting]).toEqual([2, 1]);
    for (const gate of gates) gate.resolve();
    expect(await Promise.all(done)).toEqual([0, 1, 2, 3]);
    expect(started).toEqual([0, 1, 2, 3]);
    expect([slots.running, slots.waiting]).toEqual([0, 0]);
  });

  it('tells when nothing runs any more', async () => {
    const slots = createSlots(1);
    await slots.whenIdle();
    const gates = [deferred(), deferred()];
    const jobs = gates.map((gate) => slots.run(() => gate.promise));
    let idle = false;
    const became = slots.whenIdle().then(() => {
      idle = true;
    });
    gates[0]?.resolve();
    await jobs[0];
    await Promise.resolve();
    expect(idle).toBe(false);
    gates[1]?.resolve();
    await became;
    expect(slots.running).toBe(0);
  });

  it('frees the slot of a job that fails', async () => {
    const slots = createSlots(1);
    await expect(slots.run(() => Promise.reject(new Error('broken image')))).rejects.toThrow('broken image');
    expect(await slots.run(async () => 'next')).toBe('next');
    expect(slots.running).toBe(0);
  });

  it('are process-wide for ladders and AVIF', () => {
    expect(renderSlots).not.toBe(avifSlots);
  });
});

describe('renderAvif', () => {
  it('encodes one image at a time in the process: a second caller waits until the first has finished', {
    timeout: 60_000,
  }, async () => {
    const file = path.join(dir, 'a.jpg');
    writeFileSync(file, await makeImage(300, 200));
    const sizes = [
      { width: 120, height: 80 },
      { width: 300, height: 200 },
    ];
    const written: string[] = [];
    const firstWrite = deferred();
    const release = deferred();
    const first = renderAvif(
      file,
      async (name) => {
        written.push(`first:${name}`);
        firstWrite.resolve();
        await release.promise;
      },
      '/a',
      sizes,
    );
    const second = renderAvif(
      file,
      async (name) => {
        written.push(`second:${name}`);
      },
      '/b',
      sizes,
    );
    // The second call is queued before anything is decoded.
    expect([avifSlots.running, avifSlots.waiting]).toEqual([1, 1]);
    await firstWrite.promise;
    // The first encode holds its slot while its file is written: the second has not started.
    expect(written).toEqual(['first:120.avif']);
    expect(avifSlots.waiting).toBe(1);
    release.resolve();
    const [a, b] = await Promise.all([first, second]);
    expect(written).toEqual(['first:120.avif', 'first:300.avif', 'second:120.avif', 'second:300.avif']);
    expect(a?.map((v) => `${v.url} ${v.width}x${v.height}`)).toEqual(['/a/120.avif 120x80', '/a/300.avif 300x200']);
    expect(b?.map((v) => v.format)).toEqual(['avif', 'avif']);
  });

  it('starts an image only once no upload is being rendered', { timeout: 60_000 }, async () => {
    const file = path.join(dir, 'w.jpg');
    writeFileSync(file, await makeImage(300, 200));
    const upload = deferred();
    const rendering = renderSlots.run(() => upload.promise);
    // renderAvif asks whether to stop right before it starts the encoder.
    let asked = 0;
    const avif = renderAvif(
      file,
      async () => {},
      '/w',
      [{ width: 300, height: 200 }],
      () => {
        asked++;
        return false;
      },
    );
    // Give the AVIF call every chance to start: it holds its slot but waits for the upload.
    for (let i = 0; i < 20; i++) await new Promise((resolve) => setImmediate(resolve));
    expect([avifSlots.running, renderSlots.running, asked]).toEqual([1, 1, 0]);
    upload.resolve();
    await rendering;
    expect((await avif)?.map((v) => v.url)).toEqual(['/w/300.avif']);
    expect([avifSlots.running, avifSlots.waiting]).toEqual([0, 0]);
  });

  it('stops between widths when asked (the app closing) and fails, not hangs, on an unreadable file', {
    timeout: 60_000,
  }, async () => {
    const file = path.join(dir, 'b.jpg');
    writeFileSync(file, await makeImage(300, 200));
    const written: string[] = [];
    let stop = false;
    const result = await renderAvif(
      file,
      async (name) => {
        written.push(name);
        stop = true;
      },
      '/c',
      [
        { width: 120, height: 80 },
        { width: 200, height: 133 },
        { width: 300, height: 200 },
      ],
      () => stop,
    );
    expect(result).toBeNull();
    expect(written).toEqual(['120.avif']);
    const cut = path.join(dir, 'cut.jpg');
    writeFileSync(cut, (await makeImage(300, 200)).subarray(0, 300));
    await expect(renderAvif(cut, async () => {}, '/d', [{ width: 300, height: 200 }])).rejects.toThrow(/avif child/);
    expect([avifSlots.running, avifSlots.waiting]).toEqual([0, 0]);
  });
});
