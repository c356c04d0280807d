import { siteImagesSchema } from '@app/contracts';
import { button } from '../../components/ui/buttons';
import { aboutTexts, SKILLS } from '../../features/about/texts';
import { Link } from '../../features/language/links';
import { pageMeta } from '../../features/seo/meta';
import { useLanguage } from '../../i18n';
import { quote } from '../../i18n/format';
import { textsFor, useTexts } from '../../i18n/texts';
import { hyphenationFor } from '../../lib/hyphenate.server';
import { useHyphenation } from '../../lib/hyphenation';
import { pageLanguage } from '../../lib/lang';
import { loadJson } from '../../lib/load';
import type { Route } from './+types/about';

export async function loader({ url, context }: Route.LoaderArgs) {
  const lang = pageLanguage(url);
  const images = await loadJson(context, '/api/admin/settings/site-images', null, siteImagesSchema.nullable());
  const t = textsFor(aboutTexts, lang);
  return {
    image: images?.about_image ?? '',
    hyphenation: hyphenationFor(lang, [t.title, t.skillsTitle]),
    seo: { title: t.metaTitle, description: t.metaDescription },
  };
}

export function meta(args: Route.MetaArgs) {
  return args.loaderData ? pageMeta(args, { ...args.loaderData.seo, image: args.loaderData.image || undefined }) : [];
}

export default function About({ loaderData }: Route.ComponentProps) {
  const t = useTexts(aboutTexts);
  const hy = useHyphenation();
  const lang = useLanguage();
  return (
    <>
      <section className="mx-auto grid max-w-7xl gap-12 px-5 pb-20 pt-16 sm:pt-24 lg:grid-cols-12 lg:px-8">
        <div className="lg:col-span-5">
          {loaderData.image ? (
            <img
              src={loaderData.image}
              alt={t.imageAlt}
              className="aspect-[4/5] w-full object-cover"
              fetchPriority="high"
            />
          ) : (
            <div
              role="img"
              aria-label={t.imageAlt}
              className="aspect-[4/5] w-full"
              style={{
                background:
                  'repeating-radial-gradient(circle at 62% 40%, transparent 0 38px, rgba(255,255,255,0.07) 38px 39px), radial-gradient(circle at 62% 40%, rgba(250,248,245,0.45), transparent 45%), linear-gradient(165deg, #b59d78 0%, #6e532c 55%, #292524 100%)',
              }}
            />
          )}
        </div>
        <div className="lg:col-span-6 lg:col-start-7 lg:pt-8">
          <p className="text-xs font-medium uppercase tracking-[0.3em] text-accent-dark">{t.eyebrow}</p>
          <h1 className="mt-4 font-display text-5xl leading-[1.05] sm:text-6xl">{hy(t.title)}</h1>
          <div className="mt-8 space-y-5 text-lg leading-relaxed text-stone-700">
            {t.intro.map((p) => (
              <p key={p}>{p}</p>
            ))}
          </div>
          <dl className="mt-12 grid grid-cols-3 gap-px border border-stone-200 bg-stone-200">
            {t.stats.map((s) => (
              <div key={s.label} className="flex flex-col-reverse justify-end bg-paper p-4 text-center sm:p-6">
                <dt className="mt-1 text-xs uppercase tracking-[0.12em] text-stone-600 sm:text-sm">{s.label}</dt>
                <dd className="font-display text-4xl sm:text-5xl">{s.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>

      <section className="bg-ink px-5 py-24 text-center text-white">
        <figure className="mx-auto max-w-3xl">
          <figcaption className="text-xs uppercase tracking-[0.3em] text-stone-400">{t.quoteLabel}</figcaption>
          <blockquote className="mt-6 font-display text-3xl italic leading-snug sm:text-5xl">
            {quote(t.quote, lang)}
          </blockquote>
        </figure>
      </section>

      <section className="mx-auto max-w-3xl px-5 py-24">
        <h2 className="font-display text-4xl">{hy(t.skillsTitle)}</h2>
        <ul className="mt-10 space-y-8">
          {SKILLS.map((s) => (
            <li key={s.key}>
              <div className="flex justify-between text-sm">
                <span id={`skill-${s.key}`} className="font-medium uppercase tracking-[0.16em]">
                  {t.skills[s.key]}
                </span>
                <span className="tabular-nums text-stone-600">{s.value}%</span>
              </div>
              {/* biome-ignore lint/a11y/useSemanticElements: a styled bar; <meter> cannot be styled consistently */}
              <div
                role="meter"
                aria-labelledby={`skill-${s.key}`}
                aria-valuenow={s.value}
                aria-valuemin={0}
                aria-valuemax={100}
                className="mt-3 h-1 w-full bg-stone-200"
              >
                <div className="h-full bg-accent-dark" style={{ width: `${s.value}%` }} />
              </div>
            </li>
          ))}
        </ul>
        <Link to="/booking" className={`mt-14 ${button.primary}`}>
          {t.cta}
        </Link>
      </section>
    </>
  );
}
