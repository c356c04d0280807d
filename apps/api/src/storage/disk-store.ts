import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { copyFile, mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { assertKey, type BlobStore, type StoredObject } from './blob-store.ts';

/** A validator of a file's content from its size and time (the same file is never rewritten in place). */
const etagOf = (size: number, mtimeMs: number) => `"${size.toString(16)}-${Math.floor(mtimeMs).toString(16)}"`;

const missing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/**
 * Files under `root` (DATA_DIR): the key is the relative path. `writeFile` is the write every
 * variant goes through (the media's full-disk seam, media.storage.ts); it must refuse to overwrite.
 */
export function createDiskStore(
  root: string,
  { writeFile: write = (file: string, data: Buffer) => writeFile(file, data, { flag: 'wx' }) } = {},
): BlobStore & { fileOf(key: string): string } {
  const fileOf = (key: string) => path.join(root, ...assertKey(key).split('/'));
  // Public media folders as before; private ones (galleries/, consents/, media-pending/) owner-only.
  const makeFolderOf = (key: string) =>
    mkdir(path.dirname(fileOf(key)), { recursive: true, ...(key.startsWith('media/') ? {} : { mode: 0o700 }) });

  async function walk(dir: string, prefix: string, out: StoredObject[]): Promise<void> {
    let entries: import('node:fs').Dirent[];
    try {
      entries = await readdir(dir, { withFileTypes: true });
    } catch (error) {
      if (missing(error)) return;
      throw error;
    }
    for (const entry of entries) {
      const key = `${prefix}${entry.name}`;
      if (entry.isDirectory()) await walk(path.join(dir, entry.name), `${key}/`, out);
      else if (entry.isFile()) {
        const info = await stat(path.join(dir, entry.name)).catch(() => null);
        if (info) out.push({ key, size: info.size, modified: info.mtime });
      }
    }
  }

  async function list(prefix: string): Promise<StoredObject[]> {
    // The folder holding every key of the prefix, walked from there.
    const slash = prefix.lastIndexOf('/');
    const folder = slash < 0 ? '' : prefix.slice(0, slash + 1);
    const out: StoredObject[] = [];
    await walk(folder ? fileOf(folder.slice(0, -1)) : root, folder, out);
    return out.filter((o) => o.key.startsWith(prefix)).sort((a, b) => a.key.localeCompare(b.key));
  }

  return {
    kind: 'disk',
    fileOf,
    async putFile(key, file) {
      const target = fileOf(key);
      await makeFolderOf(key);
      try {
        await rename(file, target);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
        await copyFile(file, target);
        await rm(file, { force: true });
      }
    },
    async putBuffer(key, data) {
      const target = fileOf(key);
      await makeFolderOf(key);
      // Written beside, then moved over: a reader never sees half a file.
      const part = `${target}.${randomBytes(6).toString('hex')}.part`;
      try {
        await write(part, data);
        await rename(part, target);
      } catch (error) {
        await rm(part, { force: true }).catch(() => {});
        throw error;
      }
    },
    async get(key, range) {
      const file = fileOf(key);
      const info = await stat(file).catch((error: unknown) => {
        if (missing(error)) return null;
        throw error;
      });
      if (!info?.isFile()) return undefined;
      const start = range?.start ?? 0;
      const end = range?.end ?? info.size - 1;
      return {
        stream: createReadStream(file, { start, end: Math.max(start, end) }),
        length: Math.max(0, end - start + 1),
        size: info.size,
        modified: info.mtime,
        etag: etagOf(info.size, info.mtimeMs),
      };
    },
    async head(key) {
      const info = await stat(fileOf(key)).catch(() => null);
      return info?.isFile() ? { key, size: info.size, modified: info.mtime } : undefined;
    },
    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
    async deletePrefix(prefix) {
      if (prefix.endsWith('/')) {
        await rm(fileOf(prefix.slice(0, -1)), { recursive: true, force: true });
        return;
      }
      for (const o of await list(prefix)) await rm(fileOf(o.key), { force: true });
    },
    list,
    async localCopy(key) {
      const file = fileOf(key);
      const info = await stat(file).catch(() => null);
      return info?.isFile() ? { file, release: async () => {} } : undefined;
    },
  };
}
