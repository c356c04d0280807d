import {
  brandingSchema,
  DEFAULT_BRANDING,
  localized,
  type PublicBlogPost,
  postSlugIn,
  publicBlogPostSchema,
  publicPortfolioItemSchema,
  publicReviewSchema,
  siteImagesSchema,
} from '@app/contracts';
import { ArrowRight, MapPin } from 'lucide-react';
import { z } from 'zod';
import { ResponsiveImage } from '../../components/ui/responsive-image';
import { teaser } from '../../features/blog/blog.server';
import { HomeHero } from '../../features/home/home-hero';
import { sampleBlog } from '../../features/home/sample-blog';
import { SectionHeading } from '../../features/home/section-heading';
import { Stars } from '../../features/home/stars';
import { homeTexts } from '../../features/home/texts';
import { Link } from '../../features/language/links';
import { useLayoutData } from '../../features/layout/use-layout-data';
import { categoryLabel, FALLBACK_CATEGORIES } from '../../features/portfolio/categories';
import { PROJECT_GRID, PROJECT_GRID_ITEM, ProjectCard, projectCardItem } from '../../features/portfolio/project-card';
import { placeholderImage, SAMPLE_PORTFOLIO } from '../../features/portfolio/sample-data';
import { loadReviewServices } from '../../features/reviews/load-review-services.server';
import { reviewText, serviceLabel } from '../../features/reviews/review-services';
import { reviewTexts } from '../../features/reviews/texts';
import { pageUrl } from '../../features/seo/alternates';
import { businessJsonLd, JsonLd } from '../../features/seo/json-ld';
import { pageMeta } from '../../features/seo/meta';
import { useLanguage } from '../../i18n';
import { quote } from '../../i18n/format';
import { textsFor } from '../../i18n/texts';
import { formatDate } from '../../lib/format-date';
import { loadHeroPhoto } from '../../lib/hero-photo';
import { hyphenationFor } from '../../lib/hyphenate.server';
import { useHyphenation } from '../../lib/hyphenation';
import { pageLanguage } from '../../lib/lang';
import { loadJson } from '../../lib/load';
import type { Route } from './+types/home';

export async function loader({ url, context }: Route.LoaderArgs) {
  const lang = pageLanguage(url);
  const [branding, images, featured, reviews, posts, services] = await Promise.all([
    loadJson(context, '/api/admin/settings/branding', DEFAULT_BRANDING, brandingSchema),
    loadJson(context, '/api/admin/settings/site-images', null, siteImagesSchema.nullable()),
    loadJson(context, '/api/public/portfolio?featured=true&limit=3', [], z.array(publicPortfolioItemSchema)),
    loadJson(context, '/api/public/reviews?limit=3', [], z.array(publicReviewSchema)),
    loadJson(context, '/api/public/blog?limit=2', [], z.array(publicBlogPostSchema)),
    loadReviewServices(context),
  ]);
  const samplePosts = posts.length === 0;
  const heroImage = images?.hero_background_image ?? '';
  const heroTitle = localized(branding, 'hero_title', lang);
  const t = textsFor(homeTexts, lang);
  const featuredCards = (featured.length > 0 ? featured.slice(0, 3) : SAMPLE_PORTFOLIO).map((item) =>
    projectCardItem(item, lang),
  );
  const postCards = (samplePosts ? sampleBlog(placeholderImage) : posts.slice(0, 2)).map(teaser);
  return {
    heroTitle,
    wedding: localized(branding, 'wedding_expertise', lang) || localized(DEFAULT_BRANDING, 'wedding_expertise', lang),
    heroImage,
    heroPhoto: await loadHeroPhoto(context, heroImage),
    featured: featuredCards,
    // The card quotes the text in the page's language (else the one it was written in) and names the service.
    reviews: reviews.slice(0, 3).map((review) => ({
      id: review.id,
      name: review.name,
      rating: review.rating,
      ...reviewText(review, lang),
      serviceName: serviceLabel(review.service, services, lang),
    })),
    posts: postCards,
    samplePosts,
    hyphenation: hyphenationFor(lang, [
      heroTitle,
      t.weddingTitle,
      t.featuredTitle,
      t.reviewsTitle,
      t.blogTitle,
      t.locationsTitle,
      ...featuredCards.map((card) => card.title),
      ...postCards.map((post) => localized(post, 'title', lang)),
    ]),
    seo: { title: localized(branding, 'hero_title', lang), description: t.metaDescription },
  };
}

export function meta(args: Route.MetaArgs) {
  return args.loaderData
    ? pageMeta(args, { ...args.loaderData.seo, image: args.loaderData.heroImage || undefined })
    : [];
}

function PostCard({
  post,
  lang,
  sample,
  readMore,
}: {
  post: PublicBlogPost;
  lang: 'de' | 'ru';
  sample: boolean;
  readMore: string;
}) {
  const title = localized(post, 'title', lang);
  const hy = useHyphenation();
  const href = sample ? '/blog' : `/blog/${postSlugIn(lang, post)}`;
  return (
    <article className="group">
      <Link to={href} className="block overflow-hidden bg-stone-200" tabIndex={-1} aria-hidden>
        <ResponsiveImage
          photo={post.photo}
          src={post.image}
          alt=""
          sizes="(min-width: 1024px) 50vw, 100vw"
          className="aspect-[3/2] w-full object-cover transition-transform duration-700 group-hover:scale-[1.03]"
        />
      </Link>
      <p className="mt-5 text-xs uppercase tracking-[0.2em] text-stone-600">
        <time dateTime={post.date}>{formatDate(post.date, lang)}</time>
      </p>
      <h3 className="mt-2 font-display text-3xl leading-tight">
        <Link to={href} className="hover:text-accent-dark">
          {hy(title)}
        </Link>
      </h3>
      <p className="mt-3 text-stone-700">{localized(post, 'excerpt', lang)}</p>
      <Link
        to={href}
        className="mt-4 inline-flex items-center gap-2 text-sm font-medium text-accent-dark underline-offset-4 hover:underline"
      >
        {readMore}
        <span className="sr-only">: {title}</span>
        <ArrowRight aria-hidden className="size-4" />
      </Link>
    </article>
  );
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const lang = useLanguage();
  const t = textsFor(homeTexts, lang);
  const rt = textsFor(reviewTexts, lang);
  const layout = useLayoutData();
  const hy = useHyphenation();
  const { heroTitle, wedding, heroImage, heroPhoto, featured, reviews, posts, samplePosts } = loaderData;
  const moreLink =
    'inline-flex items-center gap-2 text-sm font-medium uppercase tracking-[0.16em] text-ink underline-offset-8 hover:underline';

  return (
    <>
      <JsonLd
        data={businessJsonLd({
          origin: layout.origin,
          siteName: layout.branding.site_name,
          description: layout.branding.site_description,
          email: layout.contact.contact_email,
          phone: layout.contact.contact_phone,
          address: layout.contact.contact_address,
          image: heroImage || undefined,
          cities: layout.locations.map((l) => ({ name: l.name, url: pageUrl(layout.origin, lang, `/${l.slug}`) })),
          sameAs: [layout.social.instagram, layout.social.facebook, layout.social.linkedin].filter(Boolean),
        })}
      />
      <HomeHero
        title={heroTitle}
        eyebrow={t.eyebrow}
        lead={t.heroLead}
        button={t.heroButton}
        secondary={t.bookButton}
        image={heroImage}
        photo={heroPhoto}
      />

      <section className="mx-auto grid max-w-7xl gap-10 px-5 py-24 lg:grid-cols-12 lg:px-8">
        <div className="lg:col-span-4">
          <p className="text-xs font-medium uppercase tracking-[0.3em] text-accent-dark">{t.weddingEyebrow}</p>
          <h2 className="mt-3 font-display text-4xl leading-tight sm:text-5xl">{hy(t.weddingTitle)}</h2>
        </div>
        <div
          className="prose-site text-lg leading-relaxed text-stone-700 lg:col-span-7 lg:col-start-6"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on save by the server (or our own default)
          dangerouslySetInnerHTML={{ __html: wedding }}
        />
      </section>

      <section className="mx-auto max-w-7xl px-5 pb-24 lg:px-8">
        <SectionHeading
          eyebrow={t.featuredEyebrow}
          title={t.featuredTitle}
          action={
            <Link to="/portfolio" className={moreLink}>
              {t.allProjects} <ArrowRight aria-hidden className="size-4" />
            </Link>
          }
        />
        <ul className={`mt-12 ${PROJECT_GRID}`}>
          {featured.map((item) => (
            <li key={item.id} className={PROJECT_GRID_ITEM}>
              <ProjectCard
                item={item}
                lang={lang}
                categoryName={categoryLabel(item.category, FALLBACK_CATEGORIES, lang)}
              />
            </li>
          ))}
        </ul>
      </section>

      {reviews.length > 0 && (
        <section className="bg-stone-100 py-24">
          <div className="mx-auto max-w-7xl px-5 lg:px-8">
            <SectionHeading
              eyebrow={t.reviewsEyebrow}
              title={t.reviewsTitle}
              action={
                <Link to="/reviews" className={moreLink}>
                  {t.allReviews} <ArrowRight aria-hidden className="size-4" />
                </Link>
              }
            />
            <ul className="mt-12 grid gap-6 lg:grid-cols-3">
              {reviews.map((r) => (
                <li key={r.id} className="flex flex-col bg-white p-8">
                  <Stars rating={r.rating} label={t.stars} />
                  <blockquote lang={r.written} className="mt-5 flex-1 font-display text-xl leading-snug text-stone-800">
                    {quote(r.text, r.written)}
                  </blockquote>
                  {r.written !== lang && <p className="mt-2 text-xs text-stone-500">{rt.list.writtenIn[r.written]}</p>}
                  <p className="mt-6 font-medium">{r.name}</p>
                  {r.serviceName && <p className="text-sm text-stone-600">{r.serviceName}</p>}
                </li>
              ))}
            </ul>
          </div>
        </section>
      )}

      <section className="mx-auto max-w-7xl px-5 py-24 lg:px-8">
        <SectionHeading
          eyebrow={t.blogEyebrow}
          title={t.blogTitle}
          action={
            <Link to="/blog" className={moreLink}>
              {t.allPosts} <ArrowRight aria-hidden className="size-4" />
            </Link>
          }
        />
        <div className="mt-12 grid gap-12 lg:grid-cols-2">
          {posts.map((post) => (
            <PostCard key={post.id} post={post} lang={lang} sample={samplePosts} readMore={t.readMore} />
          ))}
        </div>
      </section>

      <section className="border-t border-stone-200 py-24">
        <div className="mx-auto max-w-7xl px-5 lg:px-8">
          <SectionHeading eyebrow={t.locationsEyebrow} title={t.locationsTitle} />
          {layout.locations.length === 0 ? (
            <p className="mt-10 text-stone-600">{t.locationsLoading}</p>
          ) : (
            <ul className="mt-12 grid grid-cols-2 border-l border-t border-stone-200 sm:grid-cols-3 lg:grid-cols-4">
              {layout.locations.map((l) => (
                <li key={l.slug} className="border-b border-r border-stone-200">
                  <Link to={`/${l.slug}`} className="group flex h-full flex-col gap-2 p-6 hover:bg-white">
                    <MapPin aria-hidden className="size-4 text-accent-dark" />
                    <span className="text-xs uppercase tracking-[0.2em] text-stone-600">{t.photographerIn}</span>
                    <span className="font-display text-2xl group-hover:text-accent-dark">{l.name}</span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </div>
      </section>
    </>
  );
}
