import { ArrowLeft, ArrowRight } from 'lucide-react';
import { loadPosts, loadSiteName, teaser } from '../../features/blog/blog.server';
import { blogMeta } from '../../features/blog/blog-meta';
import { postTexts } from '../../features/blog/post-format';
import { PostTeaser } from '../../features/blog/post-teaser';
import { blogTexts } from '../../features/blog/texts';
import { Link } from '../../features/language/links';
import { pageUrl } from '../../features/seo/alternates';
import { useLanguage } from '../../i18n';
import { textsFor } from '../../i18n/texts';
import { hyphenationFor } from '../../lib/hyphenate.server';
import { useHyphenation } from '../../lib/hyphenation';
import { pageLanguage } from '../../lib/lang';
import { publicUrl } from '../../lib/load';
import type { Route } from './+types/blog';

const PAGE_SIZE = 10;

function pageNumber(url: URL): number {
  const page = Number(url.searchParams.get('page'));
  return Number.isInteger(page) && page > 1 && page <= 10_000 ? page : 1;
}

export async function loader({ url, context }: Route.LoaderArgs) {
  const lang = pageLanguage(url);
  const page = pageNumber(url);
  // One more than a page tells whether an older page exists.
  const [loaded, siteName] = await Promise.all([
    loadPosts(context, PAGE_SIZE + 1, (page - 1) * PAGE_SIZE),
    loadSiteName(context, lang),
  ]);
  const t = textsFor(blogTexts, lang);
  const path = page > 1 ? `/blog?page=${page}` : '/blog';
  const posts = loaded.slice(0, PAGE_SIZE).map(teaser);
  return {
    posts,
    hyphenation: hyphenationFor(lang, [t.title, ...posts.map((post) => postTexts(post, lang).title)]),
    page,
    hasOlder: loaded.length > PAGE_SIZE,
    seo: {
      title: t.metaTitle,
      description: t.metaDescription,
      canonical: pageUrl(publicUrl(context), lang, path),
      siteName,
      lang,
      type: 'website' as const,
    },
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData ? blogMeta(loaderData.seo) : [];
}

export default function BlogList({ loaderData }: Route.ComponentProps) {
  const lang = useLanguage();
  const t = textsFor(blogTexts, lang);
  const hy = useHyphenation();
  const { posts, page, hasOlder } = loaderData;
  return (
    <>
      <header className="mx-auto max-w-3xl px-5 pb-14 pt-16 text-center sm:pb-20 sm:pt-24">
        <p className="text-xs font-medium uppercase tracking-[0.3em] text-accent-dark">{t.eyebrow}</p>
        <h1 className="mt-4 font-display text-5xl font-medium leading-[1.05] sm:text-6xl">{hy(t.title)}</h1>
        <p className="mx-auto mt-6 max-w-2xl text-lg leading-relaxed text-stone-700">{t.lead}</p>
      </header>
      <div className="mx-auto max-w-6xl px-5 pb-24 lg:px-8">
        {posts.length === 0 ? (
          <p className="border-y border-stone-200 py-20 text-center font-display text-2xl text-stone-600">{t.empty}</p>
        ) : (
          <div className="space-y-20 sm:space-y-28">
            {posts.map((post, i) => (
              <PostTeaser key={post.id} post={post} lang={lang} t={t} flipped={i % 2 === 1} priority={i === 0} />
            ))}
          </div>
        )}
        {(page > 1 || hasOlder) && (
          <nav
            aria-label={t.pagination}
            className="mt-20 flex items-center justify-between border-t border-stone-200 pt-8 text-sm font-medium uppercase tracking-[0.15em]"
          >
            {page > 1 ? (
              <Link
                to={page === 2 ? '/blog' : `/blog?page=${page - 1}`}
                className="inline-flex items-center gap-2 rounded-sm text-accent-dark hover:text-ink"
              >
                <ArrowLeft aria-hidden className="size-4" />
                {t.newer}
              </Link>
            ) : (
              <span />
            )}
            {hasOlder && (
              <Link
                to={`/blog?page=${page + 1}`}
                className="inline-flex items-center gap-2 rounded-sm text-accent-dark hover:text-ink"
              >
                {t.older}
                <ArrowRight aria-hidden className="size-4" />
              </Link>
            )}
          </nav>
        )}
      </div>
    </>
  );
}
