import { execFileSync } from 'node:child_process';
import {
  closeSync,
  existsSync,
  mkdtempSync,
  openSync,
  readdirSync,
  rmSync,
  statfsSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { adminHeaders } from '../../../test/admin.ts';
import { createTestApp, TEST_DB, type TestApp } from '../../../test/test-app.ts';
import { openDatabase } from '../../db/database.ts';
import { STORAGE_FULL_DETAIL } from '../../http/errors.ts';
import { mediaWrites } from './media.storage.ts';
import { injectMultipart, makeImage, makePdf, type Part } from './media.test-support.ts';

/**
 * "A full disk while uploading gives a clear error and no half-written file."
 *
 * The data directory is a real 32 MB tmpfs that the test fills up (the test runs as root, as in
 * CI). Where mounting is not allowed, the same scenarios run against the storage seam instead
 * (`mediaWrites` in media.storage.ts): it writes real bytes until a byte budget is spent, then
 * fails like the kernel does (ENOSPC), leaving the half-written file behind for the code to clean.
 */
interface FullDisk {
  readonly kind: 'tmpfs' | 'seam';
  readonly dataDir: string;
  /** Fills the disk so that about `bytes` stay free. */
  fill(bytes: number): void;
  /** Frees the space again. */
  free(): void;
  dispose(): void;
}

const TMPFS_MB = 32;

function tmpfsDisk(): FullDisk | null {
  const dir = mkdtempSync(path.join(tmpdir(), 'disk-full-'));
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${TMPFS_MB}m,mode=0700`, 'tmpfs', dir], { stdio: 'ignore' });
  } catch {
    rmSync(dir, { recursive: true, force: true });
    return null;
  }
  const filler = path.join(dir, 'filler.bin');
  return {
    kind: 'tmpfs',
    dataDir: dir,
    fill(bytes) {
      this.free();
      const { bavail, bsize } = statfsSync(dir);
      writeFileSync(filler, Buffer.alloc(Math.max(0, bavail * bsize - bytes)));
    },
    free() {
      rmSync(filler, { force: true });
    },
    dispose() {
      execFileSync('umount', ['-l', dir], { stdio: 'ignore' });
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

function diskFullError(file: string): NodeJS.ErrnoException {
  return Object.assign(new Error(`ENOSPC: no space left on device, write '${file}'`), {
    code: 'ENOSPC',
    errno: -28,
    syscall: 'write',
    path: file,
  });
}

function seamDisk(): FullDisk {
  const dir = mkdtempSync(path.join(tmpdir(), 'disk-full-'));
  let left = Number.POSITIVE_INFINITY;
  /** Writes what still fits, then reports ENOSPC, like a write(2) on a full disk. */
  const writeSome = (fd: number, file: string, data: Buffer): NodeJS.ErrnoException | null => {
    const fit = Math.min(data.length, left);
    if (fit > 0) writeSync(fd, data, 0, fit);
    left -= fit;
    return fit < data.length ? diskFullError(file) : null;
  };
  vi.spyOn(mediaWrites, 'createWriteStream').mockImplementation((file: string) => {
    const fd = openSync(file, 'wx', 0o600);
    let open = true;
    const close = () => {
      if (open) closeSync(fd);
      open = false;
    };
    return new Writable({
      write: (chunk: Buffer, _encoding, callback) => callback(writeSome(fd, file, chunk)),
      final: (callback) => {
        close();
        callback();
      },
      destroy: (error, callback) => {
        close();
        callback(error);
      },
    }) as unknown as ReturnType<typeof mediaWrites.createWriteStream>;
  });
  vi.spyOn(mediaWrites, 'writeFile').mockImplementation(async (file: string, data: Buffer) => {
    const fd = openSync(file, 'wx');
    try {
      const error = writeSome(fd, file, data);
      if (error) throw error;
    } finally {
      closeSync(fd);
    }
  });
  return {
    kind: 'seam',
    dataDir: dir,
    fill(bytes) {
      left = bytes;
    },
    free() {
      left = Number.POSITIVE_INFINITY;
    },
    dispose() {
      vi.restoreAllMocks();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Every file under a directory, relative paths, sorted. */
function listFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)))
    .sort();
}

/** A valid PDF of about `bytes` bytes (an uncompressed page content stream of spaces). */
function bigPdf(bytes: number): Buffer {
  const content = ' '.repeat(bytes);
  return makePdf('', [`4 0 obj\n<< /Length ${content.length} >>\nstream\n${content}\nendstream\nendobj\n`]);
}

/**
 * Chosen once per file, so the test names say which kind of full disk they ran against.
 * `DISK_FULL_SEAM=1` forces the seam (to check the fallback on a machine that can mount).
 */
const disk: FullDisk = (process.env.DISK_FULL_SEAM === '1' ? null : tmpfsDisk()) ?? seamDisk();

describe(`a full disk while uploading (${TEST_DB}, ${disk.kind})`, () => {
  let t: TestApp;
  let auth: { authorization: string };
  /** Whether the storage seam wrote anything (rendered variants) during the last request. */
  let variantWrites: ReturnType<typeof vi.spyOn>;

  beforeAll(async () => {
    // The whole DATA_DIR on the small disk: uploads in tmp/, media/, media-pending/ (and, on
    // SQLite, the database file, as in a real installation).
    t = await createTestApp({ DATA_DIR: disk.dataDir }, { avifQueue: false });
    auth = await adminHeaders(t);
    variantWrites = vi.spyOn(mediaWrites, 'writeFile');
  });
  afterEach(() => {
    disk.free();
    variantWrites.mockClear();
  });
  afterAll(async () => {
    await t?.close();
    disk.dispose();
  });

  const stored = () => ({
    files: ['media', 'media-pending', 'tmp'].flatMap((d) =>
      listFiles(path.join(t.config.dataDir, d)).map((f) => `${d}/${f}`),
    ),
  });

  async function counts(): Promise<{ media: number; portfolio: number }> {
    const database = openDatabase(t.config.database);
    try {
      const media = await database.db
        .selectFrom('media')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .execute();
      const portfolio = await database.db
        .selectFrom('portfolio_item')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .execute();
      return { media: Number(media[0]?.n), portfolio: Number(portfolio[0]?.n) };
    } finally {
      await database.close();
    }
  }

  const send = (url: string, parts: Part[]) => injectMultipart(t, url, parts, auth);
  const uploadImage = (content: Buffer) =>
    send('/api/admin/uploads/image', [{ name: 'file', filename: 'photo.jpg', content, type: 'image/jpeg' }]);
  const uploadPdf = (content: Buffer) =>
    send('/api/admin/uploads/document', [{ name: 'file', filename: 'vertrag.pdf', content, type: 'application/pdf' }]);

  /** 507 with a plain `{detail}`: no stack trace, no path, no system error text. */
  function expectStorageFull(res: Awaited<ReturnType<typeof uploadImage>>) {
    expect(res.statusCode, res.body).toBe(507);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const body = res.json();
    expect(body.detail).toBe(STORAGE_FULL_DETAIL);
    expect(Object.keys(body).sort()).toEqual(['code', 'detail', 'request_id']);
    expect(res.body).not.toContain(t.config.dataDir);
    expect(res.body).not.toMatch(/ENOSPC|\/tmp\/|\.upload|\s+at\s+\S+:\d+:\d+/);
    // The details are in the log for the operator.
    expect(t.logs.some((line) => line.includes('storage full') && line.includes(body.request_id))).toBe(true);
  }

  it('an image larger than the free space: 507, no partial upload, no media row', async () => {
    const image = await makeImage(2000, 1400);
    expect(image.length).toBeGreaterThan(256 * 1024);
    const before = { ...stored(), ...(await counts()) };

    disk.fill(64 * 1024);
    const res = await uploadImage(image);
    expectStorageFull(res);
    expect(variantWrites).not.toHaveBeenCalled(); // it failed while the upload was received
    expect({ ...stored(), ...(await counts()) }).toEqual(before);
  });

  it('the disk fills up while the variants are written: 507, the variants written so far are removed', async () => {
    const image = await makeImage(2000, 1400);
    const before = { ...stored(), ...(await counts()) };

    disk.fill(image.length + 32 * 1024);
    const res = await uploadImage(image);
    expectStorageFull(res);
    expect(variantWrites).toHaveBeenCalled(); // the upload itself fitted; rendering ran out of space
    expect({ ...stored(), ...(await counts()) }).toEqual(before);
  });

  it('a PDF larger than the free space: 507, no partial upload, no media row', async () => {
    const pdf = bigPdf(400 * 1024);
    const before = { ...stored(), ...(await counts()) };

    disk.fill(64 * 1024);
    const res = await uploadPdf(pdf);
    expectStorageFull(res);
    expect({ ...stored(), ...(await counts()) }).toEqual(before);
  });

  it('a project whose second photo no longer fits: 507, the first photo is removed again, no project', async () => {
    const small = await makeImage(300, 200);
    const large = await makeImage(2000, 1400);
    const before = { ...stored(), ...(await counts()) };

    disk.fill(256 * 1024);
    const res = await send('/api/admin/portfolio', [
      ...Object.entries({
        title_de: 'Hochzeit',
        title_ru: 'Свадьба',
        description_de: 'Sommer',
        description_ru: 'Лето',
        category: 'wedding',
      }).map(([name, value]) => ({ name, value })),
      { name: 'images', filename: 'a.jpg', content: small, type: 'image/jpeg' },
      { name: 'images', filename: 'b.jpg', content: large, type: 'image/jpeg' },
    ]);
    expectStorageFull(res);
    expect(variantWrites).toHaveBeenCalled(); // the first photo was stored before space ran out
    expect({ ...stored(), ...(await counts()) }).toEqual(before);
  });

  it('once space is freed, the same uploads succeed', async () => {
    const before = await counts();
    const image = await uploadImage(await makeImage(2000, 1400));
    expect(image.statusCode, image.body).toBe(200);
    const { url } = image.json();
    expect(existsSync(path.join(t.config.dataDir, url))).toBe(true);

    const pdf = await uploadPdf(bigPdf(400 * 1024));
    expect(pdf.statusCode, pdf.body).toBe(200);
    expect(existsSync(path.join(t.config.dataDir, pdf.json().url))).toBe(true);

    expect(await counts()).toEqual({ ...before, media: before.media + 2 });
    expect(listFiles(path.join(t.config.dataDir, 'tmp'))).toEqual([]);
  });
});
