import { type Language, localePath, newsletterSignupSchema } from '@app/contracts';
import { redirect, useSearchParams } from 'react-router';
import { publicFormClientAction } from '../../features/forms/client-action';
import { publicFormAction } from '../../features/forms/form-action.server';
import { primaryButtonClass } from '../../features/forms/form-kit';
import { PageHeader } from '../../features/forms/page-header';
import { SentNote } from '../../features/forms/sent-note';
import { NEWSLETTER_IN_PAGE } from '../../features/newsletter/one-form';
import { NEWSLETTER_FIELDS, NewsletterSignupForm } from '../../features/newsletter/signup-form';
import { newsletterTexts } from '../../features/newsletter/texts';
import { pageUrl } from '../../features/seo/alternates';
import { pageMeta } from '../../features/seo/meta';
import { textsFor } from '../../i18n/texts';
import { answered } from '../../lib/api-answer';
import { hyphenationFor } from '../../lib/hyphenate.server';
import { useHyphenation } from '../../lib/hyphenation';
import { pageLanguage } from '../../lib/lang';
import { publicUrl } from '../../lib/load';
import { servicesContext } from '../../lib/server-context';
import type { Route } from './+types/newsletter';

const TOKEN = /^[A-Za-z0-9_-]{20,100}$/;

/** The page has its own newsletter sign-up: the footer leaves its one out. */
export const handle = NEWSLETTER_IN_PAGE;

export async function loader({ url, context }: Route.LoaderArgs) {
  const lang = pageLanguage(url);
  const t = textsFor(newsletterTexts, lang);
  return {
    lang,
    hyphenation: hyphenationFor(lang, [t.title, t.confirmTitle, t.unsubscribeTitle]),
    canonical: pageUrl(publicUrl(context), lang, '/newsletter'),
  };
}

/**
 * The sign-up (from this page or any footer) and the two links of the mails. The links open this
 * page with their token and ask for one click (a POST): a mail scanner that fetches the link
 * confirms or cancels nothing. Works without JavaScript.
 */
export async function action({ request, url, context }: Route.ActionArgs) {
  const lang = pageLanguage(url);
  const form = await request
    .clone()
    .formData()
    .catch(() => null);
  const intent = form?.get('intent');
  if (intent === 'confirm' || intent === 'unsubscribe') {
    const token = String(form?.get('token') ?? '');
    const done = TOKEN.test(token) && (await postToken(context, intent, token, lang));
    return redirect(
      localePath(lang, `/newsletter?${done ? (intent === 'confirm' ? 'confirmed' : 'unsubscribed') : 'invalid'}=1`),
    );
  }
  return publicFormAction({
    request,
    url,
    context,
    endpoint: '/api/public/newsletter',
    schema: newsletterSignupSchema,
    fields: NEWSLETTER_FIELDS,
    toInput: (values) => ({ email: values.email, consent: values.consent === 'on' }),
    successUrl: localePath(lang, '/newsletter?sent=1'),
  });
}

/** Sent by script: a request that fails keeps the page and what was typed (issue 32). */
export const clientAction = publicFormClientAction;

async function postToken(
  context: Route.ActionArgs['context'],
  intent: 'confirm' | 'unsubscribe',
  token: string,
  lang: Language,
): Promise<boolean> {
  try {
    const res = await context.get(servicesContext).api(`/api/public/newsletter/${intent}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-language': lang },
      body: { token },
    });
    return answered(res).ok;
  } catch {
    return false;
  }
}

export function meta(args: Route.MetaArgs) {
  if (!args.loaderData) return [];
  const t = textsFor(newsletterTexts, args.loaderData.lang);
  // Its addresses carry personal links (tokens): not for search engines.
  return pageMeta(args, { title: t.metaTitle, description: t.metaDescription, path: '/newsletter', noindex: true });
}

export default function Newsletter({ loaderData, actionData }: Route.ComponentProps) {
  const { lang } = loaderData;
  const t = textsFor(newsletterTexts, lang);
  const [params] = useSearchParams();
  const hy = useHyphenation();
  const confirm = params.get('confirm') ?? '';
  const unsubscribe = params.get('unsubscribe') ?? '';
  const tokenForm = (intent: 'confirm' | 'unsubscribe', token: string, title: string, text: string, button: string) => (
    <form method="post" className="space-y-4 border border-stone-200 bg-white p-6">
      <h2 className="font-display text-2xl">{hy(title)}</h2>
      <p className="text-stone-700">{text}</p>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="token" value={token} />
      <button type="submit" className={primaryButtonClass}>
        {button}
      </button>
    </form>
  );
  return (
    <>
      <PageHeader eyebrow={t.eyebrow} title={t.title} intro={t.intro} />
      <div className="mx-auto max-w-xl space-y-6 px-5 py-12 sm:py-16">
        {params.get('sent') === '1' && <SentNote title={t.sentTitle} message={t.sent} />}
        {params.get('confirmed') === '1' && <SentNote title={t.confirmedTitle} message={t.confirmed} />}
        {params.get('unsubscribed') === '1' && <SentNote title={t.unsubscribedTitle} message={t.unsubscribed} />}
        {params.get('invalid') === '1' && (
          <p role="alert" className="border border-red-200 bg-red-50 px-5 py-4 text-red-900">
            {t.invalidLink}
          </p>
        )}
        {confirm ? (
          tokenForm('confirm', confirm, t.confirmTitle, t.confirmText, t.confirmButton)
        ) : unsubscribe ? (
          tokenForm('unsubscribe', unsubscribe, t.unsubscribeTitle, t.unsubscribeText, t.unsubscribeButton)
        ) : params.get('confirmed') === '1' || params.get('unsubscribed') === '1' ? null : (
          <NewsletterSignupForm lang={lang} state={actionData} />
        )}
      </div>
    </>
  );
}
