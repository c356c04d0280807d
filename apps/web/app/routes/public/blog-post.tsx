import { localePath, postIdFromSlug } from '@app/contracts';
import { ArrowLeft } from 'lucide-react';
import { data, redirect } from 'react-router';
import { button } from '../../components/ui/buttons';
import { loadPost, loadPosts, loadSiteName } from '../../features/blog/blog.server';
import { blogMeta, blogPostingJsonLd } from '../../features/blog/blog-meta';
import { PostArticle } from '../../features/blog/post-article';
import { absoluteUrl, postPaths, postTexts, shareImage } from '../../features/blog/post-format';
import { RelatedPosts } from '../../features/blog/related-posts';
import { ShareButton } from '../../features/blog/share-button';
import { type BlogTexts, blogTexts } from '../../features/blog/texts';
import { Link } from '../../features/language/links';
import { NEWSLETTER_IN_PAGE } from '../../features/newsletter/one-form';
import { NewsletterSignupForm } from '../../features/newsletter/signup-form';
import { newsletterTexts } from '../../features/newsletter/texts';
import { pageUrl } from '../../features/seo/alternates';
import { useLanguage } from '../../i18n';
import { textsFor } from '../../i18n/texts';
import { hyphenationFor } from '../../lib/hyphenate.server';
import { useHyphenation } from '../../lib/hyphenation';
import { pageLanguage } from '../../lib/lang';
import { publicUrl } from '../../lib/load';
import type { Route } from './+types/blog-post';

const OTHER_POSTS = 2;

/** The page has its own newsletter sign-up: the footer leaves its one out. */
export const handle = NEWSLETTER_IN_PAGE;

export async function loader({ url, context, params }: Route.LoaderArgs) {
  const lang = pageLanguage(url);
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
  // One address per post and language: German its own slug when it has one, Russian its
  // transliterated Russian title; every other address of the post (the spec's title-and-id
  // address, the other language's slug) leads there.
  const languagePaths = postPaths(post);
  if (`/blog/${params.slug}` !== languagePaths[lang]) throw redirect(localePath(lang, languagePaths[lang]), 301);

  const { title, excerpt, content, seoTitle, seoDescription } = postTexts(post, lang);
  const canonical = pageUrl(origin, lang, languagePaths[lang]);
  const imageUrl = shareImage(post);
  const image = imageUrl ? absoluteUrl(origin, imageUrl) : undefined;
  const seo = {
    title: seoTitle,
    description: seoDescription,
    canonical,
    siteName,
    lang,
    type: 'article' as const,
    languagePaths,
    image,
    publishedTime: post.date,
    author: post.author,
    jsonLd: blogPostingJsonLd({
      url: canonical,
      title,
      description: seoDescription,
      image,
      datePublished: post.date,
      author: post.author,
      siteName,
      origin,
      lang,
    }),
  };
  const others = recent.filter((other) => other.id !== post.id).slice(0, OTHER_POSTS);
  return {
    found: true as const,
    post,
    title,
    excerpt,
    content,
    others,
    languagePaths,
    hyphenation: hyphenationFor(lang, [
      title,
      t.cta.title,
      t.moreArticles,
      textsFor(newsletterTexts, lang).title,
      ...others.map((other) => postTexts(other, lang).title),
    ]),
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
  const n = textsFor(newsletterTexts, lang);
  const hy = useHyphenation();

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

  const { post, title, excerpt, content, others, seo } = loaderData;
  return (
    <>
      <PostArticle
        post={post}
        title={title}
        excerpt={excerpt}
        content={content}
        lang={lang}
        t={t}
        top={<BackToBlog t={t} />}
        footer={
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
        }
      />
      <section aria-labelledby="post-cta" className="mx-auto mt-16 max-w-3xl bg-ink px-6 py-10 text-white sm:px-10">
        <p className="text-xs font-medium uppercase tracking-[0.3em] text-stone-300">{t.cta.eyebrow}</p>
        <h2 id="post-cta" className="mt-3 font-display text-3xl sm:text-4xl">
          {hy(t.cta.title)}
        </h2>
        <p className="mt-4 max-w-2xl leading-relaxed text-stone-200">{t.cta.text}</p>
        <div className="mt-8 flex flex-wrap gap-3">
          <Link to="/booking" className={button.light}>
            {t.cta.book}
          </Link>
          <Link to="/contact" className={button.outlineLight}>
            {t.cta.contact}
          </Link>
        </div>
      </section>
      <section
        aria-labelledby="post-newsletter"
        className="mx-auto mt-16 max-w-3xl border border-stone-200 bg-white px-5 py-8 sm:px-8"
      >
        <h2 id="post-newsletter" className="font-display text-2xl">
          {hy(n.title)}
        </h2>
        <p className="mt-2 mb-6 text-stone-700">{n.intro}</p>
        <NewsletterSignupForm lang={lang} />
      </section>
      <RelatedPosts posts={others} lang={lang} t={t} />
    </>
  );
}
