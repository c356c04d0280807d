import { dictionaries, languageFromCookieHeader } from '../../i18n';
import { servicesContext } from '../../lib/server-context';
import type { Route } from './+types/home';

export async function loader({ request, context }: Route.LoaderArgs) {
  const lang = languageFromCookieHeader(request.headers.get('cookie'));
  const t = dictionaries[lang];
  const { api } = context.get(servicesContext);
  const health = await api('/api/health');
  return {
    title: t.meta.homeTitle,
    description: t.meta.homeDescription,
    siteName: t.meta.siteName,
    eyebrow: t.home.eyebrow,
    body: t.home.placeholderBody,
    serverNote: health.status === 200 ? t.home.serverNote : '',
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  return [
    { title: `${loaderData.siteName} | ${loaderData.title}` },
    { name: 'description', content: loaderData.description },
  ];
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <section className="mx-auto max-w-3xl px-6 py-24 text-center">
      <p className="text-sm uppercase tracking-[0.3em] text-accent-dark">{loaderData.eyebrow}</p>
      <h1 className="mt-6 font-display text-5xl leading-tight sm:text-6xl">{loaderData.title}</h1>
      <p className="mt-6 text-lg text-stone-700">{loaderData.body}</p>
      {loaderData.serverNote && <p className="mt-10 text-sm text-stone-500">{loaderData.serverNote}</p>}
    </section>
  );
}
