import { germanPath, localePath, localized, locationName, locationSchema } from '@app/contracts';
import { Clock, Heart, MapPin, Phone } from 'lucide-react';
import { data, redirect } from 'react-router';
import { z } from 'zod';
import { button } from '../../components/ui/buttons';
import { type HeroHeight, HeroImage } from '../../components/ui/hero-image';
import { cityTexts } from '../../features/city/texts';
import { Link } from '../../features/language/links';
import { useLayoutData } from '../../features/layout/use-layout-data';
import { pageUrl } from '../../features/seo/alternates';
import { businessJsonLd, JsonLd } from '../../features/seo/json-ld';
import { pageMeta } from '../../features/seo/meta';
import { useLanguage } from '../../i18n';
import { textsFor, useTexts } from '../../i18n/texts';
import { answered } from '../../lib/api-answer';
import { loadHeroPhoto } from '../../lib/hero-photo';
import { hyphenationFor } from '../../lib/hyphenate.server';
import { useHyphenation } from '../../lib/hyphenation';
import { pageLanguage } from '../../lib/lang';
import { loadWithStatus } from '../../lib/load';
import type { Route } from './+types/city';

/** min-h-[60svh], or what the city's heading and text need on a phone. */
const CITY_HERO_HEIGHT: HeroHeight = [
  ['(min-width: 640px)', 'max(60vh, 480px)'],
  [null, 'max(60vh, 560px)'],
];

const locationAnswer = z.object({ location: locationSchema });

/**
 * One module for /city/{slug}, the fixed paths (/gera ...) and the one-segment catch-all. The
 * location is read per request, so a city the owner adds appears at once. The catch-all sends
 * unknown slugs home; the other two show the not-found screen with status 404.
 */
export async function loader({ url, params, context }: Route.LoaderArgs) {
  const lang = pageLanguage(url);
  const segments = germanPath(url.pathname).split('/').filter(Boolean);
  const viaCityPrefix = segments[0] === 'city';
  const slug = (params.slug ?? segments[0] ?? '').toLowerCase();
  const catchAll = params.slug !== undefined && !viaCityPrefix;
  const res = slug ? await loadWithStatus(context, `/api/public/locations/${encodeURIComponent(slug)}`) : null;
  const given = res ? answered(res) : null;
  const parsed = given?.ok ? locationAnswer.safeParse(given.data) : null;
  const location = parsed?.success && parsed.data.location.active ? parsed.data.location : null;
  if (!location) {
    if (catchAll) throw redirect(localePath(lang, '/'));
    const t = textsFor(cityTexts, lang);
    return data(
      { location: null, heroPhoto: null, seo: { title: t.notFoundTitle, description: t.notFoundBody, noindex: true } },
      { status: 404 },
    );
  }
  const name = locationName(location, lang);
  const t = textsFor(cityTexts, lang);
  return {
    location,
    hyphenation: hyphenationFor(lang, [
      localized(location, 'title', lang) || t.defaultTitle(name),
      t.benefitsTitle(name),
      ...t.benefits.map((b) => b.title),
      t.servicesTitle,
      t.ctaTitle,
    ]),
    heroPhoto: await loadHeroPhoto(context, location.hero_image),
    seo: {
      title: localized(location, 'title', lang) || t.defaultTitle(name),
      description: localized(location, 'description', lang) || t.defaultDescription(name),
      keywords: localized(location, 'meta_keywords', lang) || undefined,
      image: location.hero_image || undefined,
      path: `/${location.slug}`,
    },
  };
}

export function meta(args: Route.MetaArgs) {
  return args.loaderData ? pageMeta(args, args.loaderData.seo) : [];
}

function CityNotFound() {
  const t = useTexts(cityTexts);
  return (
    <section className="mx-auto max-w-xl px-6 py-32 text-center">
      <MapPin aria-hidden className="mx-auto size-10 text-stone-400" />
      <h1 className="mt-6 font-display text-5xl">{t.notFoundTitle}</h1>
      <p className="mt-4 text-lg text-stone-700">{t.notFoundBody}</p>
      <Link to="/" className={`mt-10 ${button.primary}`}>
        {t.home}
      </Link>
    </section>
  );
}

export default function City({ loaderData }: Route.ComponentProps) {
  const lang = useLanguage();
  const t = textsFor(cityTexts, lang);
  const layout = useLayoutData();
  const hy = useHyphenation();
  const { location, heroPhoto } = loaderData;
  if (!location) return <CityNotFound />;

  const name = locationName(location, lang);
  const title = localized(location, 'title', lang) || t.defaultTitle(name);
  const subtitle = localized(location, 'hero_subtitle', lang) || t.defaultSubtitle(name);
  const content = localized(location, 'content', lang);
  const contactText = localized(location, 'contact_text', lang) || t.ctaText;
  const phone = layout.contact.contact_phone;
  const icons = [MapPin, Heart, Clock];

  return (
    <>
      <JsonLd
        data={businessJsonLd(
          {
            origin: layout.origin,
            siteName: layout.branding.site_name,
            description: localized(location, 'description', lang) || t.defaultDescription(name),
            email: layout.contact.contact_email,
            phone,
            address: layout.contact.contact_address,
            image: location.hero_image || undefined,
            cities: layout.locations.map((l) => ({ name: l.name, url: pageUrl(layout.origin, lang, `/${l.slug}`) })),
            sameAs: [layout.social.instagram, layout.social.facebook, layout.social.linkedin].filter(Boolean),
          },
          pageUrl(layout.origin, lang, `/${location.slug}`),
        )}
      />
      <section className="relative isolate flex min-h-[60svh] items-end overflow-hidden bg-ink text-white">
        {location.hero_image ? (
          <HeroImage src={location.hero_image} photo={heroPhoto} height={CITY_HERO_HEIGHT} />
        ) : (
          <div
            aria-hidden
            className="absolute inset-0 -z-20"
            style={{
              background:
                'radial-gradient(ellipse 55% 45% at 25% 30%, rgba(164,138,99,0.5), transparent 70%), radial-gradient(ellipse 40% 50% at 85% 80%, rgba(120,113,108,0.5), transparent 70%), linear-gradient(200deg, #292524, #1c1917 60%, #0c0a09)',
            }}
          />
        )}
        <div
          aria-hidden
          className="absolute inset-0 -z-10 bg-gradient-to-t from-black/70 via-black/20 to-transparent"
        />
        <div className="mx-auto w-full max-w-7xl px-5 pb-14 pt-28 lg:px-8">
          <p className="flex items-center gap-2 text-xs font-medium uppercase tracking-[0.3em] text-stone-200">
            <MapPin aria-hidden className="size-4" />
            {t.eyebrow} · {name}
          </p>
          <h1 className="mt-4 max-w-4xl font-display text-5xl leading-[1.05] sm:text-6xl">{hy(title)}</h1>
          <p className="mt-5 max-w-2xl text-lg text-stone-200">{subtitle}</p>
        </div>
      </section>

      {content && (
        <section className="mx-auto max-w-3xl px-5 pt-20">
          <div
            className="prose-site text-lg leading-relaxed text-stone-700"
            // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the server when the owner saved it
            dangerouslySetInnerHTML={{ __html: content }}
          />
        </section>
      )}

      <section className="mx-auto max-w-7xl px-5 py-20 lg:px-8">
        <h2 className="font-display text-4xl sm:text-5xl">{hy(t.benefitsTitle(name))}</h2>
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {t.benefits.map((b, i) => {
            const Icon = icons[i] ?? MapPin;
            return (
              <li key={b.title} className="border border-stone-200 bg-white p-8">
                <Icon aria-hidden className="size-6 text-accent-dark" />
                <h3 className="mt-5 font-display text-2xl">{hy(b.title)}</h3>
                <p className="mt-2 text-stone-700">{b.text}</p>
              </li>
            );
          })}
        </ul>
      </section>

      <section className="mx-auto max-w-7xl px-5 lg:px-8">
        <h2 className="font-display text-3xl">{hy(t.servicesTitle)}</h2>
        <p className="mt-3 text-stone-700">
          {t.servicesText}{' '}
          <Link to="/services" className="text-accent-dark underline underline-offset-4">
            {t.servicesLink}
          </Link>
        </p>
      </section>

      <section className="mx-auto mt-20 max-w-7xl px-5 lg:px-8">
        <div className="flex flex-col gap-8 bg-ink p-8 text-white sm:p-12 xl:flex-row xl:items-center xl:justify-between">
          <div>
            <h2 className="font-display text-3xl sm:text-4xl">{hy(t.ctaTitle)}</h2>
            <p className="mt-3 max-w-xl text-stone-300">{contactText}</p>
          </div>
          <div className="flex flex-col gap-3 sm:flex-row">
            <Link
              to="/booking"
              className="inline-flex min-h-12 items-center justify-center whitespace-nowrap bg-white px-7 text-sm font-medium uppercase tracking-[0.12em] text-ink hover:bg-stone-200"
            >
              {t.book}
            </Link>
            <a
              href={`tel:${phone.replace(/[^+0-9]/g, '')}`}
              className="inline-flex min-h-12 items-center justify-center gap-2 whitespace-nowrap border border-white/70 px-7 text-sm font-medium tracking-wide text-white hover:bg-white/10"
            >
              <Phone aria-hidden className="size-4" />
              {t.call}: {phone}
            </a>
          </div>
        </div>
      </section>
    </>
  );
}
