import { data } from 'react-router';
import { NotFoundSection } from '../../features/layout/not-found-section';
import { siteTexts } from '../../i18n/site-texts';
import { textsFor } from '../../i18n/texts';
import { pageLanguage } from '../../lib/lang';
import type { Route } from './+types/not-found';

export function loader({ url }: Route.LoaderArgs) {
  const t = textsFor(siteTexts, pageLanguage(url));
  return data({ title: t.meta.notFoundTitle, description: t.notFound.body }, { status: 404 });
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: loaderData?.title ?? 'Not found' },
    { name: 'description', content: loaderData?.description ?? '' },
    { name: 'robots', content: 'noindex' },
  ];
}

export default function NotFound() {
  return <NotFoundSection />;
}
