import { agbTexts } from '../../features/legal/agb-texts';
import { LegalPage } from '../../features/legal/legal-page';
import { pageMeta } from '../../features/seo/meta';
import { textsFor, useTexts } from '../../i18n/texts';
import { hyphenationFor } from '../../lib/hyphenate.server';
import { pageLanguage } from '../../lib/lang';
import type { Route } from './+types/agb';

export function loader({ url }: Route.LoaderArgs) {
  const lang = pageLanguage(url);
  const t = textsFor(agbTexts, lang);
  return {
    hyphenation: hyphenationFor(lang, [t.title, ...t.sections.map((s) => s.title)]),
    seo: { title: t.metaTitle, description: t.metaDescription },
  };
}

export function meta(args: Route.MetaArgs) {
  return args.loaderData ? pageMeta(args, args.loaderData.seo) : [];
}

export default function AgbPage() {
  const t = useTexts(agbTexts);
  return <LegalPage eyebrow={t.eyebrow} title={t.title} intro={t.intro} sections={t.sections} footer={t.status} />;
}
