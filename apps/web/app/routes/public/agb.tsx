import { agbTexts } from '../../features/legal/agb-texts';
import { LegalPage } from '../../features/legal/legal-page';
import { pageMeta } from '../../features/seo/meta';
import { textsFor, useTexts } from '../../i18n/texts';
import { pageLanguage } from '../../lib/lang';
import type { Route } from './+types/agb';

export function loader({ url }: Route.LoaderArgs) {
  const t = textsFor(agbTexts, pageLanguage(url));
  return { seo: { title: t.metaTitle, description: t.metaDescription } };
}

export function meta(args: Route.MetaArgs) {
  return args.loaderData ? pageMeta(args, args.loaderData.seo) : [];
}

export default function AgbPage() {
  const t = useTexts(agbTexts);
  return <LegalPage eyebrow={t.eyebrow} title={t.title} intro={t.intro} sections={t.sections} footer={t.status} />;
}
