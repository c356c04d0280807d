import type { Language } from '@app/contracts';
import { redirect, useSearchParams } from 'react-router';
import { getToken, loginUrl } from '../../features/admin-api/client';
import { ApiError, isSignedOut } from '../../features/admin-api/errors';
import { getPost } from '../../features/admin-blog/api';
import { formatBerlin } from '../../features/admin-blog/berlin-time';
import { adminBlogTexts } from '../../features/admin-blog/texts';
import { Spinner } from '../../features/admin-ui/ui';
import { PostArticle } from '../../features/blog/post-article';
import { postTexts } from '../../features/blog/post-format';
import { blogTexts } from '../../features/blog/texts';
import { textsFor } from '../../i18n/texts';
import type { Route } from './+types/blog-preview';

/**
 * /admin/blog/:id/preview: a post (a draft, a scheduled one) as its public page will show it,
 * for the signed-in owner only (ADR 023). Rendered in the browser with the admin token, like the
 * rest of the office: the server sends no post, nothing is cached, search engines are told to
 * stay away. Without a session: the sign-in page (which comes back here).
 */
export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  const url = new URL(request.url);
  const here = url.pathname + url.search;
  if (!getToken()) throw redirect(loginUrl(here));
  try {
    return { post: await getPost(params.id) };
  } catch (error) {
    if (isSignedOut(error)) throw redirect(loginUrl(here));
    // No such post, or an address that is no post id at all.
    if (error instanceof ApiError && (error.code === 'not_found' || error.code === 'validation_failed')) {
      return { post: null };
    }
    throw error;
  }
}

export function headers() {
  return { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex, nofollow' };
}

export function meta() {
  return [{ title: 'Предпросмотр статьи' }, { name: 'robots', content: 'noindex, nofollow' }];
}

export function HydrateFallback() {
  return (
    <div lang="ru" className="flex min-h-dvh items-center justify-center">
      <Spinner />
    </div>
  );
}

export default function BlogPreview({ loaderData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  const lang: Language = params.get('lang') === 'ru' ? 'ru' : 'de';
  const t = textsFor(adminBlogTexts, 'ru');
  const { post } = loaderData;
  if (!post) {
    return (
      <main lang="ru" className="flex min-h-dvh items-center justify-center bg-stone-100 px-4">
        <p className="text-lg">{t.previewMissing}</p>
      </main>
    );
  }
  const texts = postTexts(post, lang);
  const isPublic = post.published && Date.parse(post.publish_at) <= Date.now();
  const state = isPublic ? t.published : post.published ? t.scheduled(formatBerlin(post.publish_at)) : t.draft;
  return (
    <>
      <div
        lang="ru"
        className="sticky top-0 z-20 border-b border-amber-300 bg-amber-100 px-4 py-2 text-sm text-amber-950"
      >
        <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-4 gap-y-1">
          <strong>{t.previewBanner(state)}</strong>
          <nav aria-label={t.previewLanguage} className="flex gap-1">
            {(['de', 'ru'] as const).map((code) => (
              <a
                key={code}
                href={`?lang=${code}`}
                aria-current={code === lang ? 'page' : undefined}
                className={`inline-flex min-h-11 items-center rounded px-3 underline-offset-4 ${
                  code === lang ? 'bg-amber-950 text-white' : 'underline'
                }`}
              >
                {code === 'de' ? t.previewGerman : t.previewRussian}
              </a>
            ))}
          </nav>
        </div>
      </div>
      <main lang={lang}>
        <PostArticle
          post={post}
          title={texts.title}
          excerpt={texts.excerpt}
          content={texts.content}
          lang={lang}
          t={textsFor(blogTexts, lang)}
        />
      </main>
    </>
  );
}
