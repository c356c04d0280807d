import { contactSettingsSchema, DEFAULT_CONTACT } from '@app/contracts';
import { ContactForm } from '../../features/contact/contact-form';
import { ContactInfo } from '../../features/contact/contact-info';
import { contactTexts } from '../../features/contact/texts';
import { PageHeader } from '../../features/forms/page-header';
import { pageMeta } from '../../features/forms/page-meta';
import { siteTexts } from '../../i18n/site-texts';
import { textsFor } from '../../i18n/texts';
import { requestLanguage } from '../../lib/lang';
import { loadJson, publicUrl } from '../../lib/load';
import type { Route } from './+types/contact';

export async function loader({ request, context }: Route.LoaderArgs) {
  const lang = requestLanguage(request);
  const contact = await loadJson(context, '/api/admin/settings/contact', DEFAULT_CONTACT, contactSettingsSchema);
  return { lang, contact, canonical: `${publicUrl(context)}/contact` };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  const t = textsFor(contactTexts, loaderData.lang);
  return pageMeta({
    lang: loaderData.lang,
    siteName: textsFor(siteTexts, loaderData.lang).meta.siteName,
    title: t.metaTitle,
    description: t.metaDescription,
    url: loaderData.canonical,
  });
}

export default function Contact({ loaderData }: Route.ComponentProps) {
  const { lang, contact } = loaderData;
  const t = textsFor(contactTexts, lang);
  return (
    <>
      <PageHeader eyebrow={t.eyebrow} title={t.title} intro={t.intro} />
      <div className="mx-auto grid max-w-6xl gap-8 px-5 py-12 sm:py-16 lg:grid-cols-[1fr_380px] lg:items-start lg:gap-12">
        <ContactForm lang={lang} />
        <ContactInfo contact={contact} lang={lang} />
      </div>
    </>
  );
}
