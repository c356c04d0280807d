import { type Language, type PublicBlogPost, publicBlogPostSchema } from '@app/contracts';
import { z } from 'zod';
import { withoutPreview } from '../../components/ui/responsive-image';
import { siteTexts } from '../../i18n/site-texts';
import { textsFor } from '../../i18n/texts';
import { answered } from '../../lib/api-answer';
import { loadJson, loadWithStatus } from '../../lib/load';

type Context = Parameters<typeof loadJson>[0];

const brandNameSchema = z.object({ site_name: z.string().min(1) });
const postListSchema = z.array(publicBlogPostSchema);

/** The brand name from the branding settings; the built-in name if they cannot be read. */
export async function loadSiteName(context: Context, lang: Language): Promise<string> {
  const branding = await loadJson(context, '/api/admin/settings/branding', null, brandNameSchema.nullable());
  return branding?.site_name ?? textsFor(siteTexts, lang).meta.siteName;
}

/** Published posts, newest first; [] when the list cannot be read. */
export function loadPosts(context: Context, limit: number, skip = 0): Promise<PublicBlogPost[]> {
  const query = new URLSearchParams({ limit: String(limit), skip: String(skip) });
  return loadJson(context, `/api/public/blog?${query}`, [], postListSchema);
}

/**
 * A post as a teaser shows it (title, excerpt, image, date): the full texts stay out of a list
 * page's data, which is written into the page for hydration.
 */
export function teaser(post: PublicBlogPost): PublicBlogPost {
  return { ...post, content_de: '', content_ru: '', photo: withoutPreview(post.photo) };
}

/** One published post, or the status to answer with when there is none (404, or 503 when the API failed). */
export async function loadPost(
  context: Context,
  id: string,
): Promise<{ post: PublicBlogPost; status: 200 } | { post: null; status: 404 | 503 }> {
  const res = await loadWithStatus(context, `/api/public/blog/${encodeURIComponent(id)}`);
  const answer = answered(res);
  if (answer.ok) {
    const parsed = publicBlogPostSchema.safeParse(answer.data);
    if (parsed.success) return { post: parsed.data, status: 200 };
  }
  // No such post (or no post id): 404; the API failing or unreachable: 503.
  const failed = !answer.ok && (answer.code === 'internal' || answer.code === 'unavailable');
  return { post: null, status: failed ? 503 : 404 };
}
