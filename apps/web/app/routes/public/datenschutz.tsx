import { DEFAULT_IMPRESSUM, DEFAULT_PRIVACY_SETTINGS, impressumSchema, privacySettingsSchema } from '@app/contracts';
import { datenschutzTexts } from '../../features/legal/datenschutz-texts';
import { LegalPage } from '../../features/legal/legal-page';
import { pageMeta } from '../../features/seo/meta';
import { textsFor, useTexts } from '../../i18n/texts';
import { hyphenationFor } from '../../lib/hyphenate.server';
import { useHyphenation } from '../../lib/hyphenation';
import { pageLanguage } from '../../lib/lang';
import { loadJson } from '../../lib/load';
import type { Route } from './+types/datenschutz';

export async function loader({ url, context }: Route.LoaderArgs) {
  const lang = pageLanguage(url);
  const t = textsFor(datenschutzTexts, lang);
  const [operator, periods] = await Promise.all([
    loadJson(context, '/api/public/impressum', DEFAULT_IMPRESSUM, impressumSchema),
    // The periods the owner set: the same numbers the retention deletes by (ADR 027).
    loadJson(context, '/api/public/privacy', DEFAULT_PRIVACY_SETTINGS, privacySettingsSchema),
  ]);
  return {
    operator,
    periods,
    hyphenation: hyphenationFor(lang, [t.title, t.controllerTitle, ...t.sections(periods).map((s) => s.title)]),
    seo: { title: t.metaTitle, description: t.metaDescription },
  };
}

export function meta(args: Route.MetaArgs) {
  return args.loaderData ? pageMeta(args, args.loaderData.seo) : [];
}

export default function DatenschutzPage({ loaderData }: Route.ComponentProps) {
  const t = useTexts(datenschutzTexts);
  const hy = useHyphenation();
  const o = loaderData.operator;
  return (
    <LegalPage
      eyebrow={t.eyebrow}
      title={t.title}
      intro={t.intro}
      sections={t.sections(loaderData.periods)}
      footer={t.status}
    >
      <section className="mt-12">
        <h2 className="font-display text-3xl">{hy(t.controllerTitle)}</h2>
        <address className="mt-4 not-italic leading-relaxed text-stone-700">
          {[o.name, o.company].filter(Boolean).join(', ')}
          <br />
          {[o.street, o.city, o.country].filter(Boolean).join(', ')}
          <br />
          {o.email ? (
            <a className="underline underline-offset-4" href={`mailto:${o.email}`}>
              {o.email}
            </a>
          ) : null}
          {o.email && o.phone ? ' · ' : null}
          {o.phone}
        </address>
      </section>
    </LegalPage>
  );
}
