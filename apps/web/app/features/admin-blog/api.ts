import { type AdminBlogPost, contentOperations as ops } from '@app/contracts';
import { call } from '../admin-api/call';
import type { Progress } from '../admin-api/client';

export type StatusFilter = 'all' | 'published' | 'draft';

/** The product's brand name, the default author. */
export const DEFAULT_AUTHOR = 'Lichtblick Fotografie';

export const listPosts = (filter: StatusFilter) =>
  call(ops.posts, {
    query: { published: filter === 'all' ? undefined : filter === 'published' ? 'true' : 'false', limit: 500 },
  });
export const deletePost = (id: string) => call(ops.deletePost, { params: { id } });
/** One post for the preview; a 401 is the caller's (the preview goes to the sign-in page). */
export const getPost = (id: string) => call(ops.post, { params: { id }, redirectOn401: false });

/** What the post form edits: the contract's post without id, image and timestamps. */
export type PostInput = Pick<
  AdminBlogPost,
  | 'title_de'
  | 'title_ru'
  | 'excerpt_de'
  | 'excerpt_ru'
  | 'content_de'
  | 'content_ru'
  | 'content_format'
  | 'author'
  | 'published'
  | 'tags'
  | 'slug'
  | 'publish_at'
  | 'seo_title_de'
  | 'seo_title_ru'
  | 'seo_description_de'
  | 'seo_description_ru'
>;

export function savePost(id: string | null, input: PostInput, image: File | null, onProgress: Progress) {
  const form = new FormData();
  for (const [key, value] of Object.entries(input)) {
    if (key === 'tags') form.append('tags', JSON.stringify(value));
    else form.append(key, String(value));
  }
  if (image) form.append('image', image);
  return id ? call(ops.updatePost, { params: { id }, form, onProgress }) : call(ops.createPost, { form, onProgress });
}
