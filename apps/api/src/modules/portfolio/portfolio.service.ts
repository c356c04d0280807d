import {
  type AdminPortfolioItem,
  type ConsentStatus,
  canonicalCategory,
  type ImageInfo,
  MAX_FEATURED_PROJECTS,
  type PortfolioItemInput,
  type PortfolioItemUpdate,
  type PortfolioPhoto,
  type PortfolioPhotosInput,
  PROJECT_RESERVED_SLUGS,
  type ProjectConsent,
  type ProjectConsentInput,
  PUBLISHABLE_CONSENT,
  type PublicPortfolioItem,
  type PublicProjectPage,
  portfolioItemInputSchema,
  portfolioItemUpdateSchema,
  portfolioPhotosInputSchema,
  projectConsentInputSchema,
  slugify,
  uniqueSlug,
} from '@app/contracts';
import type { Insertable, Kysely, Updateable } from 'kysely';
import { newId } from '../../db/ids.ts';
import { fromFlag, parseList, toFlag, toJson } from '../../db/rows.ts';
import type { Database, PortfolioItemTable } from '../../db/schema.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { AppError, invalidField, notFound } from '../../http/errors.ts';
import { parseInput } from '../../http/parse-input.ts';
import {
  countPublicByCategory,
  deleteItem,
  findCategorySlug,
  findItemById,
  findItemBySlug,
  insertItem,
  listItems,
  listPublicOrder,
  type Neighbour,
  type PortfolioItemRow,
  positionBounds,
  slugsLike,
  updateItem,
  updateItemIfImages,
} from './portfolio.repository.ts';
import { bare, parseConsent, parsePhotos } from './portfolio.rows.ts';

const RESERVED = new Set<string>(PROJECT_RESERVED_SLUGS);
const SLUG_SHAPE = /^[a-z0-9]+(-[a-z0-9]+)*$/;

const slugTaken = (slug: string) =>
  new AppError('slug.taken', `The slug '${slug}' is already used by another project`, {
    errors: [{ path: 'slug', code: 'slug_taken', message: 'is already used by another project' }],
  });
const slugReserved = (slug: string) =>
  new AppError('slug.reserved', `The slug '${slug}' is reserved for an address of the site; please choose another`, {
    errors: [{ path: 'slug', code: 'slug_reserved', message: 'is reserved for an address of the site' }],
  });
const neighbour = (row: Neighbour | undefined) =>
  row ? { slug: row.slug, title_de: row.title_de, title_ru: row.title_ru } : null;

const featuredFull = () =>
  invalidField('featured', 'too_big', `at most ${MAX_FEATURED_PROJECTS} projects can be featured on the home page`);

/**
 * Looks up the responsive variants of stored images. Answers one ImageInfo per URL it knows
 * (matched by `url`); unknown URLs are left out. The media module provides the real one.
 */
export type ResolvePhotos = (urls: string[]) => Promise<ImageInfo[]>;
const noPhotos: ResolvePhotos = async () => [];

export const PUBLIC_LIST_DEFAULT_LIMIT = 100;
export const ADMIN_LIST_DEFAULT_LIMIT = 500;

export interface PortfolioQuery {
  category?: string | undefined;
  featured?: string | undefined;
  limit?: number | undefined;
  skip?: number | undefined;
}

const queryFlag = (value: string | undefined) => (value === undefined ? undefined : value === 'true' || value === '1');

/** A client gallery's opt-in to public use (ADR 029), when the client has given it and not withdrawn it. */
export type GalleryConsentLookup = (
  galleryId: string,
) => Promise<{ consent_id: string; given_at: string; client_name: string } | null>;

export function createPortfolioService({
  db,
  clock,
  resolvePhotos = noPhotos,
  galleryConsent,
}: {
  db: Kysely<Database>;
  clock: () => Date;
  resolvePhotos?: ResolvePhotos | undefined;
  galleryConsent?: GalleryConsentLookup | undefined;
}) {
  async function toAdminItems(rows: PortfolioItemRow[]): Promise<AdminPortfolioItem[]> {
    const lists = rows.map((row) => parsePhotos(row.images));
    const all = [...new Set(lists.flat().map((photo) => photo.url))];
    const known = new Map((all.length ? await resolvePhotos(all) : []).map((info) => [info.url, info]));
    return rows.map((row, index) => {
      const photoTexts = lists[index] ?? [];
      const images = photoTexts.map((photo) => photo.url);
      return {
        id: row.id,
        slug: row.slug,
        title_de: row.title_de,
        title_ru: row.title_ru,
        description_de: row.description_de,
        description_ru: row.description_ru,
        category: row.category,
        shot_on: row.shot_on,
        place_de: row.place_de,
        place_ru: row.place_ru,
        featured: fromFlag(row.featured),
        tags: parseList<string>(row.tags).filter((tag) => typeof tag === 'string'),
        image: images[0] ?? row.image,
        images,
        photos: images.flatMap((url) => known.get(url) ?? []),
        photo_texts: photoTexts,
        thumbnail: row.thumbnail,
        consent: parseConsent(row.consent_status, row.consent),
        published: images.length > 0 && PUBLISHABLE_CONSENT.includes(row.consent_status as ConsentStatus),
        position: Number(row.position ?? 0),
        featured_position: row.featured_position === null ? null : Number(row.featured_position),
        created_at: row.created_at,
        updated_at: row.updated_at,
      };
    });
  }

  const toPublic = ({
    thumbnail: _t,
    updated_at: _u,
    position: _p,
    featured_position: _f,
    consent: _c,
    published: _pub,
    ...item
  }: AdminPortfolioItem): PublicPortfolioItem => item;

  async function checkCategory(slug: string): Promise<void> {
    if (slug === 'all' || !(await findCategorySlug(db, slug))) {
      throw invalidField(
        'category',
        'invalid_choice',
        `must be the slug of an existing category (not 'all'); '${slug}' is not one`,
      );
    }
  }

  /**
   * The slug the owner typed (refused when reserved or another project's), or, when empty, one made
   * from the German title with a suffix when taken.
   */
  async function checkedSlug(given: string, titleDe: string, ownId?: string): Promise<string> {
    if (given) {
      if (RESERVED.has(given)) throw slugReserved(given);
      const other = await findItemBySlug(db, given);
      if (other && other.id !== ownId) throw slugTaken(given);
      return given;
    }
    const base = slugify(titleDe);
    const taken = await slugsLike(db, base || 'projekt');
    if (ownId) {
      const own = await findItemById(db, ownId);
      if (own) taken.delete(own.slug);
    }
    return uniqueSlug(base, (slug) => !RESERVED.has(slug) && !taken.has(slug));
  }

  /** Writes, turning a unique violation on the slug (two saves at once) into 409 slug.taken. */
  async function writing<T>(slug: string | undefined, write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (slug !== undefined && isUniqueViolation(error)) throw slugTaken(slug);
      throw error;
    }
  }

  /** The slug patch of a change: none when not given, a new one made from the title when emptied. */
  async function slugPatch(id: string, input: { slug?: string | undefined; title_de?: string | undefined }) {
    if (input.slug === undefined) return {};
    const row = await getRow(id);
    return { slug: await checkedSlug(input.slug, input.title_de ?? row.title_de, id) };
  }

  /** The text and flag fields given (and the time of the change). */
  function fieldsPatch(input: ReturnType<typeof portfolioItemUpdateSchema.parse>): Updateable<PortfolioItemTable> {
    const patch: Updateable<PortfolioItemTable> = {};
    const keys = [
      'title_de',
      'title_ru',
      'description_de',
      'description_ru',
      'category',
      'shot_on',
      'place_de',
      'place_ru',
    ] as const;
    for (const key of keys) {
      if (input[key] !== undefined) patch[key] = input[key];
    }
    if (input.tags !== undefined) patch.tags = toJson(input.tags);
    patch.updated_at = clock().toISOString();
    return patch;
  }

  /** A new photo list; the first photo is the cover (`image`, `thumbnail`). */
  function photosPatch(photos: PortfolioPhoto[]): Updateable<PortfolioItemTable> {
    const cover = photos[0]?.url ?? '';
    return { images: toJson(photos), image: cover, thumbnail: cover };
  }

  /**
   * The featured flag as a patch: a project newly featured goes to the end of the home page's list
   * (422 when it is full), one no longer featured leaves it.
   */
  async function featuredPatch(
    wanted: boolean | undefined,
    current: PortfolioItemRow | undefined,
  ): Promise<Updateable<PortfolioItemTable>> {
    if (wanted === undefined) return {};
    if (!wanted) return { featured: 0, featured_position: null };
    if (current && fromFlag(current.featured)) return {};
    const { lastFeatured, featuredCount } = await positionBounds(db);
    if (featuredCount >= MAX_FEATURED_PROJECTS) throw featuredFull();
    return { featured: 1, featured_position: (lastFeatured ?? -1) + 1 };
  }

  /**
   * Writes a new photo list made from the current one by `change`, only if the list is still as read
   * (another request's change made meanwhile is read again, never overwritten); answers the photos
   * the project no longer has, so the caller deletes files nothing refers to.
   */
  async function changePhotos(
    id: string,
    change: (current: PortfolioPhoto[]) => PortfolioPhoto[],
    extra: () => Promise<Updateable<PortfolioItemTable>> = async () => ({}),
    slug?: string,
  ): Promise<{ item: AdminPortfolioItem; dropped: string[] }> {
    for (let attempt = 1; attempt <= 8; attempt++) {
      const row = await getRow(id);
      const current = parsePhotos(row.images);
      const photos = change(current);
      const patch = { ...(await extra()), ...photosPatch(photos), updated_at: clock().toISOString() };
      if (await writing(slug, () => updateItemIfImages(db, id, row.images, patch))) {
        const kept = new Set(photos.map((photo) => photo.url));
        return { item: await getItem(id), dropped: current.map((p) => p.url).filter((url) => !kept.has(url)) };
      }
    }
    throw new AppError('conflict', 'The project is being changed elsewhere at the same time: please try again');
  }

  async function getRow(id: string): Promise<PortfolioItemRow> {
    const row = await findItemById(db, id);
    if (!row) throw notFound('Portfolio item not found');
    return row;
  }

  async function getItem(id: string): Promise<AdminPortfolioItem> {
    const [item] = await toAdminItems([await getRow(id)]);
    if (!item) throw notFound('Portfolio item not found');
    return item;
  }

  async function filterOf(query: PortfolioQuery, defaultLimit: number) {
    const asked = query.category && query.category !== 'all' ? query.category : undefined;
    // An old key (`event`) filters today's category, unless a category still has it.
    const category = asked && !(await findCategorySlug(db, asked)) ? canonicalCategory(asked) : asked;
    return {
      ...(category !== undefined ? { category } : {}),
      ...(query.featured !== undefined ? { featured: queryFlag(query.featured) } : {}),
      limit: query.limit ?? defaultLimit,
      skip: query.skip ?? 0,
    };
  }

  return {
    /**
     * In the owner's order, or with `featured` the home page's featured projects in their order;
     * category missing or 'all' = every category. Projects without a photo are left out.
     */
    async listPublic(query: PortfolioQuery): Promise<PublicPortfolioItem[]> {
      const rows = await listItems(db, { ...(await filterOf(query, PUBLIC_LIST_DEFAULT_LIMIT)), publicOnly: true });
      return (await toAdminItems(rows)).map(toPublic);
    },

    /** The categories that have a project the public site shows, with how many, by key. */
    async countPublicByCategory(): Promise<{ slug: string; count: number }[]> {
      return [...(await countPublicByCategory(db)).entries()].map(([slug, count]) => ({ slug, count }));
    },

    async listAdmin(query: PortfolioQuery): Promise<AdminPortfolioItem[]> {
      return toAdminItems(await listItems(db, await filterOf(query, ADMIN_LIST_DEFAULT_LIMIT)));
    },

    getItem,

    /** A project's page by its slug: the project and its neighbours in the owner's order; 404 when none. */
    async getPublicPage(slug: string): Promise<PublicProjectPage> {
      if (!SLUG_SHAPE.test(slug) || slug.length > 100) throw notFound('Project not found');
      const row = await findItemBySlug(db, slug);
      // A project the public site does not show (no photo; consent missing or withdrawn) is not found.
      if (
        !row ||
        parsePhotos(row.images).length === 0 ||
        !PUBLISHABLE_CONSENT.includes(row.consent_status as ConsentStatus)
      ) {
        throw notFound('Project not found');
      }
      const [[item], order] = await Promise.all([toAdminItems([row]), listPublicOrder(db)]);
      if (!item) throw notFound('Project not found');
      const index = order.findIndex((other) => other.id === row.id);
      return { project: toPublic(item), previous: neighbour(order[index - 1]), next: neighbour(order[index + 1]) };
    },

    /**
     * Validates (422 on bad fields or an unknown category) and stores a new project, first in the
     * owner's order. Its photos may come with it or one by one afterwards (addPhoto); until it has
     * one, the public site does not show it.
     */
    async createItem(raw: PortfolioItemInput): Promise<AdminPortfolioItem> {
      const input = parseInput(portfolioItemInputSchema, raw);
      await checkCategory(input.category);
      const slug = await checkedSlug(input.slug, input.title_de);
      const featured = await featuredPatch(input.featured, undefined);
      const now = clock();
      const { first } = await positionBounds(db);
      const id = newId(now);
      const row: Insertable<PortfolioItemTable> = {
        id,
        slug,
        title_de: input.title_de,
        title_ru: input.title_ru,
        description_de: input.description_de,
        description_ru: input.description_ru,
        category: input.category,
        shot_on: input.shot_on,
        place_de: input.place_de,
        place_ru: input.place_ru,
        featured: toFlag(false),
        featured_position: null,
        tags: toJson(input.tags),
        image: '',
        images: '[]',
        thumbnail: '',
        position: first === null ? 0 : first - 1,
        created_at: now.toISOString(),
        updated_at: now.toISOString(),
      };
      Object.assign(row, featured, photosPatch(input.images.map(bare)));
      await writing(slug, () => insertItem(db, row));
      return getItem(id);
    },

    /** Changes only the fields given; `images` replaces the whole list (texts kept for kept photos). */
    async updateItem(id: string, raw: PortfolioItemUpdate): Promise<AdminPortfolioItem> {
      const input = parseInput(portfolioItemUpdateSchema, raw);
      const row = await getRow(id);
      if (input.category !== undefined) await checkCategory(input.category);
      const slug = await slugPatch(id, input);
      const extra = async () => ({ ...fieldsPatch(input), ...slug, ...(await featuredPatch(input.featured, row)) });
      if (input.images === undefined) {
        const patch = await extra();
        await writing(patch.slug, () => updateItem(db, id, patch));
        return getItem(id);
      }
      const wanted = input.images;
      if (wanted.length === 0) throw invalidField('images', 'required', 'at least one image is required');
      // Files of photos left out stay until the media sweep finds nothing refers to them.
      const { item } = await changePhotos(
        id,
        (current) => wanted.map((url) => current.find((photo) => photo.url === url) ?? bare(url)),
        extra,
        slug.slug,
      );
      return item;
    },

    /**
     * Changes the fields given and the photos: of the project's photos those listed in `keep`
     * (in that order; URLs it does not have are ignored; null keeps them all), then `add`.
     */
    async updateItemImages(
      id: string,
      raw: PortfolioItemUpdate,
      { keep, add }: { keep: string[] | null; add: string[] },
    ): Promise<{ item: AdminPortfolioItem; dropped: string[] }> {
      const input = parseInput(portfolioItemUpdateSchema, raw);
      const row = await getRow(id);
      if (input.category !== undefined) await checkCategory(input.category);
      const slug = await slugPatch(id, input);
      const extra = async () => ({ ...fieldsPatch(input), ...slug, ...(await featuredPatch(input.featured, row)) });
      return changePhotos(
        id,
        (current) => {
          const photos = [
            ...(keep ? keep.flatMap((url) => current.filter((photo) => photo.url === url)) : current),
            ...add.map(bare),
          ];
          if (photos.length === 0) throw invalidField('images', 'required', 'at least one image is required');
          return photos;
        },
        extra,
        slug.slug,
      );
    },

    /** Adds one uploaded photo at the end of a project's photos (uploads run one file per request). */
    addPhoto(id: string, url: string) {
      return changePhotos(id, (current) => [...current.filter((photo) => photo.url !== url), bare(url)]);
    },

    /**
     * The photos in a new order with their texts (the first is the cover). Photos of the project
     * that are not listed are removed; listed URLs the project does not have (removed meanwhile)
     * are ignored, and so is a repeated one.
     */
    setPhotos(id: string, raw: PortfolioPhotosInput) {
      const { photos } = parseInput(portfolioPhotosInputSchema, raw);
      return changePhotos(id, (current) => {
        const has = new Set(current.map((photo) => photo.url));
        const next = photos.filter(
          (photo, index) => has.has(photo.url) && photos.findIndex((p) => p.url === photo.url) === index,
        );
        if (next.length === 0)
          throw invalidField('photos', 'required', "at least one of the project's images is required");
        return next;
      });
    },

    /**
     * Records the project's publication consent. Only not_needed and obtained are public: setting
     * required or withdrawn takes the project off the site at once (the admin write clears the
     * public caches). Withdrawing keeps the record and notes when.
     */
    async setConsent(id: string, raw: ProjectConsentInput): Promise<AdminPortfolioItem> {
      const input = parseInput(projectConsentInputSchema, raw);
      const row = await getRow(id);
      const before = parseConsent(row.consent_status, row.consent);
      const now = clock().toISOString();
      // "Consent from gallery X": only an opt-in the client has given (and not withdrawn) counts.
      const fromGallery = input.gallery_id ? ((await galleryConsent?.(input.gallery_id)) ?? null) : null;
      if (input.gallery_id && !fromGallery) {
        throw invalidField('gallery_id', 'invalid_value', 'the client of this gallery has not given consent');
      }
      const people = input.people.length
        ? input.people
        : fromGallery
          ? [{ name: fromGallery.client_name, minor: false, guardians: [] }]
          : [];
      const record = {
        date: input.date || (fromGallery ? fromGallery.given_at.slice(0, 10) : ''),
        note: input.note,
        people: people.map((p) => ({
          name: p.name,
          minor: p.minor,
          guardians: p.minor ? p.guardians.filter((g) => g.trim()) : [],
        })),
        withdrawn_at: input.status === 'withdrawn' ? before.withdrawn_at || now : '',
        gallery_id: input.gallery_id,
        gallery_consent_id: fromGallery?.consent_id ?? '',
        // The signed release stays with the record (its own routes replace or remove it).
        document: before.document,
      };
      await updateItem(db, id, { consent_status: input.status, consent: toJson(record), updated_at: now });
      return getItem(id);
    },

    /**
     * Records (or, with null, forgets) the project's signed release; the caller has stored or
     * removed the file itself. 404 when the project does not exist.
     */
    async setConsentDocument(id: string, document: ProjectConsent['document']): Promise<AdminPortfolioItem> {
      const row = await getRow(id);
      const record = { ...parseConsent(row.consent_status, row.consent), document };
      const { status: _status, ...stored } = record;
      await updateItem(db, id, { consent: toJson(stored), updated_at: clock().toISOString() });
      return getItem(id);
    },

    /** Deletes a project and answers the image URLs it used, so the caller can delete the files. */
    async deleteItem(id: string): Promise<string[]> {
      const row = await getRow(id);
      if ((await deleteItem(db, id)) === 0) throw notFound('Portfolio item not found');
      return [...new Set([...parsePhotos(row.images).map((photo) => photo.url), row.image, row.thumbnail])].filter(
        (url): url is string => typeof url === 'string' && url !== '',
      );
    },
  };
}

export type PortfolioService = ReturnType<typeof createPortfolioService>;
