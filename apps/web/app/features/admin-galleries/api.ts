import {
  type BookingRequest,
  GALLERY_DEFAULT_REMINDER_DAYS,
  GALLERY_STATS_PAGE,
  type GalleryAdmin,
  type GalleryAdminDetail,
  type GalleryArrangement,
  type GalleryDownloads,
  type GalleryStats,
  type galleryCreateSchema,
  type Language,
  officeOperations as ops,
  settingsOperations,
} from '@app/contracts';
import type { z } from 'zod';
import { call, callFile } from '../admin-api/call';
import type { Progress } from '../admin-api/client';
import { ApiError } from '../admin-api/errors';
import { berlinDay, endOfBerlinDay } from './berlin-day';

/** What the gallery form edits; `expires_on` is a date (yyyy-mm-dd) or '' for "never". */
export interface GalleryInput {
  title_de: string;
  title_ru: string;
  client_name: string;
  client_email: string;
  booking_id: string;
  expires_on: string;
  /** '' keeps the password as it is when editing (or sets none when creating). */
  password: string;
  remove_password: boolean;
  downloads: GalleryDownloads;
  /** Downloaded originals keep their GPS position (ADR 046; default: removed). */
  originals_keep_gps: boolean;
  /** Favourites limits as typed ('' = none). */
  favourites_min: string;
  favourites_max: string;
  /**
   * The watermark on the previews: none, the text or the studio logo; the text is kept while the
   * logo is chosen (for switching back), emptied with "none".
   */
  watermark: WatermarkKind;
  watermark_text: string;
  language: Language;
  /** Days before expiry the client is reminded, as typed ('0': none). */
  reminder_days: string;
}

export type WatermarkKind = 'none' | 'text' | 'logo';

const limit = (value: string) => (value.trim() === '' ? null : Number(value));

function toBody(input: GalleryInput, creating: boolean): z.input<typeof galleryCreateSchema> {
  const password = input.remove_password ? '' : input.password ? input.password : creating ? '' : undefined;
  return {
    title_de: input.title_de,
    title_ru: input.title_ru,
    client_name: input.client_name,
    client_email: input.client_email.trim(),
    booking_id: input.booking_id.trim(),
    expires_at: endOfBerlinDay(input.expires_on),
    downloads: input.downloads,
    originals_gps: input.originals_keep_gps ? 'keep' : 'remove',
    favourites_min: limit(input.favourites_min),
    favourites_max: limit(input.favourites_max),
    watermark_text: input.watermark === 'none' ? '' : input.watermark_text.trim(),
    watermark_logo: input.watermark === 'logo',
    language: input.language,
    reminder_days: Number(input.reminder_days),
    ...(password !== undefined ? { password } : {}),
  };
}

export const listGalleries = () => call(ops.galleries);
/** The desk's latest requests, for the gallery form's booking picker. */
export const listBookingChoices = () => call(ops.bookings, { query: { limit: 200 } });

/** The gallery's client from its booking: only the fields the owner left empty. */
export function withBooking(input: GalleryInput, id: string, booking: BookingRequest | undefined): GalleryInput {
  if (!booking) return { ...input, booking_id: id };
  return {
    ...input,
    booking_id: id,
    client_name: input.client_name || booking.name,
    client_email: input.client_email || booking.email,
    title_de: input.title_de || [booking.service_name, booking.name].filter(Boolean).join(' – '),
    language: input.client_name || input.client_email ? input.language : booking.lang === 'ru' ? 'ru' : 'de',
  };
}
export const getGallery = (id: string) => call(ops.gallery, { params: { id } });
export const createGallery = (input: GalleryInput) => call(ops.createGallery, { body: toBody(input, true) });
export const updateGallery = (id: string, input: GalleryInput) =>
  call(ops.updateGallery, { params: { id }, body: toBody(input, false) });
export const deleteGallery = (id: string) => call(ops.deleteGallery, { params: { id } });
export const regenerateLink = (id: string) => call(ops.regenerateLink, { params: { id } });
/** Lifts the password lock-outs (addresses with too many wrong passwords, or everyone). */
export const clearLockouts = async (id: string): Promise<GalleryAdminDetail> =>
  call(ops.clearLockouts, { params: { id } });
export const reorderPhotos = (id: string, photoIds: string[]) =>
  call(ops.orderGallery, { params: { id }, body: { photo_ids: photoIds } });
export const setCover = (id: string, photoId: string | null) =>
  call(ops.setGalleryCover, { params: { id }, body: { photo_id: photoId } });
export const deletePhoto = (id: string, photoId: string) => call(ops.deleteGalleryPhoto, { params: { id, photoId } });
/** The mail that gives the client the gallery, as it would go (nothing is sent). */
export const previewGalleryMail = (id: string, message: string) =>
  call(ops.galleryDeliveryPreview, { params: { id }, body: { message } });
/** Sends it (again, if she asks). */
export const sendGallery = (id: string, message: string) =>
  call(ops.sendGallery, { params: { id }, body: { message } });
/** Several photos at once (all or none). */
export const deletePhotos = (id: string, photoIds: string[]) =>
  call(ops.deleteGalleryPhotos, { params: { id }, body: { photo_ids: photoIds } });
/** The order's rule (capture time with the cameras' offsets, or file name), now and for later uploads (ADR 053). */
export const arrangePhotos = (id: string, body: GalleryArrangement) =>
  call(ops.arrangeGallery, { params: { id }, body });
/** One page of the visitors (by name) with the counters. */
export const getGalleryStats = async (id: string, skip = 0): Promise<GalleryStats> =>
  call(ops.galleryStats, { params: { id }, query: { limit: GALLERY_STATS_PAGE, skip } });
export const reopenSelection = (id: string, visitor: string) =>
  call(ops.reopenSelection, { params: { id }, body: { visitor } });

/** The studio logo for watermarks (PNG/WebP with transparency): stored at once, replacing the one before. */
export function uploadWatermarkLogo(file: File, onProgress?: Progress) {
  const form = new FormData();
  form.append('file', file);
  return call(ops.uploadWatermarkLogo, { form, ...(onProgress ? { onProgress } : {}) });
}
export const deleteWatermarkLogo = () => call(ops.deleteWatermarkLogo);
/** The stored logo's image (a private file: fetched with the token), null when none is stored. */
export async function fetchWatermarkLogo(): Promise<Blob | null> {
  try {
    return await callFile(ops.watermarkLogo);
  } catch (error) {
    if (error instanceof ApiError && error.code === 'not_found') return null;
    throw error;
  }
}

/** The site's name (branding): what a newly switched-on watermark says. */
export const siteName = async () => (await call(settingsOperations.branding)).site_name;

/** The form's values for a saved gallery (its expiry as a Berlin day). */
export function inputOf(g: GalleryAdmin): GalleryInput {
  return {
    title_de: g.title_de,
    title_ru: g.title_ru,
    client_name: g.client_name,
    client_email: g.client_email,
    booking_id: g.booking_id ?? '',
    expires_on: berlinDay(g.expires_at),
    password: '',
    remove_password: false,
    downloads: g.downloads,
    originals_keep_gps: g.originals_gps === 'keep',
    favourites_min: g.favourites_min === null ? '' : String(g.favourites_min),
    favourites_max: g.favourites_max === null ? '' : String(g.favourites_max),
    watermark: g.watermark_logo ? 'logo' : g.watermark_text !== '' ? 'text' : 'none',
    watermark_text: g.watermark_text,
    language: g.language,
    reminder_days: String(g.reminder_days),
  };
}

/** A new gallery's form: the link expires in 60 days unless the owner changes it. */
export function emptyInput(now: Date = new Date()): GalleryInput {
  const day = new Date(now.getTime() + 60 * 24 * 60 * 60_000);
  return {
    ...inputOf({
      id: '',
      title_de: '',
      title_ru: '',
      client_name: '',
      client_email: '',
      booking_id: null,
      token: '',
      has_password: false,
      downloads: 'web',
      originals_gps: 'remove',
      expires_at: day.toISOString(),
      cover_photo_id: null,
      photo_count: 0,
      thumbnail: null,
      favourites_min: null,
      favourites_max: null,
      created_at: '',
      updated_at: '',
      watermark_text: '',
      watermark_logo: false,
      language: 'de',
      reminder_days: GALLERY_DEFAULT_REMINDER_DAYS,
      reminder_sent_at: null,
      publication_consent: {
        status: 'none',
        consent_id: null,
        given_at: null,
        lang: null,
        text_version_id: null,
        withdrawn_at: null,
        requested_at: null,
        confirmed_at: null,
        confirmed_email: null,
      },
    }),
  };
}

/** The client's link, German and Russian. */
export const clientLinks = (token: string, origin: string) => ({
  de: `${origin}/g/${token}`,
  ru: `${origin}/ru/g/${token}`,
});
