import {
  type AdminBlogPost,
  type BlogPostInput,
  type BlogPostUpdate,
  blogPostInputSchema,
  blogPostUpdateSchema,
  ID_PATTERN,
  type ImageInfo,
  type PublicBlogPost,
} from '@app/contracts';
import type { Kysely, Updateable } from 'kysely';
import { newId } from '../../db/ids.ts';
import { fromFlag, parseList, toFlag, toJson } from '../../db/rows.ts';
import type { BlogPostTable, Database } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import { parseInput } from '../../http/parse-input.ts';
import { findSetting } from '../settings/settings.repository.ts';
import { type BlogPostRow, deletePost, findPostById, insertPost, listPosts, updatePost } from './blog.repository.ts';

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
      date: row.created_at,
      created_at: row.created_at,
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
    /** Published posts only, newest first. */
    async listPublic(query: BlogQuery): Promise<PublicBlogPost[]> {
      const rows = await listPosts(db, {
        published: true,
        limit: query.limit ?? PUBLIC_LIST_DEFAULT_LIMIT,
        skip: query.skip ?? 0,
      });
      return (await toAdminPosts(rows)).map(toPublic);
    },

    /** One published post; anything else (unknown, draft, not an id at all) is a 404. */
    async getPublic(id: string): Promise<PublicBlogPost> {
      if (!ID_PATTERN.test(id)) throw notFound('Blog post not found');
      const row = await findPostById(db, id);
      if (!row || !fromFlag(row.published)) throw notFound('Blog post not found');
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

    /** Validates (422 on bad fields) and stores a new post; the author defaults to the brand name. */
    async createPost(raw: BlogPostInput): Promise<AdminBlogPost> {
      const input = parseInput(blogPostInputSchema, raw);
      const now = clock();
      const row: BlogPostRow = {
        id: newId(now),
        title_de: input.title_de,
        title_ru: input.title_ru,
        excerpt_de: input.excerpt_de,
        excerpt_ru: input.excerpt_ru,
        content_de: input.content_de,
        content_ru: input.content_ru,
        image: input.image,
        thumbnail: input.image,
        author: input.author || (await brandName()),
        published: toFlag(input.published),
        tags: toJson(input.tags),
        created_at: now.toISOString(),
        updated_at: now.toISOString(),
      };
      await insertPost(db, row);
      return getPost(row.id);
    },

    /** Changes only the fields given; an empty author becomes the brand name again. */
    async updatePost(id: string, raw: BlogPostUpdate): Promise<AdminBlogPost> {
      const input = parseInput(blogPostUpdateSchema, raw);
      await getRow(id);
      const patch: Updateable<BlogPostTable> = {};
      for (const key of ['title_de', 'title_ru', 'excerpt_de', 'excerpt_ru', 'content_de', 'content_ru'] as const) {
        if (input[key] !== undefined) patch[key] = input[key];
      }
      if (input.author !== undefined) patch.author = input.author || (await brandName());
      if (input.published !== undefined) patch.published = toFlag(input.published);
      if (input.tags !== undefined) patch.tags = toJson(input.tags);
      if (input.image !== undefined) {
        patch.image = input.image;
        patch.thumbnail = input.image;
      }
      patch.updated_at = clock().toISOString();
      await updatePost(db, id, patch);
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
