import { categoriesResponseSchema, localized, type ProjectNeighbour, publicProjectPageSchema } from '@app/contracts';
import { ArrowLeft, ArrowRight, MapPin } from 'lucide-react';
import { data } from 'react-router';
import { button } from '../../components/ui/buttons';
import { Link } from '../../features/language/links';
import { NotFoundSection } from '../../features/layout/not-found-section';
import { useLayoutData } from '../../features/layout/use-layout-data';
import { categoryLabel, FALLBACK_CATEGORIES } from '../../features/portfolio/categories';
import { ProjectPhotos } from '../../features/portfolio/project-photos';
import { projectGalleryJsonLd, projectPageItem, shareImage } from '../../features/portfolio/project-seo';
import { photoCount, portfolioTexts } from '../../features/portfolio/texts';
import { pageUrl } from '../../features/seo/alternates';
import { JsonLd } from '../../features/seo/json-ld';
import { pageMeta } from '../../features/seo/meta';
import { useLanguage } from '../../i18n';
import { siteTexts } from '../../i18n/site-texts';
import { textsFor } from '../../i18n/texts';
import { answered } from '../../lib/api-answer';
import { formatDate } from '../../lib/format-date';
import { hyphenationFor } from '../../lib/hyphenate.server';
import { useHyphenation } from '../../lib/hyphenation';
import { pageLanguage } from '../../lib/lang';
import { loadJson, loadWithStatus } from '../../lib/load';
import type { Route } from './+types/portfolio-project';

/** /portfolio/{slug} (and /ru/portfolio/{slug}): one project; an unknown slug is the site's 404. */
export async function loader({ url, context, params }: Route.LoaderArgs) {
  const lang = pageLanguage(url);
  const [answer, loaded] = await Promise.all([
    loadWithStatus(context, `/api/public/portfolio/${encodeURIComponent(params.slug)}`),
    loadJson(context, '/api/portfolio-categories', null, categoriesResponseSchema.nullable()),
  ]);
  const given = answered(answer);
  const parsed = given.ok ? publicProjectPageSchema.safeParse(given.data) : null;
  if (!parsed?.success) {
    const t = textsFor(siteTexts, lang);
    return data(
      { found: false as const, seo: { title: t.meta.notFoundTitle, description: t.notFound.body, noindex: true } },
      { status: given.ok || given.code === 'not_found' ? 404 : 503 },
    );
  }
  const { project, previous, next } = parsed.data;
  const categories = loaded?.categories ?? FALLBACK_CATEGORIES;
  const title = localized(project, 'title', lang);
  const description = localized(project, 'description', lang);
  const image = shareImage(project);
  return {
    found: true as const,
    project: projectPageItem(project),
    previous,
    next,
    title,
    description,
    category: categoryLabel(project.category, categories, lang),
    // The shooting date when the owner gave one, else the day the project was added.
    date: formatDate(project.shot_on || project.created_at, lang),
    place: localized(project, 'place', lang),
    hyphenation: hyphenationFor(lang, [title, textsFor(portfolioTexts, lang).ctaTitle]),
    seo: { title, description: description.slice(0, 300), image: image?.url, type: 'article' as const },
    imageSize: image?.width ? { width: image.width, height: image.height } : null,
  };
}

export function meta(args: Route.MetaArgs) {
  const loaded = args.loaderData;
  if (!loaded) return [];
  if (!loaded.found) return [{ title: loaded.seo.title }, { name: 'robots', content: 'noindex' }];
  const tags = pageMeta(args, loaded.seo);
  if (loaded.imageSize) {
    tags.push(
      { property: 'og:image:width', content: String(loaded.imageSize.width) },
      { property: 'og:image:height', content: String(loaded.imageSize.height) },
    );
  }
  return tags;
}

function Neighbour({ to, label, rel }: { to: ProjectNeighbour | null; label: string; rel: 'prev' | 'next' }) {
  const lang = useLanguage();
  if (!to) return <span />;
  return (
    <Link
      to={`/portfolio/${to.slug}`}
      rel={rel}
      className={`group flex min-h-11 flex-col gap-1 ${rel === 'next' ? 'items-end text-right' : ''}`}
    >
      <span className="inline-flex items-center gap-2 text-xs font-medium uppercase tracking-[0.2em] text-accent-dark">
        {rel === 'prev' && <ArrowLeft aria-hidden className="size-4" />}
        {label}
        {rel === 'next' && <ArrowRight aria-hidden className="size-4" />}
      </span>
      <span className="font-display text-2xl leading-tight group-hover:underline group-hover:underline-offset-4">
        {localized(to, 'title', lang)}
      </span>
    </Link>
  );
}

export default function PortfolioProject({ loaderData }: Route.ComponentProps) {
  const layout = useLayoutData();
  const lang = layout.lang;
  const t = textsFor(portfolioTexts, lang);
  const hy = useHyphenation();
  if (!loaderData.found) return <NotFoundSection />;
  const { project, previous, next, title, description, category, date, place } = loaderData;
  const count = project.images.length || (project.image ? 1 : 0);
  const url = pageUrl(layout.origin, lang, `/portfolio/${project.slug}`);
  return (
    <article>
      <JsonLd
        data={projectGalleryJsonLd({
          item: project,
          url,
          origin: layout.origin,
          lang,
          title,
          description,
          category,
          place,
          siteName: layout.branding.site_name,
          alt: (n, of) => t.photoAlt(title, n, of),
        })}
      />
      <header className="mx-auto max-w-3xl px-5 pb-12 pt-12 text-center sm:pt-20">
        <Link
          to="/portfolio"
          className="inline-flex min-h-11 items-center gap-2 text-xs font-medium uppercase tracking-[0.2em] text-stone-600 hover:text-ink"
        >
          <ArrowLeft aria-hidden className="size-4" />
          {t.backToPortfolio}
        </Link>
        <p className="mt-6 text-xs font-medium uppercase tracking-[0.3em] text-accent-dark">{category}</p>
        <h1 className="mt-4 font-display text-5xl leading-[1.05] sm:text-6xl">{hy(title)}</h1>
        <dl className="mt-6 flex flex-wrap items-center justify-center gap-x-6 gap-y-1 text-sm text-stone-600">
          {date && (
            <div className="flex gap-2">
              <dt className="sr-only">{project.shot_on ? t.shotOn : t.date}</dt>
              <dd>
                <time dateTime={(project.shot_on || project.created_at).slice(0, 10)}>{date}</time>
              </dd>
            </div>
          )}
          {place && (
            <div className="flex items-center gap-2">
              <dt className="sr-only">{t.place}</dt>
              <MapPin aria-hidden className="size-4 text-stone-500" />
              <dd>{place}</dd>
            </div>
          )}
          <div className="flex gap-2">
            <dt className="sr-only">{t.photos}</dt>
            <dd>{photoCount(count, lang)}</dd>
          </div>
        </dl>
        {description && (
          <p className="mx-auto mt-8 max-w-2xl whitespace-pre-line text-lg leading-relaxed text-stone-700">
            {description}
          </p>
        )}
      </header>
      <div className="mx-auto max-w-7xl px-5 lg:px-8">
        <ProjectPhotos
          item={project}
          lang={lang}
          title={title}
          category={category}
          label={t.galleryOf(title)}
          alt={(n, of) => t.photoAlt(title, n, of)}
          openLabel={t.openPhoto}
        />
      </div>
      <section className="mx-auto mt-20 max-w-3xl px-5 text-center">
        <p className="text-xs font-medium uppercase tracking-[0.3em] text-accent-dark">{t.ctaEyebrow}</p>
        <h2 className="mt-4 font-display text-4xl leading-tight">{hy(t.ctaTitle)}</h2>
        <p className="mx-auto mt-4 max-w-xl text-lg text-stone-700">{t.ctaText}</p>
        <Link to="/booking" className={`mt-8 ${button.primary}`}>
          {t.ctaButton}
        </Link>
      </section>
      {(previous || next) && (
        <nav
          aria-label={t.projectsNav}
          className="mx-auto mt-20 mb-8 grid max-w-7xl grid-cols-2 gap-6 border-t border-stone-200 px-5 pt-10 lg:px-8"
        >
          <Neighbour to={previous} label={t.previousProject} rel="prev" />
          <Neighbour to={next} label={t.nextProject} rel="next" />
        </nav>
      )}
    </article>
  );
}
