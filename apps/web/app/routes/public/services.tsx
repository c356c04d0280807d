import { DEFAULT_SERVICES, localized, type Service, servicesSettingsSchema } from '@app/contracts';
import { ArrowRight } from 'lucide-react';
import { useState } from 'react';
import { button } from '../../components/ui/buttons';
import { Link } from '../../features/language/links';
import { PageHero } from '../../features/layout/page-hero';
import { useLayoutData } from '../../features/layout/use-layout-data';
import { pageUrl } from '../../features/seo/alternates';
import { JsonLd, servicesJsonLd } from '../../features/seo/json-ld';
import { pageMeta } from '../../features/seo/meta';
import { ServiceDialog } from '../../features/services/service-dialog';
import { ServiceIcon } from '../../features/services/service-icon';
import { servicesTexts } from '../../features/services/texts';
import { useLanguage } from '../../i18n';
import { formatPriceText, priceAmount } from '../../i18n/format';
import { textsFor } from '../../i18n/texts';
import { loadSiteHero } from '../../lib/hero-photo';
import { hyphenationFor } from '../../lib/hyphenate.server';
import { useHyphenation } from '../../lib/hyphenation';
import { pageLanguage } from '../../lib/lang';
import { loadJson } from '../../lib/load';
import type { Route } from './+types/services';

export async function loader({ url, context }: Route.LoaderArgs) {
  const lang = pageLanguage(url);
  const [loaded, hero] = await Promise.all([
    loadJson(context, '/api/admin/settings/services', null, servicesSettingsSchema.nullable()),
    loadSiteHero(context, 'services_category_image'),
  ]);
  const active = loaded?.services.filter((s) => s.active) ?? [];
  const t = textsFor(servicesTexts, lang);
  const services = active.length > 0 ? active : DEFAULT_SERVICES;
  return {
    services,
    hero,
    hyphenation: hyphenationFor(lang, [
      t.title,
      t.customTitle,
      t.processTitle,
      ...t.steps.map((step) => step.title),
      ...services.map((s) => localized(s, 'name', lang)),
    ]),
    seo: { title: t.metaTitle, description: t.metaDescription, ...(hero.image ? { image: hero.image } : {}) },
  };
}

export function meta(args: Route.MetaArgs) {
  return args.loaderData ? pageMeta(args, args.loaderData.seo) : [];
}

export default function Services({ loaderData }: Route.ComponentProps) {
  const lang = useLanguage();
  const t = textsFor(servicesTexts, lang);
  const [selected, setSelected] = useState<Service | null>(null);
  const hy = useHyphenation();
  const layout = useLayoutData();
  const booking = (query: string) => pageUrl(layout.origin, lang, `/booking?${query}`);
  return (
    <>
      <JsonLd
        data={servicesJsonLd(
          {
            origin: layout.origin,
            siteName: layout.branding.site_name,
            cities: layout.locations.map((l) => ({ name: l.name, url: pageUrl(layout.origin, lang, `/${l.slug}`) })),
          },
          loaderData.services.map((s) => {
            const service = `service=${encodeURIComponent(s.id)}`;
            return {
              name: localized(s, 'name', lang),
              description: localized(s, 'description', lang),
              price: priceAmount(s.price),
              url: booking(service),
              offers: s.tariffs.map((tariff) => ({
                name: `${localized(s, 'name', lang)}: ${localized(tariff, 'name', lang)}`,
                description: localized(tariff, 'conditions', lang),
                price: priceAmount(tariff.price),
                url: booking(`${service}&tariff=${encodeURIComponent(tariff.id)}`),
              })),
            };
          }),
          pageUrl(layout.origin, lang, '/services'),
        )}
      />
      <PageHero
        eyebrow={t.eyebrow}
        title={t.title}
        lead={t.lead}
        image={loaderData.hero.image}
        photo={loaderData.hero.photo}
      />
      <section className="mx-auto max-w-7xl px-5 lg:px-8">
        <ul className="grid border-l border-t border-stone-200 sm:grid-cols-2 lg:grid-cols-3">
          {loaderData.services.map((s) => (
            <li key={s.id} className="flex flex-col border-b border-r border-stone-200 p-8">
              <span className="inline-flex size-12 items-center justify-center rounded-full bg-stone-100 text-accent-dark">
                <ServiceIcon name={s.icon} className="size-6" />
              </span>
              <h2 className="mt-6 font-display text-3xl">{hy(localized(s, 'name', lang))}</h2>
              <p className="mt-3 flex-1 leading-relaxed text-stone-700">{localized(s, 'description', lang)}</p>
              <p className="mt-6 text-sm text-stone-600">
                {t.from}: <span className="font-display text-2xl text-ink">{formatPriceText(s.price, lang)}</span>
              </p>
              <div className="mt-6 flex flex-wrap gap-3">
                <button
                  type="button"
                  onClick={() => setSelected(s)}
                  aria-haspopup="dialog"
                  aria-label={`${t.details}: ${localized(s, 'name', lang)}`}
                  className={button.smallSecondary}
                >
                  {t.details}
                </button>
                <Link
                  to={`/booking?service=${encodeURIComponent(s.id)}`}
                  aria-label={`${t.book}: ${localized(s, 'name', lang)}`}
                  className="inline-flex min-h-11 items-center gap-2 px-2 text-sm font-medium tracking-wide text-accent-dark underline-offset-4 hover:underline"
                >
                  {t.book}
                  <ArrowRight aria-hidden className="size-4" />
                </Link>
              </div>
            </li>
          ))}
        </ul>

        <div className="mt-16 flex flex-col items-start gap-6 bg-ink p-8 text-white sm:p-12 lg:flex-row lg:items-center lg:justify-between">
          <div className="max-w-2xl">
            <h2 className="font-display text-3xl sm:text-4xl">{hy(t.customTitle)}</h2>
            <p className="mt-3 text-stone-300">{t.customText}</p>
          </div>
          <Link
            to="/contact"
            className="inline-flex min-h-12 shrink-0 items-center bg-white px-7 text-sm font-medium uppercase tracking-[0.16em] text-ink hover:bg-stone-200"
          >
            {t.customButton}
          </Link>
        </div>
      </section>

      <section className="mx-auto max-w-7xl px-5 py-24 lg:px-8">
        <p className="text-xs font-medium uppercase tracking-[0.3em] text-accent-dark">{t.processEyebrow}</p>
        <h2 className="mt-3 font-display text-4xl sm:text-5xl">{hy(t.processTitle)}</h2>
        <ol className="mt-12 grid gap-10 sm:grid-cols-2 lg:grid-cols-4">
          {t.steps.map((step) => (
            <li key={step.n} className="border-t border-ink pt-6">
              <span className="font-display text-5xl text-stone-500">{step.n}</span>
              <h3 className="mt-3 text-lg font-medium">{hy(step.title)}</h3>
              <p className="mt-2 text-stone-700">{step.text}</p>
            </li>
          ))}
        </ol>
      </section>
      <ServiceDialog service={selected} lang={lang} onClose={() => setSelected(null)} />
    </>
  );
}
