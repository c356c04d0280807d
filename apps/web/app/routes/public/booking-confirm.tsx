import { BOOKING_CONFIRM_STATES, type Language, localePath } from '@app/contracts';
import { Link, useSearchParams } from 'react-router';
import { confirmBookingAction } from '../../features/booking/confirm.server';
import { bookingTexts } from '../../features/booking/texts';
import { primaryButtonClass } from '../../features/forms/form-kit';
import { SentNote } from '../../features/forms/sent-note';
import { pageUrl } from '../../features/seo/alternates';
import { pageMeta } from '../../features/seo/meta';
import { textsFor } from '../../i18n/texts';
import { pageLanguage } from '../../lib/lang';
import { publicUrl } from '../../lib/load';
import type { Route } from './+types/booking-confirm';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
type State = (typeof BOOKING_CONFIRM_STATES)[number];

export async function loader({ url, context }: Route.LoaderArgs) {
  const lang = pageLanguage(url);
  return { lang, canonical: pageUrl(publicUrl(context), lang, '/booking/confirm') };
}

/**
 * The link of a booking request's confirmation mail (ADR 038) opens this page with its token and
 * asks for one click: the POST confirms the address (a mail scanner that fetches the link holds
 * nothing). The answer lands on this page without the token (post/redirect/get). Works without
 * JavaScript.
 */
export async function action(args: Route.ActionArgs) {
  return confirmBookingAction(args);
}

export function meta(args: Route.MetaArgs) {
  if (!args.loaderData) return [];
  const t = textsFor(bookingTexts, args.loaderData.lang).confirm;
  // Its address carries a personal link (a token): not for search engines.
  return pageMeta(args, { title: t.metaTitle, description: t.text, path: '/booking/confirm', noindex: true });
}

function longDate(date: string, lang: Language): string {
  if (!DATE.test(date)) return '';
  return new Intl.DateTimeFormat(lang === 'ru' ? 'ru-RU' : 'de-DE', { dateStyle: 'full', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
}

export default function BookingConfirm({ loaderData }: Route.ComponentProps) {
  const { lang } = loaderData;
  const t = textsFor(bookingTexts, lang).confirm;
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const state = BOOKING_CONFIRM_STATES.find((s) => s === params.get('state'));
  const date = longDate(params.get('date') ?? '', lang);
  const results: Record<State, { title: string; text: string }> = {
    held: { title: t.heldTitle, text: t.held },
    received: { title: t.receivedTitle, text: t.received },
    date_taken: { title: t.takenTitle, text: t.taken },
    hold_limit: { title: t.limitTitle, text: t.limit },
  };
  const problem = params.get('invalid') === '1' ? t.invalid : params.get('failed') === '1' ? t.failed : '';
  return (
    <div className="mx-auto max-w-xl space-y-6 px-5 py-12 sm:py-16">
      <h1 className="font-display text-4xl leading-tight font-semibold">{t.title}</h1>
      {state && <SentNote title={results[state].title} message={results[state].text.replace('{date}', date)} />}
      {problem && (
        <p role="alert" className="border border-red-200 bg-red-50 px-5 py-4 text-red-900">
          {problem}
        </p>
      )}
      {token && !state && (
        <form method="post" className="space-y-4 border border-stone-200 bg-white p-6">
          <p className="text-stone-700">{t.text}</p>
          <input type="hidden" name="token" value={token} />
          <button type="submit" className={primaryButtonClass}>
            {t.button}
          </button>
        </form>
      )}
      <p>
        <Link to={localePath(lang, '/booking')} className="underline underline-offset-4">
          {t.back}
        </Link>
      </p>
    </div>
  );
}
