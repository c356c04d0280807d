import { data } from 'react-router';
import { Link } from '../../features/language/links';
import { siteTexts } from '../../i18n/site-texts';
import { textsFor, useTexts } from '../../i18n/texts';
import { requestLanguage } from '../../lib/lang';
import type { Route } from './+types/not-found';

export function loader({ request }: Route.LoaderArgs) {
  const t = textsFor(siteTexts, requestLanguage(request));
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
  const t = useTexts(siteTexts);
  return (
    <section className="mx-auto max-w-xl px-6 py-32 text-center">
      <p className="font-display text-7xl text-stone-500">404</p>
      <h1 className="mt-4 font-display text-4xl">{t.notFound.title}</h1>
      <p className="mt-4 text-stone-600">{t.notFound.body}</p>
      <Link
        to="/"
        className="mt-10 inline-flex min-h-12 items-center bg-ink px-8 text-sm font-medium uppercase tracking-[0.16em] text-white hover:bg-stone-800"
      >
        {t.notFound.home}
      </Link>
    </section>
  );
}
