import { blogSlug, localePath, postIdFromSlug } from '@app/contracts';
import { ArrowLeft } from 'lucide-react';
import { data, redirect } from 'react-router';
import { loadPost, loadPosts, loadSiteName } from '../../features/blog/blog.server';
import { blogMeta, blogPostingJsonLd } from '../../features/blog/blog-meta';
import { PostByline } from '../../features/blog/post-byline';
import { absoluteUrl, paragraphs, postTexts, shareImage } from '../../features/blog/post-format';
import { PostImage } from '../../features/blog/post-image';
import { RelatedPosts } from '../../features/blog/related-posts';
import { ShareButton } from '../../features/blog/share-button';
import { type BlogTexts, blogTexts } from '../../features/blog/texts';
import { Link } from '../../features/language/links';
import { pageUrl } from '../../features/seo/alternates';
import { useLanguage } from '../../i18n';
import { textsFor } from '../../i18n/texts';
import { requestLanguage } from '../../lib/lang';
import { publicUrl } from '../../lib/load';
import type { Route } from './+types/blog-post';

const OTHER_POSTS = 2;

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const lang = requestLanguage(request);
  const t = textsFor(blogTexts, lang);
  const origin = publicUrl(context);
  const [result, recent, siteName] = await Promise.all([
    loadPost(context, postIdFromSlug(params.slug)),
    loadPosts(context, OTHER_POSTS + 1),
    loadSiteName(context, lang),
  ]);

  if (!result.post) {
    const seo = {
      title: t.notFoundTitle,
      description: t.notFoundBody,
      canonical: pageUrl(origin, lang, '/blog'),
      siteName,
      lang,
      type: 'website' as const,
      noindex: true,
    };
    return data({ found: false as const, seo }, { status: result.status });
  }

  const post = result.post;
  const slug = blogSlug(post.title_de, post.id);
  if (params.slug !== slug) throw redirect(localePath(lang, `/blog/${slug}`), 301);

  const { title, excerpt, content } = postTexts(post, lang);
  const canonical = pageUrl(origin, lang, `/blog/${slug}`);
  const imageUrl = shareImage(post);
  const image = imageUrl ? absoluteUrl(origin, imageUrl) : undefined;
  const seo = {
    title,
    description: excerpt,
    canonical,
    siteName,
    lang,
    type: 'article' as const,
    image,
    publishedTime: post.date,
    author: post.author,
    jsonLd: blogPostingJsonLd({
      url: canonical,
      title,
      description: excerpt,
      image,
      datePublished: post.date,
      author: post.author,
      siteName,
      origin,
      lang,
    }),
  };
  return {
    found: true as const,
    post,
    title,
    excerpt,
    paragraphs: paragraphs(content),
    others: recent.filter((other) => other.id !== post.id).slice(0, OTHER_POSTS),
    seo,
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData ? blogMeta(loaderData.seo) : [];
}

function BackToBlog({ t, className = '' }: { t: BlogTexts; className?: string }) {
  return (
    <Link
      to="/blog"
      className={`inline-flex items-center gap-2 rounded-sm text-sm font-medium uppercase tracking-[0.15em] text-accent-dark hover:text-ink ${className}`}
    >
      <ArrowLeft aria-hidden className="size-4" />
      {t.backToBlog}
    </Link>
  );
}

export default function BlogPost({ loaderData }: Route.ComponentProps) {
  const lang = useLanguage();
  const t = textsFor(blogTexts, lang);

  if (!loaderData.found) {
    return (
      <section className="mx-auto max-w-xl px-5 py-24 text-center sm:py-32">
        <p className="text-xs font-medium uppercase tracking-[0.3em] text-accent-dark">{t.eyebrow}</p>
        <h1 className="mt-4 font-display text-4xl font-medium sm:text-5xl">{t.notFoundTitle}</h1>
        <p className="mt-6 text-lg leading-relaxed text-stone-700">{t.notFoundBody}</p>
        <BackToBlog t={t} className="mt-10" />
      </section>
    );
  }

  const { post, title, excerpt, others, seo } = loaderData;
  return (
    <>
      <article>
        <header className="mx-auto max-w-3xl px-5 pt-10 text-center sm:pt-14">
          <BackToBlog t={t} />
          <PostByline date={post.date} author={post.author} lang={lang} byLabel={t.by} className="mt-12 sm:mt-16" />
          <h1 className="mt-5 font-display text-4xl font-medium leading-[1.1] text-balance sm:text-6xl">{title}</h1>
          {excerpt && (
            <p className="mx-auto mt-6 max-w-2xl font-display text-xl italic leading-relaxed text-stone-700 sm:text-2xl">
              {excerpt}
            </p>
          )}
        </header>
        <div className="mx-auto mt-12 max-w-6xl sm:mt-16 sm:px-5 lg:px-8">
          <PostImage
            post={post}
            alt={title}
            aspect="aspect-[4/3] sm:aspect-[16/9]"
            sizes="(min-width: 1152px) 1088px, 100vw"
            priority
          />
        </div>
        <div className="mx-auto max-w-2xl px-5 pb-20 pt-12 sm:pt-16">
          <div className="space-y-6 text-lg leading-8 text-stone-800">
            {loaderData.paragraphs.map((paragraph, i) => (
              // Paragraphs have no id of their own and never move.
              // biome-ignore lint/suspicious/noArrayIndexKey: static list
              <p key={i}>{paragraph}</p>
            ))}
          </div>
          <footer className="mt-16 flex flex-wrap items-center justify-between gap-6 border-t border-stone-200 pt-8">
            <BackToBlog t={t} />
            <ShareButton
              url={seo.canonical}
              title={title}
              text={excerpt}
              label={t.share}
              copiedMessage={t.linkCopied}
            />
          </footer>
        </div>
      </article>
      <RelatedPosts posts={others} lang={lang} t={t} />
    </>
  );
}
