import {
  bookingCreateSchema,
  bookingModesResponseSchema,
  DEFAULT_AVAILABILITY,
  DEFAULT_SERVICES,
  documentsResponseSchema,
  type Service,
  type SiteDocument,
  servicesSettingsSchema,
} from '@app/contracts';
import { useSearchParams } from 'react-router';
import { BOOKING_FIELDS, BookingForm } from '../../features/booking/booking-form';
import { InfoTiles } from '../../features/booking/info-tiles';
import { splitTariff } from '../../features/booking/tariff-selector';
import { bookingTexts } from '../../features/booking/texts';
import { publicFormClientAction } from '../../features/forms/client-action';
import { publicFormAction } from '../../features/forms/form-action.server';
import { SentNote } from '../../features/forms/sent-note';
import { pageMeta } from '../../features/seo/meta';
import { textsFor } from '../../i18n/texts';
import { hyphenationFor } from '../../lib/hyphenate.server';
import { useHyphenation } from '../../lib/hyphenation';
import { pageLanguage } from '../../lib/lang';
import { loadJson } from '../../lib/load';
import type { Route } from './+types/booking';

/** Today in the photographer's time zone, as YYYY-MM-DD. */
const berlinToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(new Date());

/**
 * A service's "book now" opens the form with its service (and tariff) chosen:
 * `/booking?service={id}&tariff={id}`. Only what exists is taken; anything else is left unchosen.
 */
function preselection(params: URLSearchParams, services: Service[]): { service: string; tariff: string } | undefined {
  const service = services.find((s) => s.id === params.get('service'));
  if (!service) return undefined;
  const tariff = service.tariffs.find((x) => x.id === params.get('tariff'));
  return { service: service.id, tariff: tariff?.id ?? '' };
}

/** /booking and /buchung show this page; /booking is the canonical address of both. */
export async function loader({ url, context }: Route.LoaderArgs) {
  const lang = pageLanguage(url);
  const [servicesAnswer, documentsAnswer, modes] = await Promise.all([
    loadJson(context, '/api/admin/settings/services', { services: [] as Service[] }, servicesSettingsSchema),
    loadJson(context, '/api/admin/settings/documents', { documents: [] as SiteDocument[] }, documentsResponseSchema),
    loadJson(
      context,
      '/api/public/booking-modes',
      {
        modes: {},
        min_notice_days: DEFAULT_AVAILABILITY.min_notice_days,
        max_horizon_days: DEFAULT_AVAILABILITY.max_horizon_days,
      },
      bookingModesResponseSchema,
    ),
  ]);
  const active = servicesAnswer.services.filter((service) => service.active);
  const documents = documentsAnswer.documents.filter((doc) => doc.active).sort((a, b) => a.sort_order - b.sort_order);
  const t = textsFor(bookingTexts, lang);
  const services = active.length > 0 ? active : DEFAULT_SERVICES;
  return {
    lang,
    services,
    hyphenation: hyphenationFor(lang, [t.hero.title]),
    preselect: preselection(url.searchParams, services),
    documents,
    modes: modes.modes,
    bookable: { notice: modes.min_notice_days, horizon: modes.max_horizon_days },
    today: berlinToday(),
    seo: {
      title: t.meta.title,
      description: t.meta.description,
      // /buchung shows this page too: /booking is the canonical address of both.
      path: '/booking',
    },
  };
}

/** The request's post: validated here, stored through the API; works without JavaScript. */
export async function action({ request, url, context }: Route.ActionArgs) {
  return publicFormAction({
    request,
    url,
    context,
    endpoint: '/api/public/booking',
    schema: bookingCreateSchema,
    fields: BOOKING_FIELDS,
    // The ticked box is sent (and refused when missing): the API stores the consent with the request.
    // A tariff chosen among all services' (a page without scripts) names its service.
    toInput: (values) => ({
      ...values,
      ...splitTariff(values.service ?? '', values.tariff ?? ''),
      consent: values.consent === 'on',
    }),
    successUrl: `${url.pathname}?sent=1`,
  });
}

/** Sent by script: a request that fails keeps the page and what was typed (issue 32). */
export const clientAction = publicFormClientAction;

export function meta(args: Route.MetaArgs) {
  return args.loaderData ? pageMeta(args, args.loaderData.seo) : [];
}

export default function BookingPage({ loaderData, actionData }: Route.ComponentProps) {
  const { lang, services, documents, today, modes, bookable, preselect } = loaderData;
  const t = textsFor(bookingTexts, lang);
  const hy = useHyphenation();
  const [params] = useSearchParams();
  return (
    <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 lg:py-20">
      <header className="mx-auto max-w-2xl text-center">
        <p className="text-sm uppercase tracking-[0.3em] text-accent-dark">{t.hero.eyebrow}</p>
        <h1 className="mt-4 font-display text-4xl leading-tight font-semibold sm:text-5xl">{hy(t.hero.title)}</h1>
        <p className="mt-5 text-lg text-stone-700">{t.hero.intro}</p>
      </header>
      <div className="mt-12 grid grid-cols-1 gap-10 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:items-start">
        <div className="border border-stone-200 bg-white/70 p-5 shadow-sm sm:p-8 lg:p-10">
          {params.get('sent') === '1' && (
            <div className="mb-8">
              <SentNote title={t.success.title} message={t.success.message} />
            </div>
          )}
          <BookingForm
            services={services}
            modes={modes}
            bookable={bookable}
            documents={documents}
            lang={lang}
            t={t}
            today={today}
            actionData={actionData}
            preselect={preselect}
          />
        </div>
        <aside className="lg:sticky lg:top-8">
          <InfoTiles t={t} />
        </aside>
      </div>
    </div>
  );
}
