import {
  canonicalCategory,
  categoriesResponseSchema,
  germanPath,
  portfolioCategoryCountsSchema,
  publicPortfolioItemSchema,
} from '@app/contracts';
import { ArrowLeft, ArrowRight, Loader2 } from 'lucide-react';
import { useNavigation } from 'react-router';
import { z } from 'zod';
import { Link } from '../../features/language/links';
import { PageHero } from '../../features/layout/page-hero';
import { type CategoryOption, categoryLabel, FALLBACK_CATEGORIES } from '../../features/portfolio/categories';
import { CategoryFilter } from '../../features/portfolio/category-filter';
import { PAGE_SIZE, pageNumber, portfolioHref } from '../../features/portfolio/pagination';
import { PROJECT_GRID, PROJECT_GRID_ITEM, ProjectCard, projectCardItem } from '../../features/portfolio/project-card';
import { portfolioTexts } from '../../features/portfolio/texts';
import { pageMeta } from '../../features/seo/meta';
import { useLanguage } from '../../i18n';
import { textsFor } from '../../i18n/texts';
import { loadSiteHero } from '../../lib/hero-photo';
import { hyphenationFor } from '../../lib/hyphenate.server';
import { pageLanguage } from '../../lib/lang';
import { loadJson } from '../../lib/load';
import type { Route } from './+types/portfolio';

export async function loader({ url, context }: Route.LoaderArgs) {
  const lang = pageLanguage(url);
  const params = url.searchParams;
  const asked = params.get('category')?.trim() || 'all';
  const page = pageNumber(params.get('page'));
  // One more than a page tells whether there is a next one.
  const query = new URLSearchParams({ limit: String(PAGE_SIZE + 1), skip: String((page - 1) * PAGE_SIZE) });
  if (asked !== 'all') query.set('category', asked);
  const [loaded, counts, found, hero] = await Promise.all([
    loadJson(context, '/api/portfolio-categories', null, categoriesResponseSchema.nullable()),
    loadJson(context, '/api/public/portfolio/category/counts', null, portfolioCategoryCountsSchema.nullable()),
    loadJson(context, `/api/public/portfolio?${query}`, [], z.array(publicPortfolioItemSchema)),
    loadSiteHero(context, 'portfolio_category_image'),
  ]);
  // An old key (`event`) means today's category, unless a category still has it (the API reads it the same way).
  const category = loaded?.categories.some((c) => c.slug === asked) ? asked : canonicalCategory(asked);
  // A filter without projects behind it is not offered (the one asked for stays, marked current).
  const inUse = counts ? new Set(counts.categories.map((c) => c.slug)) : null;
  const categories: CategoryOption[] = loaded
    ? loaded.categories
        .filter((c) => c.active && c.slug !== 'all' && (!inUse || inUse.has(c.slug) || c.slug === category))
        .sort((a, b) => a.sort_order - b.sort_order)
        .map(({ slug, name_de, name_ru }) => ({ slug, name_de, name_ru }))
    : FALLBACK_CATEGORIES;
  const t = textsFor(portfolioTexts, lang);
  const items = found.slice(0, PAGE_SIZE).map((item) => projectCardItem(item, lang));
  return {
    category,
    categories,
    items,
    hyphenation: hyphenationFor(lang, [t.title, ...items.map((item) => item.title)]),
    page,
    hasNext: found.length > PAGE_SIZE,
    hero,
    seo: {
      ...(hero.image ? { image: hero.image } : {}),
      title: page > 1 ? `${t.metaTitle} – ${t.page(page)}` : t.metaTitle,
      description: t.metaDescription,
    },
  };
}

export function meta(args: Route.MetaArgs) {
  return args.loaderData ? pageMeta(args, args.loaderData.seo) : [];
}

export default function Portfolio({ loaderData }: Route.ComponentProps) {
  const lang = useLanguage();
  const t = textsFor(portfolioTexts, lang);
  const { category, categories, items, page, hasNext, hero } = loaderData;
  const navigation = useNavigation();
  const loading = navigation.state === 'loading' && germanPath(navigation.location?.pathname ?? '') === '/portfolio';

  return (
    <>
      <PageHero eyebrow={t.eyebrow} title={t.title} lead={t.lead} image={hero.image} photo={hero.photo} />
      <div className="mx-auto max-w-7xl px-5 lg:px-8">
        <CategoryFilter categories={categories} active={category} lang={lang} label={t.filterLabel} allLabel={t.all} />
        <div className="relative mt-12 min-h-64" aria-busy={loading}>
          {loading && (
            <div role="status" className="absolute inset-0 z-10 flex items-start justify-center bg-paper/70 pt-24">
              <Loader2 aria-hidden className="size-8 animate-spin text-accent-dark" />
              <span className="sr-only">{t.loading}</span>
            </div>
          )}
          {items.length === 0 ? (
            <p className="py-24 text-center text-lg text-stone-600">{t.empty}</p>
          ) : (
            <>
              {/* The cards' titles are h3: this keeps the outline h1 > h2 > h3 for screen readers. */}
              <h2 className="sr-only">{t.projects}</h2>
              <ul className={PROJECT_GRID}>
                {items.map((item, i) => (
                  <li key={item.id} className={PROJECT_GRID_ITEM}>
                    <ProjectCard
                      item={item}
                      lang={lang}
                      priority={i < 3}
                      categoryName={categoryLabel(item.category, categories, lang)}
                    />
                  </li>
                ))}
              </ul>
            </>
          )}
          {(page > 1 || hasNext) && (
            <nav
              aria-label={t.pages}
              className="mt-16 flex items-center justify-between gap-4 border-t border-stone-200 pt-8"
            >
              {page > 1 ? (
                <Link
                  to={portfolioHref(category, page - 1)}
                  className="inline-flex min-h-11 items-center gap-2 text-sm uppercase tracking-[0.14em] text-ink hover:text-accent-dark"
                >
                  <ArrowLeft aria-hidden className="size-4" />
                  {t.previousPage}
                </Link>
              ) : (
                <span />
              )}
              <span className="text-sm text-stone-600">{t.page(page)}</span>
              {hasNext ? (
                <Link
                  to={portfolioHref(category, page + 1)}
                  className="inline-flex min-h-11 items-center gap-2 text-sm uppercase tracking-[0.14em] text-ink hover:text-accent-dark"
                >
                  {t.nextPage}
                  <ArrowRight aria-hidden className="size-4" />
                </Link>
              ) : (
                <span />
              )}
            </nav>
          )}
        </div>
      </div>
    </>
  );
}
