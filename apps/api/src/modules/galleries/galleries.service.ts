import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { createReadStream } from 'node:fs';
import {
  favouritesLimitsInOrder,
  GALLERY_DEFAULT_EXPIRY_DAYS,
  type GalleryAdmin,
  type GalleryAdminDetail,
  type GalleryArrangement,
  type GalleryCreate,
  type GalleryDownloads,
  type GalleryPhoto,
  type GalleryPublic,
  type GalleryPublicationConsent,
  type GalleryUpdate,
  galleryCreateSchema,
  galleryUpdateSchema,
} from '@app/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { newId } from '../../db/ids.ts';
import { parseList, toJson } from '../../db/rows.ts';
import type { Database, GalleryUploadDoneTable } from '../../db/schema.ts';
import { inTransaction } from '../../db/transaction.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { clientKey } from '../../http/client-key.ts';
import { AppError, invalidField, notFound } from '../../http/errors.ts';
import type { BlobStore } from '../../storage/blob-store.ts';
import { hashPassword, verifyPassword } from '../auth/auth.passwords.ts';
import { readPhotoFacts } from '../media/image-metadata.ts';
import { detectImageMime, IMAGE_MIME_TYPES, readImageSize } from '../media/image-pipeline.ts';
import type { GalleryAccess } from './galleries.access.ts';
import { newLinkToken } from './galleries.access.ts';
import type { GalleryDelivery } from './galleries.delivery.ts';
import { countLogoGalleries, renderLogoGalleriesAgain } from './galleries.delivery-repository.ts';
import { safeStem, uniqueName } from './galleries.names.ts';
import { applyPhotoOrder, camerasOf, parseOffsets } from './galleries.order.ts';
import { publicationState } from './galleries.publication.ts';
import {
  addFavourite,
  bookingExists,
  claimUnlockAttempt,
  countLockedAddresses,
  countUnlockAttempt,
  deleteEndedUnlockAttempts,
  deleteGallery,
  deletePhoto,
  findGalleryById,
  findGalleryByToken,
  findPhoto,
  findThumbnailPhoto,
  forgetUnlockAttempts,
  type GalleryPhotoRow,
  type GalleryRow,
  insertGallery,
  insertPhoto,
  listFavourites,
  listGalleries,
  listPhotos,
  nextSortOrder,
  removeFavourite,
  setPhotoOrder,
  updateGallery,
} from './galleries.repository.ts';
import { galleryPrefix, originalKey, photoPrefix } from './galleries.storage.ts';
import {
  deleteUploadsDoneBefore,
  findPhotoByContent,
  findUploadDone,
  insertUploadDone,
} from './galleries.upload-repository.ts';
import { WATERMARK_LOGO_KEY } from './galleries.watermark.ts';

const DAY_MS = 24 * 60 * 60_000;
/**
 * Password attempts allowed per client address (IPv6 by /64) and gallery within the window before
 * that address gets 429: guessing from one place locks out only that place, never the client.
 */
export const UNLOCK_MAX_FAILURES = 5;
export const UNLOCK_WINDOW_MS = 15 * 60_000;
/**
 * Wrong passwords per gallery from all addresses together within the window: the ceiling against
 * guessing from many addresses. Reaching it locks everyone out until the window ends or the owner
 * lifts the lock (`DELETE /api/admin/galleries/{id}/lockouts`).
 */
export const UNLOCK_GALLERY_MAX_FAILURES = 50;
/**
 * How long a finished upload is remembered (ADR 046): a HEAD within this window answers
 * "complete" (offset = length), so a client whose last answer was lost does not upload again.
 * A week covers a laptop closed over a weekend; the record is a few dozen bytes.
 */
export const UPLOAD_DONE_WINDOW_MS = 7 * DAY_MS;

/** sha256 (hex) of a file, read as a stream. */
async function sha256File(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** How long an owner's preview key (the office's thumbnails) stays valid. */
const OWNER_KEY_MS = 12 * 60 * 60_000;

interface PreviewFile {
  file: string;
  width: number;
  height: number;
  format: 'webp' | 'jpeg' | 'avif';
}

export interface ZipEntry {
  /** The name inside the archive. */
  name: string;
  /** The store's key of the file. */
  key: string;
  /** The entry's date: when the photo was taken (EXIF), else when it was uploaded. */
  mtime: Date;
  /** An original whose GPS position is removed on the way out (the gallery's `originals_gps`). */
  stripGps: boolean;
}

/**
 * The date of a photo's ZIP entry: its capture time (with the camera's offset when known, else
 * read as the server's local time, which is what ZIP's DOS dates hold), else its upload time.
 */
export function entryDate(photo: { captured_at: string | null; created_at: string }): Date {
  const captured = photo.captured_at;
  if (captured) {
    const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})(?:\.\d+)?(.*)$/.exec(captured);
    if (m) {
      const at = m[7]
        ? new Date(captured)
        : new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4]), Number(m[5]), Number(m[6]));
      // ZIP dates start in 1980.
      if (!Number.isNaN(at.getTime()) && at.getFullYear() >= 1980) return at;
    }
  }
  return new Date(photo.created_at);
}

/** How a file request proves its right: the link (plus the password cookie) or the owner's signed key. */
export interface FileGrant {
  token: string;
  cookie?: string | undefined;
  owner?: string | undefined;
}

/**
 * What the client may download: a watermark excludes the originals. Asked for explicitly, that is
 * refused (422); otherwise (turning the watermark on) originals become web size.
 */
function downloadsWith(marked: boolean, downloads: GalleryDownloads, explicit: boolean): GalleryDownloads {
  if (!marked || downloads !== 'original') return downloads;
  if (explicit) {
    throw invalidField('downloads', 'invalid_choice', 'originals cannot be downloaded while a watermark is on');
  }
  return 'web';
}

export function createGalleriesService({
  db,
  clock,
  store,
  access,
  secretKey,
  log,
  delivery,
}: {
  db: Kysely<Database>;
  clock: () => Date;
  store: BlobStore;
  access: GalleryAccess;
  secretKey: string;
  log: FastifyBaseLogger;
  delivery: GalleryDelivery;
}) {
  const now = () => clock().toISOString();
  const ownerSig = (galleryId: string, until: number) =>
    createHmac('sha256', `gallery-owner:${secretKey}`).update(`${galleryId}.${until}`).digest('base64url');
  /** A key for the office's <img> requests (which cannot carry the bearer token), valid for 12 hours. */
  function ownerKey(galleryId: string): string {
    const until = Math.floor((clock().getTime() + OWNER_KEY_MS) / 1000);
    return `${until}.${ownerSig(galleryId, until)}`;
  }
  function ownerKeyValid(galleryId: string, key: string | undefined): boolean {
    const match = key ? /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(key) : null;
    if (!match) return false;
    const until = Number(match[1]);
    if (until * 1000 < clock().getTime()) return false;
    const expected = Buffer.from(ownerSig(galleryId, until));
    const actual = Buffer.from(match[2] ?? '');
    return actual.length === expected.length && timingSafeEqual(actual, expected);
  }

  function photoOut(row: GalleryPhotoRow, urlBase: string, query: string): GalleryPhoto {
    const files = parseList<PreviewFile>(row.preview_files);
    // A re-rendered preview (a watermark changed) gets a new URL: no browser keeps the old file.
    const version = row.preview_version > 0 ? `${query ? '&' : '?'}v=${row.preview_version}` : '';
    const variants = files.map((f) => ({
      url: `${urlBase}/${row.id}/${f.file}${query}${version}`,
      width: f.width,
      height: f.height,
      format: f.format,
    }));
    const jpegs = variants.filter((v) => v.format === 'jpeg');
    const main = [...jpegs].reverse().find((v) => v.width <= 1600) ?? jpegs[0];
    return {
      id: row.id,
      original_name: row.original_name,
      width: row.width,
      height: row.height,
      placeholder: row.placeholder,
      variants,
      url: main?.url ?? '',
      bytes: Number(row.bytes),
      sort_order: row.sort_order,
      state: row.state,
    };
  }

  const NO_PUBLICATION: GalleryPublicationConsent = {
    status: 'none',
    consent_id: null,
    given_at: null,
    lang: null,
    text_version_id: null,
    withdrawn_at: null,
    requested_at: null,
    confirmed_at: null,
    confirmed_email: null,
  };
  /** The smallest WebP preview of a photo, as the owner reads it (the office's thumbnail). */
  function thumbnailOf(row: GalleryRow, photo: GalleryPhotoRow | undefined): string | null {
    if (!photo) return null;
    const out = photoOut(photo, `/api/public/galleries/${row.link_token}/photos`, `?owner=${ownerKey(row.id)}`);
    const webp = out.variants.filter((v) => v.format === 'webp').sort((a, b) => a.width - b.width)[0];
    return webp?.url ?? (out.url || null);
  }

  const adminOut = (
    row: GalleryRow,
    photoCount: number,
    publication: GalleryPublicationConsent | undefined,
    thumbnail: string | null,
  ): GalleryAdmin => ({
    id: row.id,
    title_de: row.title_de,
    title_ru: row.title_ru,
    client_name: row.client_name,
    client_email: row.client_email,
    booking_id: row.booking_id,
    token: row.link_token,
    has_password: row.password_hash !== null,
    downloads: row.downloads,
    originals_gps: row.originals_gps === 'keep' ? 'keep' : 'remove',
    expires_at: row.expires_at,
    cover_photo_id: row.cover_photo_id,
    photo_count: photoCount,
    thumbnail,
    favourites_min: row.favourites_min,
    favourites_max: row.favourites_max,
    created_at: row.created_at,
    updated_at: row.updated_at,
    watermark_text: row.watermark_text,
    watermark_logo: row.watermark_logo === 1,
    language: row.language === 'ru' ? 'ru' : 'de',
    reminder_days: row.reminder_days,
    reminder_sent_at: row.reminder_sent_at,
    publication_consent: publication ?? NO_PUBLICATION,
  });

  async function requireGallery(id: string): Promise<GalleryRow> {
    const row = await findGalleryById(db, id);
    if (!row) throw notFound('Gallery not found');
    return row;
  }

  async function detail(row: GalleryRow): Promise<GalleryAdminDetail> {
    const photos = await listPhotos(db, row.id);
    const base = `/api/public/galleries/${row.link_token}/photos`;
    const query = `?owner=${ownerKey(row.id)}`;
    const publication = (await delivery.publicationOf([row])).get(row.id);
    return {
      ...adminOut(
        row,
        photos.length,
        publication,
        thumbnailOf(
          row,
          photos.find((p) => p.id === row.cover_photo_id && p.state === 'ready') ??
            photos.find((p) => p.state === 'ready'),
        ),
      ),
      photos: photos.map((p) => ({ ...photoOut(p, base, query), captured_at: p.captured_at, camera: p.camera })),
      photo_order: row.photo_order === 'name' || row.photo_order === 'manual' ? row.photo_order : 'captured',
      camera_offsets: parseOffsets(row.camera_offsets),
      cameras: camerasOf(photos),
      password_lockout: await lockoutOf(row),
    };
  }

  /** Who is locked out of the password now: addresses, and everyone (the gallery's ceiling). */
  async function lockoutOf(row: GalleryRow) {
    const at = clock().getTime();
    const windowRuns = row.unlock_window_start !== null && Date.parse(row.unlock_window_start) > at - UNLOCK_WINDOW_MS;
    return {
      addresses: await countLockedAddresses(db, row.id, UNLOCK_MAX_FAILURES, new Date(at).toISOString()),
      everyone: windowRuns && Number(row.unlock_failures) >= UNLOCK_GALLERY_MAX_FAILURES,
    };
  }

  const tooMany = (retry: number) =>
    new AppError('rate_limited', 'Too many wrong passwords: try again later', {
      headers: { 'retry-after': String(Math.max(1, retry)) },
    });

  /** A token nobody has: a collision of 192 random bits is not expected, but the unique index decides. */
  async function withFreshToken<T>(write: (token: string) => Promise<T>): Promise<T> {
    for (let attempt = 0; ; attempt++) {
      try {
        return await write(newLinkToken());
      } catch (error) {
        if (!isUniqueViolation(error) || attempt >= 3) throw error;
      }
    }
  }

  const bookingId = (value: string | null | undefined) => (value ? value : null);

  /** A gallery names a booking that exists (422 `booking_id` otherwise: no id typed by hand goes unchecked). */
  async function requireBooking(value: string | null | undefined): Promise<void> {
    if (value && !(await bookingExists(db, value))) {
      throw invalidField('booking_id', 'invalid_value', 'no booking request has this id');
    }
  }

  /** Expired (410) or open; an unknown token is a 404 before anything else is looked at. */
  async function openByToken(token: string): Promise<GalleryRow> {
    const row = await findGalleryByToken(db, token);
    if (!row) throw notFound('Gallery not found');
    if (row.expires_at !== null && row.expires_at <= now()) {
      throw new AppError('gallery.expired', 'This gallery has expired');
    }
    return row;
  }

  /** Choosing the logo needs one to be there (422 otherwise). */
  async function requireLogo(): Promise<void> {
    if (!(await store.head(WATERMARK_LOGO_KEY))) {
      throw invalidField('watermark_logo', 'invalid_value', 'upload a watermark logo first');
    }
  }

  function requireUnlocked(row: GalleryRow, cookie: string | undefined): void {
    if (row.password_hash !== null && !access.verify(row.id, row.password_hash, cookie)) {
      throw new AppError('gallery.password_required', 'This gallery needs its password');
    }
  }

  return {
    ownerKeyValid,

    /** The gallery of an open, unlocked link (404 unknown, 410 expired, 401 locked). */
    async openUnlocked(token: string, cookie: string | undefined): Promise<GalleryRow> {
      const row = await openByToken(token);
      requireUnlocked(row, cookie);
      return row;
    },

    async create(input: GalleryCreate): Promise<GalleryAdminDetail> {
      const data = galleryCreateSchema.parse(input);
      if (data.watermark_logo) await requireLogo();
      await requireBooking(data.booking_id);
      const marked = data.watermark_logo || data.watermark_text !== '';
      const downloads = downloadsWith(marked, data.downloads, input.downloads !== undefined);
      const created = now();
      const expires =
        data.expires_at === undefined
          ? new Date(clock().getTime() + GALLERY_DEFAULT_EXPIRY_DAYS * DAY_MS).toISOString()
          : data.expires_at === null
            ? null
            : new Date(data.expires_at).toISOString();
      const id = newId(clock());
      const passwordHash = data.password ? await hashPassword(data.password) : null;
      await withFreshToken((token) =>
        insertGallery(db, {
          id,
          title_de: data.title_de,
          title_ru: data.title_ru,
          client_name: data.client_name,
          client_email: data.client_email,
          booking_id: bookingId(data.booking_id),
          link_token: token,
          password_hash: passwordHash,
          expires_at: expires,
          cover_photo_id: null,
          unlock_failures: 0,
          unlock_window_start: null,
          downloads,
          favourites_min: data.favourites_min,
          favourites_max: data.favourites_max,
          created_at: created,
          updated_at: created,
          watermark_text: data.watermark_text,
          watermark_logo: data.watermark_logo ? 1 : 0,
          preview_version: 0,
          language: data.language,
          reminder_days: data.reminder_days,
          reminder_sent_at: null,
          publication_consent_id: null,
          publication_withdrawn_at: null,
          publication_request_hash: null,
          publication_requested_at: null,
          publication_request_lang: null,
          publication_confirmed_at: null,
          originals_gps: data.originals_gps,
          // New galleries are ordered by capture time until the owner arranges them (ADR 053).
          photo_order: 'captured',
          camera_offsets: '{}',
        }),
      );
      return detail(await requireGallery(id));
    },

    async list(): Promise<GalleryAdmin[]> {
      const rows = await listGalleries(db);
      const publication = await delivery.publicationOf(rows);
      return Promise.all(
        rows.map(async ({ photo_count, ...row }) =>
          adminOut(
            row,
            Number(photo_count ?? 0),
            publication.get(row.id),
            thumbnailOf(row, await findThumbnailPhoto(db, row.id, row.cover_photo_id)),
          ),
        ),
      );
    },

    async get(id: string): Promise<GalleryAdminDetail> {
      return detail(await requireGallery(id));
    },

    async update(id: string, input: GalleryUpdate): Promise<GalleryAdminDetail> {
      const data = galleryUpdateSchema.parse(input);
      const before = await requireGallery(id);
      const changes: Partial<GalleryRow> = { updated_at: now() };
      const watermark = data.watermark_text ?? before.watermark_text;
      const logo = data.watermark_logo === undefined ? before.watermark_logo : data.watermark_logo ? 1 : 0;
      if (logo === 1 && before.watermark_logo !== 1) await requireLogo();
      if (watermark !== before.watermark_text) changes.watermark_text = watermark;
      if (logo !== before.watermark_logo) changes.watermark_logo = logo;
      // The text is kept while the logo is shown: changing it then changes no preview.
      const drawn = (l: number, text: string) => (l === 1 ? 'logo' : `text:${text}`);
      if (drawn(logo, watermark) !== drawn(before.watermark_logo, before.watermark_text)) {
        changes.preview_version = before.preview_version + 1;
      }
      const marked = logo === 1 || watermark !== '';
      if (data.language !== undefined) changes.language = data.language;
      if (data.reminder_days !== undefined) changes.reminder_days = data.reminder_days;
      if (data.downloads !== undefined || (marked && before.downloads === 'original')) {
        changes.downloads = downloadsWith(marked, data.downloads ?? before.downloads, data.downloads !== undefined);
      }
      if (data.originals_gps !== undefined) changes.originals_gps = data.originals_gps;
      if (data.title_de !== undefined) changes.title_de = data.title_de;
      if (data.title_ru !== undefined) changes.title_ru = data.title_ru;
      if (data.client_name !== undefined) changes.client_name = data.client_name;
      if (data.client_email !== undefined) changes.client_email = data.client_email;
      // A confirmation link went to the old address: it no longer speaks for the client (ADR 039).
      if (data.client_email !== undefined && data.client_email !== before.client_email) {
        changes.publication_request_hash = null;
        changes.publication_requested_at = null;
        changes.publication_request_lang = null;
      }
      if (data.booking_id !== undefined && bookingId(data.booking_id) !== before.booking_id) {
        await requireBooking(data.booking_id);
        changes.booking_id = bookingId(data.booking_id);
      }
      if (data.favourites_min !== undefined) changes.favourites_min = data.favourites_min;
      if (data.favourites_max !== undefined) changes.favourites_max = data.favourites_max;
      const min = changes.favourites_min === undefined ? before.favourites_min : changes.favourites_min;
      const max = changes.favourites_max === undefined ? before.favourites_max : changes.favourites_max;
      if (!favouritesLimitsInOrder(min, max)) {
        throw invalidField('favourites_max', 'invalid_value', 'must not be smaller than favourites_min');
      }
      if (data.expires_at !== undefined) {
        changes.expires_at = data.expires_at === null ? null : new Date(data.expires_at).toISOString();
        // A new expiry gets its own reminder.
        if (changes.expires_at !== before.expires_at) changes.reminder_sent_at = null;
      }
      if (data.password !== undefined) {
        changes.password_hash = data.password === '' ? null : await hashPassword(data.password);
        changes.unlock_failures = 0;
        changes.unlock_window_start = null;
      }
      await updateGallery(db, id, changes);
      // A new password starts every address's count afresh.
      if (data.password !== undefined) await forgetUnlockAttempts(db, id);
      // The previews follow the new watermark in the background (their URLs change as each is done).
      if (changes.preview_version !== undefined) void delivery.renderPending();
      return detail(await requireGallery(id));
    },

    /**
     * Stores the studio logo for watermarks (checked PNG bytes; replaces the one before) and has
     * every gallery marked with it render its previews again (new preview URLs as each is done).
     */
    async setWatermarkLogo(logo: { png: Buffer; width: number; height: number }) {
      await store.putBuffer(WATERMARK_LOGO_KEY, logo.png);
      // After the new bytes are stored: a re-render reading the old logo is behind this version.
      const galleries = await renderLogoGalleriesAgain(db, now());
      if (galleries > 0) void delivery.renderPending();
      return { width: logo.width, height: logo.height, galleries };
    },

    /** The stored logo (undefined: none uploaded). */
    watermarkLogo: () => store.get(WATERMARK_LOGO_KEY),

    /**
     * Deletes the logo; refused (409) while galleries are marked with it: the owner chooses text or
     * none there first, so no client's previews lose their mark unnoticed.
     */
    async deleteWatermarkLogo(): Promise<{ message: string }> {
      if (!(await store.head(WATERMARK_LOGO_KEY))) throw notFound('No watermark logo is stored');
      const using = await countLogoGalleries(db);
      if (using > 0) {
        throw new AppError(
          'conflict',
          `The logo is the watermark of ${using} ${using === 1 ? 'gallery' : 'galleries'}: choose text or none there first`,
          {
            errors: [
              { path: 'watermark_logo', code: 'invalid_value', message: 'in use', params: { galleries: using } },
            ],
          },
        );
      }
      await store.delete(WATERMARK_LOGO_KEY);
      return { message: 'Логотип удалён' };
    },

    /** A new link; the old one is a 404 from the moment this answers. */
    async regenerateLink(id: string): Promise<GalleryAdminDetail> {
      await requireGallery(id);
      await withFreshToken((token) => updateGallery(db, id, { link_token: token, updated_at: now() }));
      return detail(await requireGallery(id));
    },

    /** Deletes the gallery, its photo rows and every file it has (originals and previews). */
    async remove(id: string): Promise<{ message: string }> {
      if (!(await deleteGallery(db, id))) throw notFound('Gallery not found');
      // Its password counters name client addresses: they go with it.
      await forgetUnlockAttempts(db, id);
      await store.deletePrefix(galleryPrefix(id));
      return { message: 'Галерея удалена' };
    },

    async reorder(id: string, photoIds: string[]): Promise<GalleryAdminDetail> {
      await requireGallery(id);
      await inTransaction(db, async (trx) => {
        const current = await listPhotos(trx, id);
        const known = new Set(current.map((p) => p.id));
        if (photoIds.length !== known.size || new Set(photoIds).size !== photoIds.length) {
          throw invalidField('photo_ids', 'invalid_value', 'must list every photo of the gallery once');
        }
        for (const photoId of photoIds) {
          if (!known.has(photoId)) throw invalidField('photo_ids', 'invalid_value', 'names a photo of another gallery');
        }
        for (const [index, photoId] of photoIds.entries()) await setPhotoOrder(trx, id, photoId, index + 1);
        // Arranged by hand: new uploads go to the end from now on (ADR 053).
        await updateGallery(trx, id, { photo_order: 'manual', updated_at: now() });
      });
      return detail(await requireGallery(id));
    },

    /** Orders the photos by a rule (capture time with the cameras' offsets, or file name), now and for later uploads. */
    async arrange(id: string, arrangement: GalleryArrangement): Promise<GalleryAdminDetail> {
      await requireGallery(id);
      const offsets = Object.fromEntries(
        Object.entries(arrangement.camera_offsets).filter(([, seconds]) => seconds !== 0),
      );
      await inTransaction(db, async (trx) => {
        await updateGallery(trx, id, {
          photo_order: arrangement.photo_order,
          camera_offsets: toJson(offsets),
          updated_at: now(),
        });
        await applyPhotoOrder(trx, id);
      });
      return detail(await requireGallery(id));
    },

    /** Deletes several photos at once (all of them or, when one is not the gallery's, none). */
    async removePhotos(id: string, photoIds: string[]): Promise<GalleryAdminDetail> {
      const gallery = await requireGallery(id);
      const unique = [...new Set(photoIds)];
      await inTransaction(db, async (trx) => {
        const known = new Set((await listPhotos(trx, id)).map((p) => p.id));
        for (const photoId of unique) {
          if (!known.has(photoId)) throw invalidField('photo_ids', 'invalid_value', 'names a photo of another gallery');
        }
        for (const photoId of unique) await deletePhoto(trx, id, photoId);
        const cover = gallery.cover_photo_id !== null && unique.includes(gallery.cover_photo_id);
        await updateGallery(trx, id, { ...(cover ? { cover_photo_id: null } : {}), updated_at: now() });
      });
      for (const photoId of unique) await store.deletePrefix(photoPrefix(id, photoId));
      return detail(await requireGallery(id));
    },

    async setCover(id: string, photoId: string | null): Promise<GalleryAdminDetail> {
      await requireGallery(id);
      if (photoId !== null && !(await findPhoto(db, id, photoId))) throw notFound('Photo not found');
      await updateGallery(db, id, { cover_photo_id: photoId, updated_at: now() });
      return detail(await requireGallery(id));
    },

    async removePhoto(id: string, photoId: string): Promise<GalleryAdminDetail> {
      const gallery = await requireGallery(id);
      if (!(await deletePhoto(db, id, photoId))) throw notFound('Photo not found');
      if (gallery.cover_photo_id === photoId) await updateGallery(db, id, { cover_photo_id: null });
      await store.deletePrefix(photoPrefix(id, photoId));
      return detail(await requireGallery(id));
    },

    /** The client's opt-in to public use, when given and not withdrawn (the portfolio's consent may point at it). */
    async publicationRecord(id: string): Promise<{ consent_id: string; given_at: string; client_name: string } | null> {
      const row = await findGalleryById(db, id);
      if (!row?.publication_consent_id || row.publication_withdrawn_at) return null;
      const consent = (await delivery.publicationOf([row])).get(row.id);
      return consent?.given_at
        ? { consent_id: row.publication_consent_id, given_at: consent.given_at, client_name: row.client_name }
        : null;
    },

    /** The mail that gives the client their gallery: shown first (`preview`), then sent (issue 36 item 5). */
    sendToClient: (id: string, message: string, preview: boolean) => delivery.sendToClient(id, message, preview),

    /** Is this gallery there (an upload may start)? */
    async exists(id: string): Promise<boolean> {
      return (await findGalleryById(db, id)) !== undefined;
    },

    /**
     * Stores a fully received tus upload as a photo of its gallery (ADR 046), exactly once: an
     * upload already finished (its record) or the same bytes under the same name already in the
     * gallery make no second photo (`created: false`). The bytes and the header are checked now
     * (415/422 as before); the original is kept and the photo stored as `processing`, with its
     * record, in one transaction; its previews are rendered in the background (one ladder at a
     * time, ADR 042), so the last PATCH is answered at once. The received file is the caller's.
     */
    async storeUpload(input: {
      uploadId: string;
      galleryId: string;
      receivedFile: string;
      originalName: string;
      bytes: number;
      metadata: Record<string, string | null>;
    }): Promise<{ photo: { id: string; original_name: string; bytes: number }; created: boolean }> {
      const { uploadId, galleryId, receivedFile, bytes } = input;
      const earlier = await findUploadDone(db, uploadId);
      if (earlier) return { photo: { id: earlier.photo_id, original_name: input.originalName, bytes }, created: false };
      const photoId = newId(clock());
      const dir = photoPrefix(galleryId, photoId);
      const record = (photo: string): GalleryUploadDoneTable => ({
        id: uploadId,
        gallery_id: galleryId,
        photo_id: photo,
        size: bytes,
        metadata: JSON.stringify(input.metadata),
        finished_at: now(),
      });
      try {
        const gallery = await findGalleryById(db, galleryId);
        if (!gallery) throw notFound('Gallery not found');
        const mime = await detectImageMime(receivedFile);
        const ext = IMAGE_MIME_TYPES[mime] ?? 'bin';
        // The header only (size, pixel limit, proportions): an unreadable file is refused now.
        const { width, height } = await readImageSize(receivedFile);
        const hash = await sha256File(receivedFile);
        const facts = await readPhotoFacts(receivedFile);
        const name = input.originalName.slice(0, 300) || 'photo';
        const same = await findPhotoByContent(db, galleryId, hash, name);
        if (same) {
          await insertUploadDone(db, record(same.id)).catch((error: unknown) => {
            if (!isUniqueViolation(error)) throw error;
          });
          return { photo: { ...same, bytes: Number(same.bytes) }, created: false };
        }
        await store.putFile(originalKey(galleryId, photoId, ext), receivedFile);
        const row: GalleryPhotoRow = {
          id: photoId,
          gallery_id: galleryId,
          original_name: name,
          original_ext: ext,
          mime,
          bytes,
          width,
          height,
          placeholder: '',
          preview_files: toJson([]),
          sort_order: 0,
          created_at: now(),
          // Behind every gallery's version: the background render picks it up (also after a restart).
          preview_version: -1,
          state: 'processing',
          upload_id: uploadId,
          content_hash: hash,
          captured_at: facts.capturedAt ?? null,
          camera: facts.camera ?? null,
        };
        try {
          await inTransaction(db, async (trx) => {
            await insertPhoto(trx, { ...row, sort_order: await nextSortOrder(trx, galleryId) });
            await insertUploadDone(trx, record(photoId));
            // By capture time or name unless the owner arranged them herself (ADR 053).
            await applyPhotoOrder(trx, galleryId);
          });
        } catch (error) {
          // The same upload finished at the same moment elsewhere (another instance): that photo counts.
          const other = isUniqueViolation(error) ? await findUploadDone(db, uploadId) : undefined;
          if (!other) throw error;
          await store.deletePrefix(dir).catch(() => {});
          return { photo: { id: other.photo_id, original_name: name, bytes }, created: false };
        }
        // The gallery may have been deleted meanwhile: nothing may stay behind.
        if (!(await findGalleryById(db, galleryId))) {
          await store.deletePrefix(galleryPrefix(galleryId));
          throw notFound('Gallery not found');
        }
        void delivery.renderPending();
        return { photo: { id: photoId, original_name: name, bytes }, created: true };
      } catch (error) {
        await store.deletePrefix(dir).catch(() => {});
        // A refusal (not an image, unreadable, gallery gone) is the visitor's input, answered with its
        // code: logged without a stack. Anything else is a fault and keeps its stack.
        if (error instanceof AppError) log.info({ code: error.code, galleryId }, 'gallery upload refused');
        else log.warn({ err: error, galleryId }, 'gallery upload failed');
        throw error;
      }
    },

    /** A finished upload while its record is kept (ADR 046): its length and tus metadata. */
    async finishedUpload(
      uploadId: string,
    ): Promise<{ size: number; metadata: Record<string, string | null> } | undefined> {
      // tus's ids are hex; anything else (a NUL byte, a path) is not looked up.
      if (!/^[A-Za-z0-9_-]{1,100}$/.test(uploadId)) return undefined;
      const done = await findUploadDone(db, uploadId);
      if (!done) return undefined;
      let metadata: Record<string, string | null> = {};
      try {
        metadata = JSON.parse(done.metadata) as Record<string, string | null>;
      } catch {
        // an unreadable record still says "complete"
      }
      return { size: Number(done.size), metadata };
    },

    /** Forgets finished uploads older than the window (the galleries' periodic job); answers how many. */
    forgetFinishedUploads(): Promise<number> {
      return deleteUploadsDoneBefore(db, new Date(clock().getTime() - UPLOAD_DONE_WINDOW_MS).toISOString());
    },

    /** The client's view: 404 for an unknown link, 410 after expiry, 401 until the password is given. */
    async open(token: string, cookie: string | undefined): Promise<GalleryPublic> {
      const row = await openByToken(token);
      requireUnlocked(row, cookie);
      const photos = await listPhotos(db, row.id);
      const base = `/api/public/galleries/${token}/photos`;
      return {
        title_de: row.title_de,
        title_ru: row.title_ru,
        client_name: row.client_name,
        expires_at: row.expires_at,
        downloads: row.downloads,
        cover_photo_id: row.cover_photo_id,
        favourites_min: row.favourites_min,
        favourites_max: row.favourites_max,
        publication: publicationState(row, clock()),
        // A photo still being rendered (or failed) has no previews yet: the client sees it once it has.
        photos: photos
          .filter((p) => p.state === 'ready')
          .map((p) => {
            const { bytes: _b, original_name: name, state: _s, ...rest } = photoOut(p, base, '');
            // The file's name without folders or extension, as the client names a photo to the owner ("DSC_0012").
            return { ...rest, name: safeStem(name) };
          }),
      };
    },

    /**
     * Checks a password: answers the cookie name and value to set. Attempts are counted per client
     * address (`ip`, IPv6 by /64): after UNLOCK_MAX_FAILURES within the window that address gets
     * 429 until it ends, the client elsewhere is not locked out. All addresses together have a
     * higher ceiling (UNLOCK_GALLERY_MAX_FAILURES). The owner lifts both (`clearLockouts`).
     */
    async unlock(
      token: string,
      password: string,
      ip: string,
    ): Promise<{ name: string; value: string; expires: string | null }> {
      const row = await openByToken(token);
      if (row.password_hash === null) return { name: access.cookieName(token), value: '', expires: row.expires_at };
      const at = clock().getTime();
      const nowIso = new Date(at).toISOString();
      const address = clientKey(ip);
      // Counted before the (slow) hash, in one statement each: parallel wrong guesses cannot slip
      // past a limit between a check and a later count (as ADR 015 does for the sign-in).
      const mine = await countUnlockAttempt(db, row.id, address, nowIso, new Date(at + UNLOCK_WINDOW_MS).toISOString());
      if (mine.hits > UNLOCK_MAX_FAILURES) throw tooMany(Math.ceil((Date.parse(mine.resetAt) - at) / 1000));
      const claimed = await claimUnlockAttempt(
        db,
        row.id,
        nowIso,
        new Date(at - UNLOCK_WINDOW_MS).toISOString(),
        UNLOCK_GALLERY_MAX_FAILURES,
      );
      if (!claimed) {
        const current = (await findGalleryById(db, row.id)) ?? row;
        const windowStart = current.unlock_window_start ? Date.parse(current.unlock_window_start) : at;
        throw tooMany(Math.ceil((windowStart + UNLOCK_WINDOW_MS - at) / 1000));
      }
      if (await verifyPassword(password, row.password_hash)) {
        // The right password: the attempt is not a failure, and this address's are forgiven.
        await forgetUnlockAttempts(db, row.id, address);
        await deleteEndedUnlockAttempts(db, row.id, nowIso);
        await updateGallery(db, row.id, { unlock_failures: 0, unlock_window_start: null });
        return {
          name: access.cookieName(token),
          value: access.value(row.id, row.password_hash),
          expires: row.expires_at,
        };
      }
      await deleteEndedUnlockAttempts(db, row.id, nowIso);
      throw new AppError('gallery.wrong_password', 'Wrong password');
    },

    /** The owner lifts every password lock-out of a gallery (every address, and the ceiling). */
    async clearLockouts(id: string): Promise<GalleryAdminDetail> {
      const row = await requireGallery(id);
      await forgetUnlockAttempts(db, row.id);
      await updateGallery(db, row.id, { unlock_failures: 0, unlock_window_start: null });
      return detail(await requireGallery(id));
    },

    cookieName: (token: string) => access.cookieName(token),

    /** The link of the publication confirmation mail, used (ADR 039): records the opt-in. */
    confirmPublication: (secret: string) => delivery.confirmPublication(secret),

    /**
     * The client's opt-in to public use of the photos (asked: a confirmation mail goes to the
     * client's address, ADR 039), or its withdrawal (same checks as the view).
     */
    async setPublication(
      token: string,
      cookie: string | undefined,
      input: { consent: boolean; lang: 'de' | 'ru' },
    ): Promise<{ publication: GalleryPublic['publication'] }> {
      const row = await openByToken(token);
      requireUnlocked(row, cookie);
      await inTransaction(db, async (trx) => {
        const current = await findGalleryById(trx, row.id);
        if (current) await delivery.setPublication(trx, current, input.consent, input.lang);
      });
      const after = await findGalleryById(db, row.id);
      return { publication: after ? publicationState(after, clock()) : 'none' };
    },

    /** A visitor's favourites (by the name they typed), in the gallery's order. */
    async favourites(token: string, cookie: string | undefined, visitor: string): Promise<{ photo_ids: string[] }> {
      const row = await openByToken(token);
      requireUnlocked(row, cookie);
      return { photo_ids: (await listFavourites(db, row.id, visitor)).map((f) => f.photo_id) };
    },

    /** Marks or unmarks one photo of this gallery (another gallery's photo is a 404). */
    async setFavourite(
      token: string,
      cookie: string | undefined,
      input: { visitor: string; photo_id: string; favourite: boolean },
    ): Promise<{ photo_ids: string[] }> {
      const row = await openByToken(token);
      requireUnlocked(row, cookie);
      if (!(await findPhoto(db, row.id, input.photo_id))) throw notFound('Photo not found');
      if (input.favourite) {
        await addFavourite(db, {
          id: newId(clock()),
          gallery_id: row.id,
          photo_id: input.photo_id,
          visitor: input.visitor,
          created_at: now(),
        });
      } else {
        await removeFavourite(db, row.id, input.visitor, input.photo_id);
      }
      return { photo_ids: (await listFavourites(db, row.id, input.visitor)).map((f) => f.photo_id) };
    },

    /**
     * The files of the gallery's ZIP, in the gallery's order: the originals or the largest JPEG
     * previews (as the gallery allows; 403 when downloads are off), with unique, safe names.
     * Same checks as the view: 404 unknown link, 410 expired, 401 locked.
     */
    async zipEntries(
      token: string,
      cookie: string | undefined,
      visitor?: string,
    ): Promise<{ title: string; files: ZipEntry[] }> {
      const row = await openByToken(token);
      requireUnlocked(row, cookie);
      if (row.downloads === 'off') throw new AppError('forbidden', 'Downloads are switched off for this gallery');
      const taken = new Set<string>();
      const files: ZipEntry[] = [];
      const chosen =
        visitor === undefined ? null : new Set((await listFavourites(db, row.id, visitor)).map((f) => f.photo_id));
      for (const photo of await listPhotos(db, row.id)) {
        if (chosen && !chosen.has(photo.id)) continue;
        // Not yet on the client's page (previews still being rendered): not in the archive either.
        if (photo.state !== 'ready') continue;
        const dir = photoPrefix(row.id, photo.id);
        const stem = safeStem(photo.original_name);
        if (row.downloads === 'original') {
          files.push({
            name: uniqueName(taken, stem, photo.original_ext),
            key: originalKey(row.id, photo.id, photo.original_ext),
            mtime: entryDate(photo),
            stripGps: row.originals_gps !== 'keep',
          });
        } else {
          const jpeg = parseList<PreviewFile>(photo.preview_files)
            .filter((f) => f.format === 'jpeg')
            .sort((a, b) => b.width - a.width)[0];
          if (jpeg) {
            files.push({
              name: uniqueName(taken, stem, 'jpg'),
              key: `${dir}${jpeg.file}`,
              mtime: entryDate(photo),
              stripGps: false,
            });
          }
        }
      }
      return { title: row.title_de, files };
    },

    /**
     * The preview file a request may read: its photo must belong to the gallery of the link (another
     * gallery's photo is a 404), the link must be open (410 after expiry) and unlocked, or the
     * request carries the owner's key for this gallery (the office). Answers the store's key.
     */
    async previewFile(grant: FileGrant, photoId: string, file: string): Promise<string> {
      const row = await findGalleryByToken(db, grant.token);
      if (!row) throw notFound();
      if (!ownerKeyValid(row.id, grant.owner)) {
        await openByToken(grant.token);
        requireUnlocked(row, grant.cookie);
      }
      const photo = await findPhoto(db, row.id, photoId);
      const preview = photo ? parseList<PreviewFile>(photo.preview_files).find((f) => f.file === file) : undefined;
      if (!preview) throw notFound();
      return `${photoPrefix(row.id, photoId)}${preview.file}`;
    },
  };
}

export type GalleriesService = ReturnType<typeof createGalleriesService>;
