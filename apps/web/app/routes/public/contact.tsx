import { contactCreateSchema, contactSettingsSchema, DEFAULT_CONTACT, localePath } from '@app/contracts';
import { useSearchParams } from 'react-router';
import { CONTACT_FIELDS, ContactForm } from '../../features/contact/contact-form';
import { ContactInfo } from '../../features/contact/contact-info';
import { contactTexts } from '../../features/contact/texts';
import { publicFormClientAction } from '../../features/forms/client-action';
import { publicFormAction } from '../../features/forms/form-action.server';
import { PageHeader } from '../../features/forms/page-header';
import { SentNote } from '../../features/forms/sent-note';
import { pageUrl } from '../../features/seo/alternates';
import { pageMeta } from '../../features/seo/meta';
import { textsFor } from '../../i18n/texts';
import { hyphenationFor } from '../../lib/hyphenate.server';
import { pageLanguage } from '../../lib/lang';
import { loadJson, publicUrl } from '../../lib/load';
import type { Route } from './+types/contact';

export async function loader({ url, context }: Route.LoaderArgs) {
  const lang = pageLanguage(url);
  const contact = await loadJson(context, '/api/admin/settings/contact', DEFAULT_CONTACT, contactSettingsSchema);
  return {
    lang,
    contact,
    hyphenation: hyphenationFor(lang, [textsFor(contactTexts, lang).title]),
    canonical: pageUrl(publicUrl(context), lang, '/contact'),
  };
}

/** The form's post: validated here, stored through the API; works without JavaScript. */
export async function action({ request, url, context }: Route.ActionArgs) {
  return publicFormAction({
    request,
    url,
    context,
    endpoint: '/api/public/contact',
    schema: contactCreateSchema,
    fields: CONTACT_FIELDS,
    successUrl: localePath(pageLanguage(url), '/contact?sent=1'),
  });
}

/** Sent by script: a request that fails keeps the page and what was typed (issue 32). */
export const clientAction = publicFormClientAction;

export function meta(args: Route.MetaArgs) {
  if (!args.loaderData) return [];
  const t = textsFor(contactTexts, args.loaderData.lang);
  return pageMeta(args, { title: t.metaTitle, description: t.metaDescription, path: '/contact' });
}

export default function Contact({ loaderData, actionData }: Route.ComponentProps) {
  const { lang, contact } = loaderData;
  const t = textsFor(contactTexts, lang);
  const [params] = useSearchParams();
  return (
    <>
      <PageHeader eyebrow={t.eyebrow} title={t.title} intro={t.intro} />
      <div className="mx-auto grid max-w-6xl gap-8 px-5 py-12 sm:py-16 lg:grid-cols-[1fr_380px] lg:items-start lg:gap-12">
        <div className="space-y-5">
          {params.get('sent') === '1' && <SentNote title={t.successTitle} message={t.success} />}
          <ContactForm lang={lang} actionData={actionData} />
        </div>
        <ContactInfo contact={contact} lang={lang} />
      </div>
    </>
  );
}
