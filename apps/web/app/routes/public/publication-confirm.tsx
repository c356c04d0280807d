import { CONSENT_TEXTS, galleryPublicationConfirmedSchema } from '@app/contracts';
import { data, useSearchParams } from 'react-router';
import { publicationConfirmTexts } from '../../features/client-gallery/publication-confirm-texts';
import { primaryButtonClass } from '../../features/forms/form-kit';
import { PageHeader } from '../../features/forms/page-header';
import { SentNote } from '../../features/forms/sent-note';
import { pageMeta } from '../../features/seo/meta';
import { textsFor } from '../../i18n/texts';
import { answered } from '../../lib/api-answer';
import { pageLanguage } from '../../lib/lang';
import { servicesContext } from '../../lib/server-context';
import type { Route } from './+types/publication-confirm';

const TOKEN = /^[A-Za-z0-9_-]{20,200}$/;

export async function loader({ url }: Route.LoaderArgs) {
  return { lang: pageLanguage(url) };
}

type Result = { state: 'done'; title: string } | { state: 'invalid' } | { state: 'failed' };

/**
 * The link of the publication confirmation mail (issue 33 item 4, ADR 039) opens this page, which
 * asks for one click (a POST): a mail scanner that fetches the link confirms nothing. Only this
 * post records the client's opt-in. A token page (no analytics, no Referer, not indexed, never
 * cached: `tokenPage` in the registry). Works without JavaScript.
 */
export async function action({ request, url, context }: Route.ActionArgs) {
  const lang = pageLanguage(url);
  const form = await request.formData().catch(() => null);
  const token = String(form?.get('token') ?? '');
  const answer = (result: Result, status: number) => data(result, { status });
  if (!TOKEN.test(token)) return answer({ state: 'invalid' }, 404);
  try {
    const res = await context.get(servicesContext).api('/api/public/galleries/publication-confirmations', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: { token },
    });
    const given = answered(res);
    const parsed = given.ok ? galleryPublicationConfirmedSchema.safeParse(given.data) : null;
    if (parsed?.success) {
      const title = (lang === 'ru' && parsed.data.title_ru) || parsed.data.title_de;
      return answer({ state: 'done', title }, 200);
    }
    const invalid = ['gallery.confirmation_invalid', 'not_found', 'validation_failed'];
    if (!given.ok && invalid.includes(given.code)) return answer({ state: 'invalid' }, 404);
  } catch {
    // falls through to "try again"
  }
  return answer({ state: 'failed' }, 503);
}

export function meta(args: Route.MetaArgs) {
  if (!args.loaderData) return [];
  const t = textsFor(publicationConfirmTexts, args.loaderData.lang);
  // Its address carries a personal link (a token): not for search engines.
  return pageMeta(args, { title: t.metaTitle, description: t.intro, path: '/consent', noindex: true });
}

export default function PublicationConfirm({ loaderData, actionData }: Route.ComponentProps) {
  const { lang } = loaderData;
  const t = textsFor(publicationConfirmTexts, lang);
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const result = actionData as Result | undefined;
  const invalid = result?.state === 'invalid' || (!result && !TOKEN.test(token));
  return (
    <>
      <PageHeader eyebrow={t.eyebrow} title={t.title} />
      <div className="mx-auto max-w-xl space-y-6 px-5 py-12 sm:py-16">
        {result?.state === 'done' ? (
          <SentNote title={t.doneTitle} message={t.done(result.title)} />
        ) : invalid ? (
          <p role="alert" className="border border-red-200 bg-red-50 px-5 py-4 text-red-900">
            {t.invalid}
          </p>
        ) : (
          <form method="post" className="space-y-4 border border-stone-200 bg-white p-6">
            <p className="text-stone-700">{t.intro}</p>
            <blockquote className="border-l-2 border-accent-dark pl-4 text-sm leading-relaxed text-stone-800">
              {CONSENT_TEXTS.gallery_publication[lang]}
            </blockquote>
            <input type="hidden" name="token" value={token} />
            {result?.state === 'failed' ? (
              <p role="alert" className="text-sm text-red-800">
                {t.failed}
              </p>
            ) : null}
            <button type="submit" className={primaryButtonClass}>
              {t.button}
            </button>
            <p className="text-sm text-stone-600">{t.ignore}</p>
          </form>
        )}
      </div>
    </>
  );
}
