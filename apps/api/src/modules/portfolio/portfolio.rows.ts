import { CONSENT_STATUSES, type ConsentStatus, type PortfolioPhoto, type ProjectConsent } from '@app/contracts';
import { parseList } from '../../db/rows.ts';

/** Reading a project's JSON columns: tolerant, so a damaged value never fails a page. */

const text = (value: unknown) => (typeof value === 'string' ? value : '');
/** A stored image list as photos (plain URLs, as stored before migration 017, get empty texts). */
export function parsePhotos(images: string | null | undefined): PortfolioPhoto[] {
  return parseList<unknown>(images).flatMap((entry): PortfolioPhoto[] => {
    if (typeof entry === 'string') return [{ url: entry, alt_de: '', alt_ru: '', caption_de: '', caption_ru: '' }];
    if (typeof entry !== 'object' || entry === null) return [];
    const photo = entry as Record<string, unknown>;
    if (typeof photo.url !== 'string' || photo.url === '') return [];
    return [
      {
        url: photo.url,
        alt_de: text(photo.alt_de),
        alt_ru: text(photo.alt_ru),
        caption_de: text(photo.caption_de),
        caption_ru: text(photo.caption_ru),
      },
    ];
  });
}
export const bare = (url: string): PortfolioPhoto => ({ url, alt_de: '', alt_ru: '', caption_de: '', caption_ru: '' });

/** A stored consent record (defaults for what is missing: before migration 017a nothing was recorded). */
export function parseConsent(status: string, json: string | null | undefined): ProjectConsent {
  let value: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(json || '{}');
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) value = parsed as Record<string, unknown>;
  } catch {
    // A damaged record reads as empty; the status column still decides what is public.
  }
  const people = Array.isArray(value.people) ? value.people : [];
  return {
    status: (CONSENT_STATUSES as readonly string[]).includes(status) ? (status as ConsentStatus) : 'required',
    date: text(value.date),
    note: text(value.note),
    people: people.flatMap((person) =>
      person && typeof person === 'object'
        ? [
            {
              name: text((person as Record<string, unknown>).name),
              minor: (person as Record<string, unknown>).minor === true,
              guardians: ((person as Record<string, unknown>).guardians as unknown[] | undefined)?.map(text) ?? [],
            },
          ]
        : [],
    ),
    withdrawn_at: text(value.withdrawn_at),
    gallery_id: text(value.gallery_id),
    gallery_consent_id: text(value.gallery_consent_id),
    document: parseDocument(value.document),
  };
}

/** The stored release's description, or null when there is none (or it is damaged). */
function parseDocument(value: unknown): ProjectConsent['document'] {
  if (!value || typeof value !== 'object') return null;
  const doc = value as Record<string, unknown>;
  if (typeof doc.name !== 'string' || typeof doc.size !== 'number') return null;
  return { name: doc.name, size: doc.size, uploaded_at: text(doc.uploaded_at) };
}
