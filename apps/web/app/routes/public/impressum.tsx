import { DEFAULT_IMPRESSUM, impressumSchema } from '@app/contracts';
import { impressumTexts } from '../../features/legal/impressum-texts';
import { LegalPage } from '../../features/legal/legal-page';
import { pageMeta } from '../../features/seo/meta';
import { textsFor, useTexts } from '../../i18n/texts';
import { hyphenationFor } from '../../lib/hyphenate.server';
import { pageLanguage } from '../../lib/lang';
import { loadJson } from '../../lib/load';
import type { Route } from './+types/impressum';

export async function loader({ url, context }: Route.LoaderArgs) {
  const lang = pageLanguage(url);
  const t = textsFor(impressumTexts, lang);
  const operator = await loadJson(context, '/api/public/impressum', DEFAULT_IMPRESSUM, impressumSchema);
  return {
    operator,
    hyphenation: hyphenationFor(lang, [t.title, ...t.sections.map((s) => s.title)]),
    seo: { title: t.metaTitle, description: t.metaDescription },
  };
}

export function meta(args: Route.MetaArgs) {
  return args.loaderData ? pageMeta(args, args.loaderData.seo) : [];
}

export default function ImpressumPage({ loaderData }: Route.ComponentProps) {
  const t = useTexts(impressumTexts);
  const o = loaderData.operator;
  const label = 'text-xs font-medium uppercase tracking-[0.2em] text-stone-600';
  return (
    <LegalPage eyebrow={t.eyebrow} title={t.title} sections={t.sections} footer={t.status}>
      <div className="mt-10 grid gap-8 border border-stone-200 bg-white p-6 sm:grid-cols-2 sm:p-8">
        <div>
          <h2 className={label}>{t.provider}</h2>
          <address className="mt-3 not-italic leading-relaxed">
            <Lines values={[o.name, o.company, o.street, o.city, o.country]} />
          </address>
        </div>
        <div>
          <h2 className={label}>{t.contact}</h2>
          <p className="mt-3 leading-relaxed">
            {o.phone ? (
              <>
                {t.phone}:{' '}
                <a className="underline underline-offset-4" href={`tel:${o.phone.replace(/[^+0-9]/g, '')}`}>
                  {o.phone}
                </a>
                <br />
              </>
            ) : null}
            {o.email ? (
              <>
                {t.email}:{' '}
                <a className="underline underline-offset-4" href={`mailto:${o.email}`}>
                  {o.email}
                </a>
              </>
            ) : null}
          </p>
        </div>
        {o.vatId ? (
          <div>
            <h2 className={label}>{t.vat}</h2>
            <p className="mt-3">{o.vatId}</p>
          </div>
        ) : o.small_business ? (
          <div>
            <h2 className={label}>{t.smallBusinessTitle}</h2>
            <p className="mt-3">{t.smallBusiness}</p>
          </div>
        ) : null}
        {o.responsiblePerson ? (
          <div>
            <h2 className={label}>{t.responsible}</h2>
            <p className="mt-3">{o.responsiblePerson}</p>
          </div>
        ) : null}
      </div>
    </LegalPage>
  );
}

/** The non-empty values, one per line (a field the owner has not filled leaves no blank line). */
function Lines({ values }: { values: string[] }) {
  const shown = values.filter((v) => v.trim() !== '');
  return shown.map((value, i) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list of address lines
    <span key={i}>
      {i > 0 ? <br /> : null}
      {value}
    </span>
  ));
}
