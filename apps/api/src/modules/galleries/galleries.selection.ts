import { GALLERY_STATS_PAGE, type GalleryStats } from '@app/contracts';
import type { Kysely } from 'kysely';
import { newId } from '../../db/ids.ts';
import { parseList } from '../../db/rows.ts';
import type { Database } from '../../db/schema.ts';
import { inTransaction } from '../../db/transaction.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { AppError, notFound } from '../../http/errors.ts';
import type { MailService } from '../mail/mail.service.ts';
import { oneLine } from '../mail/mail.templates.ts';
import { safeStem } from './galleries.names.ts';
import { findGalleryById, findGalleryByToken, findPhoto, listFavourites } from './galleries.repository.ts';
import {
  countStat,
  countVisitors,
  deleteSelection,
  findSelection,
  findStats,
  insertSelection,
  listGalleryFavourites,
  listSelections,
  listVisitorPage,
  type StatColumn,
} from './galleries.selection-repository.ts';
import type { GalleriesService } from './galleries.service.ts';
import { originalKey, photoPrefix } from './galleries.storage.ts';

const submitted = () => new AppError('gallery.selection_submitted', 'This selection is submitted and locked');

/**
 * Issue 18 items 3 and 4 (ADR 029): the favourites limits and the submitted selection (locked until
 * the owner reopens it, the owner told by mail), single-photo downloads, and the counters and
 * per-visitor view the owner sees. Built on the galleries service's checks of the link.
 */
export function createGallerySelection({
  db,
  clock,
  galleries,
  mail,
  publicUrl,
}: {
  db: Kysely<Database>;
  clock: () => Date;
  galleries: GalleriesService;
  mail: Pick<MailService, 'notifyAdmin'>;
  publicUrl: string;
}) {
  async function count(token: string, column: StatColumn): Promise<void> {
    const row = await findGalleryByToken(db, token);
    if (row) await countStat(db, row.id, column);
  }

  /**
   * Page views, downloads and one page of the visitors (by name) with their favourites and the
   * file names to export: invented visitor names cannot make one answer grow without end.
   */
  async function stats(galleryId: string, page: { limit?: number; skip?: number } = {}): Promise<GalleryStats> {
    if (!(await findGalleryById(db, galleryId))) throw notFound('Gallery not found');
    const limit = page.limit ?? GALLERY_STATS_PAGE;
    const skip = page.skip ?? 0;
    const [counters, visitors, total] = await Promise.all([
      findStats(db, galleryId),
      listVisitorPage(db, galleryId, limit, skip),
      countVisitors(db, galleryId),
    ]);
    const [favourites, selections] = await Promise.all([
      listGalleryFavourites(db, galleryId, visitors),
      listSelections(db, galleryId, visitors),
    ]);
    const byVisitor = new Map<string, { names: string[]; last: string }>(
      visitors.map((visitor) => [visitor, { names: [], last: '' }]),
    );
    for (const f of favourites) {
      const entry = byVisitor.get(f.visitor) ?? { names: [], last: '' };
      entry.names.push(f.original_name);
      if (f.created_at > entry.last) entry.last = f.created_at;
      byVisitor.set(f.visitor, entry);
    }
    const submittedAt = new Map(selections.map((s) => [s.visitor, s.submitted_at]));
    return {
      visits: Number(counters?.visits ?? 0),
      zip_downloads: Number(counters?.zip_downloads ?? 0),
      photo_downloads: Number(counters?.photo_downloads ?? 0),
      visitors: [...byVisitor.entries()].map(([visitor, { names, last }]) => {
        const at = submittedAt.get(visitor) ?? null;
        return {
          visitor,
          count: names.length,
          submitted_at: at,
          last_at: at && at > last ? at : last,
          file_names: names,
          export: names.map((name) => safeStem(name)).join(', '),
        };
      }),
      visitors_total: total,
      limit,
      skip,
    };
  }

  return {
    stats,

    /** The client's view; `visit`: a page view of the client page, counted for the owner. */
    async open(token: string, cookie: string | undefined, visit: boolean) {
      const gallery = await galleries.open(token, cookie);
      if (visit) await count(token, 'visits');
      return gallery;
    },

    /** A ZIP is on its way (counted once the archive's entries are known). */
    countZip: (token: string) => count(token, 'zip_downloads'),

    async favourites(token: string, cookie: string | undefined, visitor: string) {
      const row = await galleries.openUnlocked(token, cookie);
      const [favourites, selection] = await Promise.all([
        galleries.favourites(token, cookie, visitor),
        findSelection(db, row.id, visitor),
      ]);
      return { ...favourites, submitted_at: selection?.submitted_at ?? null };
    },

    /** Marks or unmarks a photo; a submitted selection is locked (409) until the owner reopens it. */
    async setFavourite(
      token: string,
      cookie: string | undefined,
      input: { visitor: string; photo_id: string; favourite: boolean },
    ) {
      const row = await galleries.openUnlocked(token, cookie);
      if (await findSelection(db, row.id, input.visitor)) throw submitted();
      return { ...(await galleries.setFavourite(token, cookie, input)), submitted_at: null };
    },

    /**
     * Submits a visitor's favourites as their selection: only within the gallery's limits (at least
     * one photo), once (409 after that), the owner notified by mail in the same transaction.
     */
    async submit(token: string, cookie: string | undefined, visitor: string) {
      const row = await galleries.openUnlocked(token, cookie);
      try {
        return await inTransaction(db, async (trx) => {
          if (await findSelection(trx, row.id, visitor)) throw submitted();
          const photoIds = (await listFavourites(trx, row.id, visitor)).map((f) => f.photo_id);
          const n = photoIds.length;
          if (n < Math.max(1, row.favourites_min ?? 1)) {
            throw new AppError(
              'gallery.too_few_favourites',
              `At least ${row.favourites_min ?? 1} favourites are needed`,
            );
          }
          if (row.favourites_max !== null && n > row.favourites_max) {
            throw new AppError('gallery.too_many_favourites', `At most ${row.favourites_max} favourites are allowed`);
          }
          const at = clock().toISOString();
          await insertSelection(trx, {
            id: newId(clock()),
            gallery_id: row.id,
            visitor,
            photo_count: n,
            submitted_at: at,
          });
          await mail.notifyAdmin(trx, {
            subject: oneLine(`Auswahl / Выбор: ${visitor}, ${row.title_de}`),
            text: [
              'Eine Auswahl wurde abgeschickt / Клиент отправил выбор фотографий',
              '',
              `Galerie / Галерея: ${row.title_de}`,
              `Name / Имя: ${visitor}`,
              `Fotos / Фотографий: ${n}`,
              '',
              `${publicUrl.replace(/\/$/, '')}/admin/galleries/${row.id}`,
            ].join('\n'),
          });
          return { photo_ids: photoIds, submitted_at: at };
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw submitted();
        throw error;
      }
    },

    /** The owner unlocks a submitted selection (404 when that visitor has none). */
    async reopen(galleryId: string, visitor: string): Promise<GalleryStats> {
      if (!(await findGalleryById(db, galleryId))) throw notFound('Gallery not found');
      if (!(await deleteSelection(db, galleryId, visitor))) throw notFound('No submitted selection of this visitor');
      return stats(galleryId);
    },

    /**
     * One photo to download alone: the original or the largest JPEG preview, as the gallery allows
     * (403 when downloads are off), named as the client's file; same checks as the gallery's files.
     */
    async photoDownload(token: string, cookie: string | undefined, photoId: string) {
      const row = await galleries.openUnlocked(token, cookie);
      if (row.downloads === 'off') {
        throw new AppError('gallery.downloads_off', 'Downloads are switched off for this gallery');
      }
      const photo = await findPhoto(db, row.id, photoId);
      if (!photo) throw notFound('Photo not found');
      const stem = safeStem(photo.original_name);
      let found: { key: string; name: string; type: string; stripGps: boolean };
      if (row.downloads === 'original') {
        found = {
          key: originalKey(row.id, photo.id, photo.original_ext),
          name: `${stem}.${photo.original_ext}`,
          type: photo.mime,
          stripGps: row.originals_gps !== 'keep',
        };
      } else {
        const jpeg = parseList<{ file: string; width: number; format: string }>(photo.preview_files)
          .filter((f) => f.format === 'jpeg')
          .sort((a, b) => b.width - a.width)[0];
        if (!jpeg) throw notFound('Photo not found');
        found = {
          key: `${photoPrefix(row.id, photo.id)}${jpeg.file}`,
          name: `${stem}.jpg`,
          type: 'image/jpeg',
          stripGps: false,
        };
      }
      await countStat(db, row.id, 'photo_downloads');
      return found;
    },
  };
}

export type GallerySelection = ReturnType<typeof createGallerySelection>;
