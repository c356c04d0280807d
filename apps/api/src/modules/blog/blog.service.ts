import {
  type AdminBlogPost,
  type BlogPostInput,
  type BlogPostUpdate,
  blogPostInputSchema,
  blogPostUpdateSchema,
  ID_PATTERN,
  type ImageInfo,
  type PublicBlogPost,
  postSlugProblem,
} from '@app/contracts';
import type { Kysely, Updateable } from 'kysely';
import { newId } from '../../db/ids.ts';
import { fromFlag, parseList, toFlag, toJson } from '../../db/rows.ts';
import type { BlogPostTable, Database } from '../../db/schema.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { AppError, invalidField, notFound } from '../../http/errors.ts';
import { parseInput } from '../../http/parse-input.ts';
import { sanitizeRichText } from '../../http/rich-text.ts';
import { findSetting } from '../settings/settings.repository.ts';
import {
  type BlogPostRow,
  deletePost,
  findNextPublishAt,
  findPostById,
  findPostBySlug,
  insertPost,
  listPosts,
  updatePost,
} from './blog.repository.ts';

/** Responsive variants of stored images, one per known URL (matched by `url`); the media module provides it. */
export type ResolvePhotos = (urls: string[]) => Promise<ImageInfo[]>;
const noPhotos: ResolvePhotos = async () => [];

/** The author of a post written without one when branding has no site name. */
export const FALLBACK_BRAND_NAME = 'Lichtblick Fotografie';

export const PUBLIC_LIST_DEFAULT_LIMIT = 100;
export const ADMIN_LIST_DEFAULT_LIMIT = 500;

export interface BlogQuery {
  published?: string | undefined;
  limit?: number | undefined;
  skip?: number | undefined;
}

const slugTaken = (slug: string) =>
  new AppError('slug.taken', `The slug '${slug}' is already used by another post`, {
    errors: [{ path: 'slug', code: 'slug_taken', message: 'is already used by another post' }],
  });

export function createBlogService({
  db,
  clock,
  resolvePhotos = noPhotos,
}: {
  db: Kysely<Database>;
  clock: () => Date;
  resolvePhotos?: ResolvePhotos | undefined;
}) {
  async function toAdminPosts(rows: BlogPostRow[]): Promise<AdminBlogPost[]> {
    const urls = [...new Set(rows.map((row) => row.image).filter((url) => url !== ''))];
    const known = new Map((urls.length ? await resolvePhotos(urls) : []).map((info) => [info.url, info]));
    return rows.map((row) => ({
      id: row.id,
      title_de: row.title_de,
      title_ru: row.title_ru,
      excerpt_de: row.excerpt_de,
      excerpt_ru: row.excerpt_ru,
      content_de: row.content_de,
      content_ru: row.content_ru,
      image: row.image,
      photo: known.get(row.image) ?? null,
      author: row.author,
      tags: parseList<string>(row.tags).filter((tag) => typeof tag === 'string'),
      date: row.publish_at,
      created_at: row.created_at,
      content_format: row.content_format === 'html' ? 'html' : 'text',
      slug: row.slug ?? '',
      publish_at: row.publish_at,
      seo_title_de: row.seo_title_de,
      seo_title_ru: row.seo_title_ru,
      seo_description_de: row.seo_description_de,
      seo_description_ru: row.seo_description_ru,
      published: fromFlag(row.published),
      thumbnail: row.thumbnail,
      updated_at: row.updated_at,
    }));
  }

  const toPublic = ({ published: _p, thumbnail: _t, updated_at: _u, ...post }: AdminBlogPost): PublicBlogPost => post;

  async function getRow(id: string): Promise<BlogPostRow> {
    const row = await findPostById(db, id);
    if (!row) throw notFound('Blog post not found');
    return row;
  }

  async function getPost(id: string): Promise<AdminBlogPost> {
    const [post] = await toAdminPosts([await getRow(id)]);
    if (!post) throw notFound('Blog post not found');
    return post;
  }

  /** Public: published, and its publication time has come (checked at every request, never stored). */
  const isVisible = (row: BlogPostRow) => fromFlag(row.published) && row.publish_at <= clock().toISOString();

  /** A post's own slug: '' (none) or one that is well-formed, not reserved and not another post's. */
  async function checkedSlug(slug: string, ownId?: string): Promise<string | null> {
    if (slug === '') return null;
    const problem = postSlugProblem(slug);
    if (problem === 'invalid')
      throw invalidField('slug', 'invalid_format', 'may only contain a-z, 0-9 and single hyphens (at most 100)');
    if (problem === 'reserved') {
      throw new AppError('slug.reserved', `The slug '${slug}' is reserved for the blog's own addresses`, {
        errors: [{ path: 'slug', code: 'slug_reserved', message: 'is reserved' }],
      });
    }
    const other = await findPostBySlug(db, slug);
    if (other && other.id !== ownId) throw slugTaken(slug);
    return slug;
  }

  /** HTML content is sanitised on save; what is left must not be empty. */
  function storedContent(format: 'text' | 'html', field: 'content_de' | 'content_ru', value: string): string {
    if (format === 'text') return value;
    const clean = sanitizeRichText(value);
    if (clean.replace(/<(?!img)[^>]*>/g, '').trim() === '')
      throw invalidField(field, 'required', 'is required (nothing left after removing what is not allowed)');
    return clean;
  }

  /** Branding's site name (setting 'branding'), else the product's brand name. */
  async function brandName(): Promise<string> {
    const stored = await findSetting(db, 'branding');
    if (!stored) return FALLBACK_BRAND_NAME;
    try {
      const siteName: unknown = JSON.parse(stored)?.site_name;
      return typeof siteName === 'string' && siteName.trim() !== '' ? siteName.trim() : FALLBACK_BRAND_NAME;
    } catch {
      return FALLBACK_BRAND_NAME;
    }
  }

  return {
    /** Published posts whose publication time has come, newest first. */
    async listPublic(query: BlogQuery): Promise<PublicBlogPost[]> {
      const rows = await listPosts(db, {
        published: true,
        publishedBy: clock().toISOString(),
        limit: query.limit ?? PUBLIC_LIST_DEFAULT_LIMIT,
        skip: query.skip ?? 0,
      });
      return (await toAdminPosts(rows)).map(toPublic);
    },

    /**
     * One public post by id or by its own slug; anything else (unknown, draft, scheduled for later,
     * neither an id nor a possible slug) is a 404.
     */
    async getPublic(idOrSlug: string): Promise<PublicBlogPost> {
      const row = ID_PATTERN.test(idOrSlug)
        ? await findPostById(db, idOrSlug)
        : postSlugProblem(idOrSlug) === null
          ? await findPostBySlug(db, idOrSlug)
          : undefined;
      if (!row || !isVisible(row)) throw notFound('Blog post not found');
      const [post] = await toAdminPosts([row]);
      if (!post) throw notFound('Blog post not found');
      return toPublic(post);
    },

    async listAdmin(query: BlogQuery): Promise<AdminBlogPost[]> {
      const published =
        query.published === undefined ? undefined : query.published === 'true' || query.published === '1';
      const rows = await listPosts(db, {
        ...(published !== undefined ? { published } : {}),
        limit: query.limit ?? ADMIN_LIST_DEFAULT_LIMIT,
        skip: query.skip ?? 0,
      });
      return toAdminPosts(rows);
    },

    getPost,

    /** The next time a scheduled post becomes public (ISO UTC), or null when none is waiting. */
    nextPublishAt: () => findNextPublishAt(db, clock().toISOString()),

    /** Validates (422 on bad fields) and stores a new post; the author defaults to the brand name. */
    async createPost(raw: BlogPostInput): Promise<AdminBlogPost> {
      const input = parseInput(blogPostInputSchema, raw);
      const now = clock();
      const format = input.content_format;
      const row: BlogPostRow = {
        id: newId(now),
        title_de: input.title_de,
        title_ru: input.title_ru,
        excerpt_de: input.excerpt_de,
        excerpt_ru: input.excerpt_ru,
        content_de: storedContent(format, 'content_de', input.content_de),
        content_ru: storedContent(format, 'content_ru', input.content_ru),
        content_format: format,
        slug: await checkedSlug(input.slug),
        publish_at: input.publish_at ? new Date(input.publish_at).toISOString() : now.toISOString(),
        seo_title_de: input.seo_title_de,
        seo_title_ru: input.seo_title_ru,
        seo_description_de: input.seo_description_de,
        seo_description_ru: input.seo_description_ru,
        image: input.image,
        thumbnail: input.image,
        author: input.author || (await brandName()),
        published: toFlag(input.published),
        tags: toJson(input.tags),
        created_at: now.toISOString(),
        updated_at: now.toISOString(),
      };
      try {
        await insertPost(db, row);
      } catch (error) {
        if (row.slug && isUniqueViolation(error)) throw slugTaken(row.slug);
        throw error;
      }
      return getPost(row.id);
    },

    /** Changes only the fields given; an empty author becomes the brand name again. */
    async updatePost(id: string, raw: BlogPostUpdate): Promise<AdminBlogPost> {
      const input = parseInput(blogPostUpdateSchema, raw);
      const current = await getRow(id);
      const patch: Updateable<BlogPostTable> = {};
      for (const key of [
        'title_de',
        'title_ru',
        'excerpt_de',
        'excerpt_ru',
        'seo_title_de',
        'seo_title_ru',
        'seo_description_de',
        'seo_description_ru',
      ] as const) {
        if (input[key] !== undefined) patch[key] = input[key];
      }
      const format = input.content_format ?? (current.content_format === 'html' ? 'html' : 'text');
      if (input.content_format !== undefined) patch.content_format = format;
      for (const key of ['content_de', 'content_ru'] as const) {
        const value = input[key] ?? (format !== current.content_format ? current[key] : undefined);
        if (value !== undefined) patch[key] = storedContent(format, key, value);
      }
      if (input.slug !== undefined) patch.slug = await checkedSlug(input.slug, id);
      if (input.publish_at) patch.publish_at = new Date(input.publish_at).toISOString();
      if (input.author !== undefined) patch.author = input.author || (await brandName());
      if (input.published !== undefined) patch.published = toFlag(input.published);
      if (input.tags !== undefined) patch.tags = toJson(input.tags);
      if (input.image !== undefined) {
        patch.image = input.image;
        patch.thumbnail = input.image;
      }
      patch.updated_at = clock().toISOString();
      try {
        await updatePost(db, id, patch);
      } catch (error) {
        if (patch.slug && isUniqueViolation(error)) throw slugTaken(patch.slug);
        throw error;
      }
      return getPost(id);
    },

    /** Deletes a post and answers the image URLs it used, so the caller can delete the files. */
    async deletePost(id: string): Promise<string[]> {
      const row = await getRow(id);
      if ((await deletePost(db, id)) === 0) throw notFound('Blog post not found');
      return [...new Set([row.image, row.thumbnail])].filter((url) => url !== '');
    },
  };
}

export type BlogService = ReturnType<typeof createBlogService>;
