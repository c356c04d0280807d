import { categoriesResponseSchema, publicPortfolioItemSchema } from '@app/contracts';
import { Loader2 } from 'lucide-react';
import { useNavigation } from 'react-router';
import { z } from 'zod';
import { Lightbox, useLightbox } from '../../components/ui/lightbox';
import { PageHero } from '../../features/layout/page-hero';
import { type CategoryOption, categoryLabel, FALLBACK_CATEGORIES } from '../../features/portfolio/categories';
import { CategoryFilter } from '../../features/portfolio/category-filter';
import { ProjectCard, projectImages } from '../../features/portfolio/project-card';
import { portfolioTexts } from '../../features/portfolio/texts';
import { pageMeta } from '../../features/seo/meta';
import { useLanguage } from '../../i18n';
import { requestLanguage } from '../../lib/lang';
import { loadJson } from '../../lib/load';
import type { Route } from './+types/portfolio';

export async function loader({ request, context }: Route.LoaderArgs) {
  const lang = requestLanguage(request);
  const category = new URL(request.url).searchParams.get('category')?.trim() || 'all';
  const query = new URLSearchParams({ limit: '200' });
  if (category !== 'all') query.set('category', category);
  const [loaded, items] = await Promise.all([
    loadJson(context, '/api/portfolio-categories', null, categoriesResponseSchema.nullable()),
    loadJson(context, `/api/public/portfolio?${query}`, [], z.array(publicPortfolioItemSchema)),
  ]);
  const categories: CategoryOption[] = loaded
    ? loaded.categories
        .filter((c) => c.active && c.slug !== 'all')
        .sort((a, b) => a.sort_order - b.sort_order)
        .map(({ slug, name_de, name_ru }) => ({ slug, name_de, name_ru }))
    : FALLBACK_CATEGORIES;
  const t = portfolioTexts[lang];
  return { category, categories, items, seo: { title: t.metaTitle, description: t.metaDescription } };
}

export function meta(args: Route.MetaArgs) {
  return args.loaderData ? pageMeta(args, args.loaderData.seo) : [];
}

export default function Portfolio({ loaderData }: Route.ComponentProps) {
  const lang = useLanguage();
  const t = portfolioTexts[lang];
  const { category, categories, items } = loaderData;
  const lightbox = useLightbox();
  const navigation = useNavigation();
  const loading = navigation.state === 'loading' && navigation.location?.pathname === '/portfolio';

  return (
    <>
      <PageHero eyebrow={t.eyebrow} title={t.title} lead={t.lead} />
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
              <ul className="grid gap-x-6 gap-y-12 sm:grid-cols-2 lg:grid-cols-3">
                {items.map((item, i) => (
                  <li key={item.id}>
                    <ProjectCard
                      item={item}
                      lang={lang}
                      priority={i < 3}
                      categoryName={categoryLabel(item.category, categories, lang)}
                      openLabel={t.open}
                      onOpen={() => lightbox.open(projectImages(item, lang))}
                    />
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
      </div>
      <Lightbox
        images={lightbox.images}
        index={lightbox.index}
        onIndexChange={lightbox.setIndex}
        onClose={lightbox.close}
        labels={{ close: t.close, previous: t.previous, next: t.next, title: t.lightboxTitle, image: t.image }}
      />
    </>
  );
}
