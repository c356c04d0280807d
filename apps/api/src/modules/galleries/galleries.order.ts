import type { GalleryPhotoOrder } from '@app/contracts';
import { type Kysely, PostgresAdapter, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { findGalleryById, listPhotos, setPhotoOrder } from './galleries.repository.ts';

/** What ordering looks at in a photo. */
interface Orderable {
  id: string;
  original_name: string;
  captured_at: string | null;
  camera: string | null;
  created_at: string;
}

/** File names as a person reads them: "DSC_2" before "DSC_10", case and accents aside. */
const names = new Intl.Collator('de', { numeric: true, sensitivity: 'base' });

/** The name without folders. */
const base = (name: string) => name.replace(/^.*[/\\]/, '');
/** ... and without extension: "DSC_0100" comes before "DSC_0100-kopie" as a file manager shows them. */
const stem = (name: string) => base(name).replace(/\.[^.]*$/, '');

/** Two file names in a file manager's order: by their stems, then their extensions, then whole. */
export const compareNames = (a: string, b: string) =>
  names.compare(stem(a), stem(b)) || names.compare(base(a), base(b)) || names.compare(a, b);

/**
 * A capture time as milliseconds of its wall clock. Its offset is left aside: the bodies of one
 * shoot share a place, and a camera whose clock (or zone) was wrong gets its own offset instead.
 */
export function captureMs(iso: string | null): number | null {
  const m = iso ? /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})(?:\.(\d+))?/.exec(iso) : null;
  if (!m) return null;
  const milli = Number(`${m[7] ?? ''}000`.slice(0, 3));
  return Date.UTC(+(m[1] ?? 0), +(m[2] ?? 1) - 1, +(m[3] ?? 1), +(m[4] ?? 0), +(m[5] ?? 0), +(m[6] ?? 0), milli);
}

/** The camera offsets column (`{ camera: seconds }`); a damaged value reads as none. */
export function parseOffsets(value: string | null | undefined): Record<string, number> {
  try {
    const parsed: unknown = JSON.parse(value ?? '{}');
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
    return Object.fromEntries(
      Object.entries(parsed).filter((e): e is [string, number] => typeof e[1] === 'number' && Number.isFinite(e[1])),
    );
  } catch {
    return {};
  }
}

/**
 * The photos in the order of a rule (ADR 053): `name` by file name; `captured` by capture time
 * with each camera's offset (seconds), photos without a capture time after them by name. Ties go
 * by name, then upload time, then id: the same photos always come out in the same order.
 */
export function arranged<T extends Orderable>(
  photos: readonly T[],
  rule: Exclude<GalleryPhotoOrder, 'manual'>,
  offsets: Record<string, number>,
): T[] {
  const byName = (a: T, b: T) =>
    compareNames(a.original_name, b.original_name) ||
    a.created_at.localeCompare(b.created_at) ||
    a.id.localeCompare(b.id);
  if (rule === 'name') return [...photos].sort(byName);
  const key = (p: T) => {
    const at = captureMs(p.captured_at);
    return at === null ? null : at + 1000 * (offsets[p.camera ?? ''] ?? 0);
  };
  const keyed = photos.map((photo) => ({ photo, at: key(photo) }));
  keyed.sort((a, b) => {
    if (a.at === null || b.at === null) return a.at === b.at ? byName(a.photo, b.photo) : a.at === null ? 1 : -1;
    return a.at - b.at || byName(a.photo, b.photo);
  });
  return keyed.map((k) => k.photo);
}

/**
 * Puts a gallery's photos in the order of its rule, writing only the positions that change (a
 * photo arriving in order moves nothing else). A `manual` gallery keeps its order. On PostgreSQL
 * a lock per gallery lets two uploads finishing together order one after the other.
 */
export async function applyPhotoOrder(trx: Kysely<Database>, galleryId: string): Promise<void> {
  if (trx.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`select pg_advisory_xact_lock(hashtextextended(${`gallery-order:${galleryId}`}, 0))`.execute(trx);
  }
  const gallery = await findGalleryById(trx, galleryId);
  if (!gallery || gallery.photo_order === 'manual') return;
  const photos = await listPhotos(trx, galleryId);
  const rule = gallery.photo_order === 'name' ? 'name' : 'captured';
  for (const [index, photo] of arranged(photos, rule, parseOffsets(gallery.camera_offsets)).entries()) {
    if (photo.sort_order !== index + 1) await setPhotoOrder(trx, galleryId, photo.id, index + 1);
  }
}

/** The bodies a gallery's photos were taken with, most photos first. */
export function camerasOf(photos: readonly { camera: string | null }[]): { camera: string; photos: number }[] {
  const counts = new Map<string, number>();
  for (const p of photos) if (p.camera) counts.set(p.camera, (counts.get(p.camera) ?? 0) + 1);
  return [...counts]
    .map(([camera, n]) => ({ camera, photos: n }))
    .sort((a, b) => b.photos - a.photos || names.compare(a.camera, b.camera));
}
