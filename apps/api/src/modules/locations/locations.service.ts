import { type Location, type LocationUpdate, type locationInputSchema, RESERVED_SLUGS, slugify } from '@app/contracts';
import type { Kysely, Updateable } from 'kysely';
import type { z } from 'zod';
import { newId } from '../../db/ids.ts';
import { fromFlag, toFlag } from '../../db/rows.ts';
import type { Database, LocationTable } from '../../db/schema.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { AppError, invalidField, notFound } from '../../http/errors.ts';
import { sanitizeRichText } from '../../http/rich-text.ts';
import {
  countLocations,
  deleteLocation,
  findLocationById,
  findLocationBySlug,
  insertLocation,
  type LocationRow,
  listLocations,
  updateLocation,
} from './locations.repository.ts';

type LocationCreate = z.output<typeof locationInputSchema>;

const RESERVED = new Set<string>(RESERVED_SLUGS);
const SLUG_SHAPE = /^[a-z0-9-]{1,100}$/;

export function toLocation(row: LocationRow): Location {
  return {
    id: row.id,
    name: row.name,
    name_ru: row.name_ru,
    slug: row.slug,
    title_de: row.title_de,
    title_ru: row.title_ru,
    description_de: row.description_de,
    description_ru: row.description_ru,
    content_de: row.content_de,
    content_ru: row.content_ru,
    hero_subtitle_de: row.hero_subtitle_de,
    hero_subtitle_ru: row.hero_subtitle_ru,
    hero_image: row.hero_image,
    contact_text_de: row.contact_text_de,
    contact_text_ru: row.contact_text_ru,
    meta_keywords_de: row.meta_keywords_de,
    meta_keywords_ru: row.meta_keywords_ru,
    active: fromFlag(row.active),
    sort_order: row.sort_order,
    created_at: row.created_at,
  };
}

const slugTaken = (slug: string) =>
  new AppError('slug.taken', `The slug '${slug}' is already used by another location`);

export function createLocationService({ db, clock }: { db: Kysely<Database>; clock: () => Date }) {
  /** The slug given, or one made from the name; refused when it is one of the site's own routes or taken. */
  async function checkedSlug(given: string, name: string, ownId?: string): Promise<string> {
    const slug = given || slugify(name);
    if (!slug)
      throw invalidField('slug', 'required', 'could not be generated from the name; please enter a slug (a-z, 0-9, -)');
    if (RESERVED.has(slug)) {
      throw new AppError(
        'slug.reserved',
        `The slug '${slug}' is reserved for a page of the site; please choose another`,
      );
    }
    const other = await findLocationBySlug(db, slug);
    if (other && other.id !== ownId) throw slugTaken(slug);
    return slug;
  }

  async function getRow(id: string): Promise<LocationRow> {
    const row = await findLocationById(db, id);
    if (!row) throw notFound('Location not found');
    return row;
  }

  return {
    async listPublic(): Promise<Location[]> {
      return (await listLocations(db, { activeOnly: true })).map(toLocation);
    },

    /** An active location by slug; inactive and unknown ones are a 404. */
    async getPublic(slug: string): Promise<Location> {
      // Anything that cannot be a slug (e.g. a NUL byte PostgreSQL would refuse) is simply not found.
      if (!SLUG_SHAPE.test(slug)) throw notFound('Location not found');
      const row = await findLocationBySlug(db, slug);
      if (!row || !fromFlag(row.active)) throw notFound('Location not found');
      return toLocation(row);
    },

    async listAll(): Promise<Location[]> {
      return (await listLocations(db, { activeOnly: false })).map(toLocation);
    },

    async create(input: LocationCreate): Promise<Location> {
      const slug = await checkedSlug(input.slug, input.name);
      const sortOrder = input.sort_order ?? (await countLocations(db)) + 1;
      const now = clock();
      const row: LocationRow = {
        id: newId(now),
        ...input,
        slug,
        content_de: sanitizeRichText(input.content_de),
        content_ru: sanitizeRichText(input.content_ru),
        active: toFlag(input.active),
        sort_order: sortOrder,
        created_at: now.toISOString(),
        updated_at: now.toISOString(),
      };
      try {
        await insertLocation(db, row);
      } catch (error) {
        if (isUniqueViolation(error)) throw slugTaken(slug);
        throw error;
      }
      return toLocation(row);
    },

    /** Changes the fields given (the admin form sends them all); an empty slug is made from the name again. */
    async update(id: string, input: LocationUpdate): Promise<Location> {
      const current = await getRow(id);
      const { active, slug, content_de, content_ru, ...texts } = input;
      const patch: Updateable<LocationTable> = { ...texts };
      if (slug !== undefined && slug !== current.slug) {
        patch.slug = await checkedSlug(slug, input.name ?? current.name, id);
      }
      if (content_de !== undefined) patch.content_de = sanitizeRichText(content_de);
      if (content_ru !== undefined) patch.content_ru = sanitizeRichText(content_ru);
      if (active !== undefined) patch.active = toFlag(active);
      patch.updated_at = clock().toISOString();
      try {
        await updateLocation(db, id, patch);
      } catch (error) {
        if (isUniqueViolation(error) && patch.slug) throw slugTaken(patch.slug);
        throw error;
      }
      return toLocation({ ...current, ...patch } as LocationRow);
    },

    async remove(id: string): Promise<void> {
      if ((await deleteLocation(db, id)) === 0) throw notFound('Location not found');
    },
  };
}
