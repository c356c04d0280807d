import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import {
  GALLERY_PREVIEW_MAX,
  type GalleryDeliveryMail,
  type GalleryPublicationConsent,
  type Language,
} from '@app/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { parseList, toJson } from '../../db/rows.ts';
import type { Database } from '../../db/schema.ts';
import { inTransaction } from '../../db/transaction.ts';
import { AppError } from '../../http/errors.ts';
import type { BlobStore } from '../../storage/blob-store.ts';
import type { MailService } from '../mail/mail.service.ts';
import { type OutgoingMail, oneLine } from '../mail/mail.templates.ts';
import { renderAvif, renderImage, type VariantSink } from '../media/image-pipeline.ts';
import type { ConsentLedger } from '../privacy/privacy.consents.ts';
import { deliveryMail } from './galleries.delivery-mail.ts';
import {
  findConsents,
  findPhotosWithoutAvif,
  findReminderCandidates,
  findStalePhotos,
  markReminderSent,
  setAvifPreviews,
  setPhotoPreviews,
} from './galleries.delivery-repository.ts';
import {
  PUBLICATION_RESEND_MS,
  publicationHash,
  publicationMail,
  publicationPending,
  publicationSecret,
  publicationState,
} from './galleries.publication.ts';
import { findGalleryById, type GalleryRow, updateGallery } from './galleries.repository.ts';
import { type GalleryPaths, originalKey, photoPrefix } from './galleries.storage.ts';
import { markPhotoFailed } from './galleries.upload-repository.ts';
import { overlayOf, WATERMARK_LOGO_KEY, type Watermark } from './galleries.watermark.ts';

const DAY_MS = 24 * 60 * 60_000;
/** Photos re-rendered per batch (each one about a second for a 24 MP original). */
const RENDER_BATCH = 20;
/** Photos given AVIF files per batch (several seconds each: AVIF encodes slowly). */
const AVIF_BATCH = 5;

interface PreviewFile {
  file: string;
  width: number;
  height: number;
  format: string;
}

/** The preview files of a photo as the gallery rows store them. */
export function previewFilesOf(variants: { url: string; width: number; height: number; format: string }[]) {
  return variants.map((v) => ({ file: path.basename(v.url), width: v.width, height: v.height, format: v.format }));
}

/**
 * The watermark of a gallery: the studio logo (read from the store now, so a replaced logo is the
 * one drawn), its text, or none. A logo chosen but gone (deleted meanwhile) is a 409: nothing is
 * rendered without the mark the gallery asks for.
 */
export async function watermarkOf(
  store: BlobStore,
  gallery: { watermark_text: string; watermark_logo: number },
): Promise<Watermark> {
  if (gallery.watermark_logo) {
    const found = await store.get(WATERMARK_LOGO_KEY);
    if (!found) throw new AppError('conflict', 'The gallery’s watermark logo is missing: upload it again');
    return { logo: await buffer(found.stream) };
  }
  return gallery.watermark_text ? { text: gallery.watermark_text } : null;
}

/** Renders a photo's previews, with the watermark when there is one. */
export function renderPreviews(original: string, out: VariantSink, watermark: Watermark) {
  const overlay = overlayOf(watermark);
  return renderImage(original, out, '', { longestSide: GALLERY_PREVIEW_MAX, ...(overlay ? { overlay } : {}) });
}

/** Renders a photo's AVIF previews at the widths of its JPEG ones, with the same watermark. */
function renderAvifPreviews(
  original: string,
  out: VariantSink,
  files: readonly PreviewFile[],
  watermark: Watermark,
  stopped: () => boolean,
) {
  const sizes = files.filter((f) => f.format === 'jpeg').map(({ width, height }) => ({ width, height }));
  return renderAvif(original, out, '', sizes, stopped, overlayOf(watermark));
}

function longDate(iso: string, lang: Language): string {
  return new Date(iso).toLocaleDateString(lang === 'ru' ? 'ru-RU' : 'de-DE', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Europe/Berlin',
  });
}

/** The client's reminder before the link expires, in the gallery's language. */
export function reminderMail(
  g: { title_de: string; title_ru: string; client_name: string; expires_at: string; downloads: string },
  lang: Language,
  link: string,
  siteName: string,
): Omit<OutgoingMail, 'to'> {
  const date = longDate(g.expires_at, lang);
  if (lang === 'ru') {
    const title = g.title_ru || g.title_de;
    return {
      subject: oneLine(`Галерея «${title}» доступна до ${date}`),
      text: [
        `Здравствуйте, ${g.client_name}!`,
        '',
        `Ваши фотографии в галерее «${title}» доступны до ${date}. После этого ссылка перестанет действовать.`,
        g.downloads === 'off'
          ? 'Посмотрите их, пока ссылка действует:'
          : 'Пожалуйста, скачайте до этого срока все фотографии, которые хотите сохранить:',
        link,
        '',
        'С уважением,',
        siteName,
      ].join('\n'),
    };
  }
  return {
    subject: oneLine(`Ihre Galerie „${g.title_de}“ ist noch bis ${date} online`),
    text: [
      `Hallo ${g.client_name},`,
      '',
      `Ihre Fotos in der Galerie „${g.title_de}“ sind noch bis ${date} online. Danach ist der Link nicht mehr gültig.`,
      g.downloads === 'off'
        ? 'Sehen Sie sie sich gern bis dahin an:'
        : 'Bitte laden Sie bis dahin alle Fotos herunter, die Sie behalten möchten:',
      link,
      '',
      'Viele Grüße',
      siteName,
    ].join('\n'),
  };
}

/**
 * The delivery side of client galleries (issue 18 items 2, 3, 5; ADR 029): watermarked previews
 * re-rendered in the background after a change, the reminder before expiry, the client's opt-in
 * to public use of the photos (a consent-ledger row).
 */
export function createGalleryDelivery({
  db,
  clock,
  paths,
  store,
  consents,
  mail,
  publicUrl,
  siteName,
  log,
}: {
  db: Kysely<Database>;
  clock: () => Date;
  /** `paths.tmp` holds a downloaded original while its previews are rendered (S3). */
  paths: GalleryPaths;
  store: BlobStore;
  consents: ConsentLedger;
  mail: MailService;
  publicUrl: string;
  siteName: (db: Kysely<Database>) => Promise<string>;
  log: Pick<FastifyBaseLogger, 'info' | 'error'>;
}) {
  let rendering: Promise<number> | undefined;
  let again = false;
  let stopped = false;
  let encoding: Promise<number> | undefined;
  let encodeAgain = false;
  /** AVIF files are made in the background only once the app asks for it (`startAvif`). */
  let avifOn = false;

  /**
   * Gives AVIF files to every photo whose previews have none (ADR 029): encoded from the original
   * (a local copy when the store is a bucket) into the photo's private folder of the store, next to
   * the WebP and JPEG files, then listed, so they are served only through the gallery's authorised
   * file route. Answers how many photos got them.
   */
  async function encodeAllAvif(): Promise<number> {
    let done = 0;
    const failed: string[] = [];
    while (!stopped) {
      const batch = await findPhotosWithoutAvif(db, AVIF_BATCH, failed);
      if (batch.length === 0) return done;
      for (const photo of batch) {
        if (stopped) break;
        const dir = photoPrefix(photo.gallery_id, photo.id);
        const files = parseList<PreviewFile>(photo.preview_files);
        let original: { file: string; release(): Promise<void> } | undefined;
        try {
          original = await store.localCopy(originalKey(photo.gallery_id, photo.id, photo.original_ext), paths.tmp);
          if (!original) throw new Error('the original is missing');
          const avif = await renderAvifPreviews(
            original.file,
            (name, data) => store.putBuffer(`${dir}${name}`, data),
            files,
            await watermarkOf(store, photo),
            () => stopped,
          );
          if (!avif) break; // closing: the next start makes them
          const listed = toJson([...files, ...previewFilesOf(avif)]);
          if (await setAvifPreviews(db, photo.id, photo.preview_version, listed)) done++;
        } catch (error) {
          failed.push(photo.id);
          log.error({ err: error, photo: photo.id }, 'gallery AVIF previews failed');
        } finally {
          await original?.release();
        }
      }
    }
    return done;
  }

  /**
   * Renders every photo without previews yet (a new upload, ADR 046: the upload was answered
   * before) and re-renders every photo whose previews are behind its gallery's watermark, one
   * ladder at a time (ADR 042); answers how many.
   */
  async function renderAll(): Promise<number> {
    let done = 0;
    // A photo that fails (an unreadable original, a full disk) keeps its files and is tried again
    // by the next run (hourly, and after a restart), not again and again in this one.
    const failed: string[] = [];
    while (!stopped) {
      const stale = await findStalePhotos(db, RENDER_BATCH, failed);
      if (stale.length === 0) return done;
      for (const photo of stale) {
        if (stopped) break;
        const dir = photoPrefix(photo.gallery_id, photo.id);
        let original: { file: string; release(): Promise<void> } | undefined;
        try {
          original = await store.localCopy(originalKey(photo.gallery_id, photo.id, photo.original_ext), paths.tmp);
          if (!original) throw new Error('the original is missing');
          // Each preview replaces the old one in one step (the store's put): a client never reads half a file.
          const rendered = await renderPreviews(
            original.file,
            (name, data) => store.putBuffer(`${dir}${name}`, data),
            await watermarkOf(store, photo),
          );
          const files = toJson(previewFilesOf(rendered.variants));
          if (await setPhotoPreviews(db, photo.id, photo.target, files, rendered.placeholder)) done++;
          // Deleted (or its gallery) while it was rendered: nothing of it may stay behind.
          else await store.deletePrefix(dir);
        } catch (error) {
          failed.push(photo.id);
          // A new upload whose first render failed is shown as failed (the next run tries again).
          if (photo.state !== 'ready') await markPhotoFailed(db, photo.id).catch(() => {});
          log.error(
            { err: error, photo: photo.id },
            photo.state === 'ready' ? 'gallery preview re-render failed' : 'gallery preview rendering failed',
          );
        } finally {
          await original?.release();
        }
      }
    }
    return done;
  }

  const delivery = {
    /** Makes the AVIF previews that are missing (one run at a time, as the re-render). */
    encodeAvif(): Promise<number> {
      if (stopped) return Promise.resolve(0);
      if (encoding) {
        encodeAgain = true;
        return encoding;
      }
      encoding = encodeAllAvif()
        .catch((error: unknown) => {
          log.error({ err: error }, 'gallery AVIF previews failed');
          return 0;
        })
        .finally(() => {
          encoding = undefined;
          if (encodeAgain) {
            encodeAgain = false;
            void delivery.encodeAvif();
          }
        });
      return encoding;
    },

    /** From now on new and re-rendered photos get their AVIF files in the background. */
    startAvif(): void {
      avifOn = true;
      void delivery.encodeAvif();
    },

    /** A photo was added or its previews rendered again: its AVIF files are due (when started). */
    avifDue(): void {
      if (avifOn) void delivery.encodeAvif();
    },

    /** Runs the re-render (one run at a time; a request during a run runs once more after it). */
    renderPending(): Promise<number> {
      if (stopped) return Promise.resolve(0);
      if (rendering) {
        again = true;
        return rendering;
      }
      rendering = renderAll()
        .catch((error: unknown) => {
          log.error({ err: error }, 'gallery preview re-render failed');
          return 0;
        })
        .finally(() => {
          rendering = undefined;
          delivery.avifDue();
          if (again) {
            again = false;
            void delivery.renderPending();
          }
        });
      return rendering;
    },

    /** Resolves when no rendering is under way or due (tests and the office's "processing" wait on this). */
    async renderIdle(): Promise<void> {
      while (rendering) await rendering;
    },

    /** Stops re-rendering and encoding after the photo under way (the app closes). */
    async stop(): Promise<void> {
      stopped = true;
      await rendering;
      await encoding;
    },

    /**
     * Queues the reminder of every gallery whose expiry is at most its `reminder_days` away, once
     * (the mark is written in the mail's transaction, guarded so that two instances send one).
     * Nothing is marked while e-mail is not configured: the reminder goes once it is.
     */
    async sendReminders(): Promise<number> {
      const now = clock();
      let queued = 0;
      for (const g of await findReminderCandidates(db, now.toISOString())) {
        if (!g.expires_at || Date.parse(g.expires_at) - g.reminder_days * DAY_MS > now.getTime()) continue;
        const lang: Language = g.language === 'ru' ? 'ru' : 'de';
        const link = `${publicUrl}${lang === 'ru' ? '/ru' : ''}/g/${g.link_token}`;
        await inTransaction(db, async (trx) => {
          if (!(await markReminderSent(trx, g.id, now.toISOString()))) return;
          const message = reminderMail({ ...g, expires_at: g.expires_at ?? '' }, lang, link, await siteName(trx));
          if (
            await mail.toVisitor(
              trx,
              'gallery.reminder',
              { ...message, to: g.client_email, links: [link] },
              { ref: `gallery-reminder:${g.id}` },
            )
          ) {
            queued++;
          } else {
            throw new NotConfigured();
          }
        }).catch((error: unknown) => {
          if (!(error instanceof NotConfigured)) throw error;
        });
      }
      if (queued > 0) log.info({ reminders: queued }, 'gallery reminders queued');
      return queued;
    },

    /**
     * Sends the client their gallery (issue 36 item 5): the mail in the gallery's language, to the
     * address the owner entered, with her own line; again whenever she asks (each one recorded in
     * the outbox under `gallery-delivery:<id>`). `preview` answers the mail without sending it.
     */
    async sendToClient(id: string, message: string, preview: boolean): Promise<GalleryDeliveryMail> {
      const g = await findGalleryById(db, id);
      if (!g) throw new AppError('not_found', 'Gallery not found');
      const lang: Language = g.language === 'ru' ? 'ru' : 'de';
      const link = `${publicUrl}${lang === 'ru' ? '/ru' : ''}/g/${g.link_token}`;
      const out = deliveryMail(g, lang, link, await siteName(db), message);
      const answer = { to: g.client_email, lang, subject: out.subject, text: out.text };
      if (preview) return answer;
      if (!g.client_email) {
        throw new AppError('gallery.no_client_email', 'This gallery has no client e-mail address: add it first');
      }
      const queued = await inTransaction(db, (trx) =>
        mail.toVisitor(
          trx,
          'gallery.delivery',
          { ...out, to: g.client_email, links: [link] },
          { ref: `gallery-delivery:${id}` },
        ),
      );
      if (!queued) throw new AppError('mail.not_configured', 'E-mail is not configured: set up sending first');
      log.info({ galleryId: id }, 'gallery sent to the client');
      return answer;
    },

    /** The opt-in as the office shows it. */
    async publicationOf(rows: GalleryRow[]): Promise<Map<string, GalleryPublicationConsent>> {
      const ids = rows.map((r) => r.publication_consent_id).filter((id): id is string => id !== null);
      const found = new Map((await findConsents(db, ids)).map((c) => [c.id, c]));
      const now = clock();
      return new Map(
        rows.map((r) => {
          const c = r.publication_consent_id ? found.get(r.publication_consent_id) : undefined;
          const confirmed = r.publication_consent_id ? r.publication_confirmed_at : null;
          return [
            r.id,
            {
              status: publicationState(r, now),
              consent_id: r.publication_consent_id,
              given_at: c?.given_at ?? null,
              lang: c?.lang ?? null,
              text_version_id: c?.text_version_id ?? null,
              withdrawn_at: r.publication_withdrawn_at,
              requested_at: publicationPending(r, now) ? r.publication_requested_at : null,
              confirmed_at: confirmed,
              confirmed_email: confirmed ? (c?.email ?? null) : null,
            },
          ];
        }),
      );
    },

    /**
     * The client page asks to give the opt-in (issue 33 item 4): nothing is recorded yet; a mail
     * with a one-time link goes to the gallery's client address (kind `gallery.publication-confirm-link`,
     * capped per mailbox like every visitor mail, ADR 038). Refused with 422 when the gallery has no address; a second ask within
     * ten minutes sends no second mail (the first link still works). A new link replaces the old.
     */
    async requestPublication(trx: Kysely<Database>, row: GalleryRow, lang: Language): Promise<void> {
      const now = clock();
      if (row.publication_consent_id && !row.publication_withdrawn_at) return;
      if (!row.client_email) {
        throw new AppError(
          'gallery.no_client_email',
          'This gallery has no client e-mail address, so the consent cannot be confirmed by mail: please ask the photographer to add it',
        );
      }
      if (
        publicationPending(row, now) &&
        Date.parse(row.publication_requested_at ?? '') + PUBLICATION_RESEND_MS > now.getTime()
      ) {
        return;
      }
      const secret = publicationSecret();
      await updateGallery(trx, row.id, {
        publication_request_hash: publicationHash(secret),
        publication_requested_at: now.toISOString(),
        publication_request_lang: lang,
      });
      const link = `${publicUrl}${lang === 'ru' ? '/ru' : ''}/consent?token=${secret}`;
      const message = publicationMail(row, lang, link, await siteName(trx));
      const queued = await mail.toVisitor(trx, 'gallery.publication-confirm-link', {
        ...message,
        to: row.client_email,
        links: [link],
      });
      if (!queued) {
        throw new AppError('unavailable', 'The confirmation mail cannot be sent now: please try again later');
      }
    },

    /**
     * The link of the confirmation mail was used: records the opt-in (ledger row with the text in
     * the language asked, the client's address, the time) and marks it confirmed by the mailbox.
     * Once only: the secret is cleared in the same statement that finds it (two clicks give one
     * record). Unknown, used, replaced or expired links, or a gallery whose address changed or
     * was erased since, are 404 `gallery.confirmation_invalid`.
     */
    async confirmPublication(secret: string): Promise<{ title_de: string; title_ru: string; lang: Language }> {
      const hash = publicationHash(secret);
      const invalid = () =>
        new AppError('gallery.confirmation_invalid', 'This confirmation link is not valid (any more)');
      return inTransaction(db, async (trx) => {
        const row = await trx
          .selectFrom('gallery')
          .selectAll()
          .where('publication_request_hash', '=', hash)
          .executeTakeFirst();
        if (!row) throw invalid();
        const now = clock();
        const claimed = await trx
          .updateTable('gallery')
          .set({ publication_request_hash: null, publication_requested_at: null, publication_request_lang: null })
          .where('id', '=', row.id)
          .where('publication_request_hash', '=', hash)
          .executeTakeFirst();
        // An expired link or an erased address: refused (the claim is rolled back with it).
        if (Number(claimed.numUpdatedRows) !== 1 || !publicationPending(row, now) || !row.client_email) throw invalid();
        const lang: Language = row.publication_request_lang === 'ru' ? 'ru' : 'de';
        if (!row.publication_consent_id || row.publication_withdrawn_at) {
          const given = await consents.give(trx, {
            purpose: 'gallery_publication',
            email: row.client_email,
            table: 'gallery',
            id: row.id,
            lang,
          });
          await updateGallery(trx, row.id, {
            publication_consent_id: given.id,
            publication_withdrawn_at: null,
            publication_confirmed_at: now.toISOString(),
          });
        }
        return { title_de: row.title_de, title_ru: row.title_ru, lang };
      });
    },

    /**
     * The client gives (a new ledger row with the text, its version, language and time) or
     * withdraws (the row stays as the record of what was given; the gallery notes when).
     */
    async setPublication(trx: Kysely<Database>, row: GalleryRow, consent: boolean, lang: Language) {
      const at = clock().toISOString();
      if (!consent) {
        // Withdrawing needs no mailbox (it only protects the client) and voids a pending link.
        await updateGallery(trx, row.id, {
          ...(row.publication_consent_id && !row.publication_withdrawn_at ? { publication_withdrawn_at: at } : {}),
          publication_request_hash: null,
          publication_requested_at: null,
          publication_request_lang: null,
        });
        return;
      }
      await delivery.requestPublication(trx, row, lang);
    },
  };
  return delivery;
}

class NotConfigured extends Error {}

export type GalleryDelivery = ReturnType<typeof createGalleryDelivery>;
