import {
  type AdminPortfolioItem,
  canonicalCategory,
  type ImageInfo,
  type PortfolioItemInput,
  type PortfolioItemUpdate,
  PROJECT_RESERVED_SLUGS,
  type PublicPortfolioItem,
  type PublicProjectPage,
  portfolioItemInputSchema,
  portfolioItemUpdateSchema,
  slugify,
  uniqueSlug,
} from '@app/contracts';
import type { Kysely, Updateable } from 'kysely';
import { newId } from '../../db/ids.ts';
import { fromFlag, parseList, toFlag, toJson } from '../../db/rows.ts';
import type { Database, PortfolioItemTable } from '../../db/schema.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { AppError, invalidField, notFound } from '../../http/errors.ts';
import { parseInput } from '../../http/parse-input.ts';
import {
  deleteItem,
  findCategorySlug,
  findItemById,
  findItemBySlug,
  findNeighbours,
  insertItem,
  listItems,
  type Neighbour,
  type PortfolioItemRow,
  slugsLike,
  updateItem,
  updateItemIfImages,
} from './portfolio.repository.ts';

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

export function createPortfolioService({
  db,
  clock,
  resolvePhotos = noPhotos,
}: {
  db: Kysely<Database>;
  clock: () => Date;
  resolvePhotos?: ResolvePhotos | undefined;
}) {
  async function toAdminItems(rows: PortfolioItemRow[]): Promise<AdminPortfolioItem[]> {
    const lists = rows.map((row) => parseList<string>(row.images).filter((url) => typeof url === 'string'));
    const all = [...new Set(lists.flat())];
    const known = new Map((all.length ? await resolvePhotos(all) : []).map((info) => [info.url, info]));
    return rows.map((row, index) => {
      const images = lists[index] ?? [];
      return {
        id: row.id,
        slug: row.slug,
        title_de: row.title_de,
        title_ru: row.title_ru,
        description_de: row.description_de,
        description_ru: row.description_ru,
        category: row.category,
        featured: fromFlag(row.featured),
        tags: parseList<string>(row.tags).filter((tag) => typeof tag === 'string'),
        image: images[0] ?? row.image,
        images,
        photos: images.flatMap((url) => known.get(url) ?? []),
        thumbnail: row.thumbnail,
        created_at: row.created_at,
        updated_at: row.updated_at,
      };
    });
  }

  const toPublic = ({ thumbnail: _t, updated_at: _u, ...item }: AdminPortfolioItem): PublicPortfolioItem => item;

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

  function checkImages(images: string[]): void {
    if (images.length === 0) throw invalidField('images', 'required', 'at least one image is required');
  }

  /** The text and flag fields given (and the time of the change). */
  function fieldsPatch(input: ReturnType<typeof portfolioItemUpdateSchema.parse>): Updateable<PortfolioItemTable> {
    const patch: Updateable<PortfolioItemTable> = {};
    for (const key of ['title_de', 'title_ru', 'description_de', 'description_ru', 'category'] as const) {
      if (input[key] !== undefined) patch[key] = input[key];
    }
    if (input.featured !== undefined) patch.featured = toFlag(input.featured);
    if (input.tags !== undefined) patch.tags = toJson(input.tags);
    patch.updated_at = clock().toISOString();
    return patch;
  }

  /** A new image list; the first image is the main one. */
  function imagesPatch(images: string[]): Updateable<PortfolioItemTable> {
    checkImages(images);
    return { images: toJson(images), image: images[0] ?? '', thumbnail: images[0] ?? '' };
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
    /** Newest first; category missing or 'all' = every category. */
    async listPublic(query: PortfolioQuery): Promise<PublicPortfolioItem[]> {
      const rows = await listItems(db, await filterOf(query, PUBLIC_LIST_DEFAULT_LIMIT));
      return (await toAdminItems(rows)).map(toPublic);
    },

    async listAdmin(query: PortfolioQuery): Promise<AdminPortfolioItem[]> {
      return toAdminItems(await listItems(db, await filterOf(query, ADMIN_LIST_DEFAULT_LIMIT)));
    },

    getItem,

    /** A project's page by its slug: the project and its newer and older neighbours; 404 when none. */
    async getPublicPage(slug: string): Promise<PublicProjectPage> {
      if (!SLUG_SHAPE.test(slug) || slug.length > 100) throw notFound('Project not found');
      const row = await findItemBySlug(db, slug);
      if (!row) throw notFound('Project not found');
      const [[item], { newer, older }] = await Promise.all([toAdminItems([row]), findNeighbours(db, row)]);
      if (!item) throw notFound('Project not found');
      return { project: toPublic(item), previous: neighbour(newer), next: neighbour(older) };
    },

    /** Validates (422 on bad fields, an unknown category or no image) and stores a new project. */
    async createItem(raw: PortfolioItemInput): Promise<AdminPortfolioItem> {
      const input = parseInput(portfolioItemInputSchema, raw);
      await checkCategory(input.category);
      checkImages(input.images);
      const slug = await checkedSlug(input.slug, input.title_de);
      const now = clock();
      const row: PortfolioItemRow = {
        id: newId(now),
        slug,
        title_de: input.title_de,
        title_ru: input.title_ru,
        description_de: input.description_de,
        description_ru: input.description_ru,
        category: input.category,
        featured: toFlag(input.featured),
        tags: toJson(input.tags),
        image: input.images[0] ?? '',
        images: toJson(input.images),
        thumbnail: input.images[0] ?? '',
        created_at: now.toISOString(),
        updated_at: now.toISOString(),
      };
      await writing(slug, () => insertItem(db, row));
      return getItem(row.id);
    },

    /** Changes only the fields given; `images` replaces the whole list. */
    async updateItem(id: string, raw: PortfolioItemUpdate): Promise<AdminPortfolioItem> {
      const input = parseInput(portfolioItemUpdateSchema, raw);
      await getRow(id);
      if (input.category !== undefined) await checkCategory(input.category);
      const patch = { ...fieldsPatch(input), ...(await slugPatch(id, input)) };
      if (input.images !== undefined) Object.assign(patch, imagesPatch(input.images));
      await writing(patch.slug, () => updateItem(db, id, patch));
      return getItem(id);
    },

    /**
     * Changes the fields given and the images: of the project's images those listed in `keep`
     * (in that order; URLs it does not have are ignored; null keeps them all), then `add`. The list
     * is made from the images as they are when it is written (another request's change made in
     * the meantime is read again, never overwritten), and the images the project no longer uses
     * are answered, so the caller deletes files only nothing refers to.
     */
    async updateItemImages(
      id: string,
      raw: PortfolioItemUpdate,
      { keep, add }: { keep: string[] | null; add: string[] },
    ): Promise<{ item: AdminPortfolioItem; dropped: string[] }> {
      const input = parseInput(portfolioItemUpdateSchema, raw);
      if (input.category !== undefined) await checkCategory(input.category);
      const slug = await slugPatch(id, input);
      for (let attempt = 1; attempt <= 5; attempt++) {
        const row = await getRow(id);
        const current = parseList<string>(row.images);
        const images = [...(keep ? keep.filter((url) => current.includes(url)) : current), ...add];
        const patch = { ...fieldsPatch(input), ...slug, ...imagesPatch(images) };
        if (await writing(slug.slug, () => updateItemIfImages(db, id, row.images, patch))) {
          return { item: await getItem(id), dropped: current.filter((url) => !images.includes(url)) };
        }
      }
      throw new AppError('conflict', 'The project is being changed elsewhere at the same time: please try again');
    },

    /** Deletes a project and answers the image URLs it used, so the caller can delete the files. */
    async deleteItem(id: string): Promise<string[]> {
      const row = await getRow(id);
      if ((await deleteItem(db, id)) === 0) throw notFound('Portfolio item not found');
      return [...new Set([...parseList<string>(row.images), row.image, row.thumbnail])].filter(
        (url): url is string => typeof url === 'string' && url !== '',
      );
    },
  };
}

export type PortfolioService = ReturnType<typeof createPortfolioService>;
