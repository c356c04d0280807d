import {
  type GalleryPublic,
  galleryPublicSchema,
  galleryTokenSchema,
  galleryUnlockResponseSchema,
  type Language,
  localePath,
  localized,
} from '@app/contracts';
import { lazy, Suspense, useState } from 'react';
import { data, Form, Link, redirect } from 'react-router';
import { GalleryGrid } from '../../features/client-gallery/gallery-grid';
import { PublicationConsent } from '../../features/client-gallery/publication-consent';
import { SelectionBar } from '../../features/client-gallery/selection-bar';
import { clientGalleryTexts } from '../../features/client-gallery/texts';
import { useFavourites } from '../../features/client-gallery/use-favourites';
import { inputClass, primaryButtonClass } from '../../features/forms/form-kit';
import { PageHeader } from '../../features/forms/page-header';
import { siteTexts } from '../../i18n/site-texts';
import { textsFor } from '../../i18n/texts';
import { requestLanguage } from '../../lib/lang';
import { publicUrl } from '../../lib/load';
import { servicesContext } from '../../lib/server-context';
import type { Route } from './+types/client-gallery';

const PhotoLightbox = lazy(() => import('../../features/portfolio/photo-lightbox'));

/**
 * Never stored by a shared cache, never indexed, and no Referer carries the link's token away.
 * `same-origin`, not `no-referrer`: with `no-referrer` the browser sends `Origin: null` with the
 * page's own form posts (password, opt-in), which React Router refuses as a possible CSRF (400);
 * `same-origin` still sends nothing to any other site.
 */
const PRIVATE_HEADERS = {
  'cache-control': 'private, no-store',
  'referrer-policy': 'same-origin',
  'x-robots-tag': 'noindex, nofollow',
};

type State =
  | { kind: 'open'; gallery: GalleryPublic }
  | { kind: 'locked' }
  | { kind: 'expired' }
  | { kind: 'missing' }
  | { kind: 'failed' };

const STATUS: Record<State['kind'], number> = { open: 200, locked: 401, expired: 410, missing: 404, failed: 503 };

async function read(
  context: Route.LoaderArgs['context'],
  token: string,
  cookie: string,
  visit: boolean,
): Promise<State> {
  if (!galleryTokenSchema.safeParse(token).success) return { kind: 'missing' };
  try {
    // `visit=1`: this render is a page view, counted for the owner (a count, no address).
    const res = await context
      .get(servicesContext)
      .api(`/api/public/galleries/${token}${visit ? '?visit=1' : ''}`, { headers: cookie ? { cookie } : {} });
    if (res.status === 200) {
      const parsed = galleryPublicSchema.safeParse(res.data);
      return parsed.success ? { kind: 'open', gallery: parsed.data } : { kind: 'failed' };
    }
    if (res.status === 401) return { kind: 'locked' };
    if (res.status === 410) return { kind: 'expired' };
    if (res.status === 404) return { kind: 'missing' };
    return { kind: 'failed' };
  } catch {
    return { kind: 'failed' };
  }
}

/** /g/{token} and /ru/g/{token}: the client's gallery (ADR 029). */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const lang = requestLanguage(request);
  const state = await read(context, params.token, request.headers.get('cookie') ?? '', request.method === 'GET');
  return data({ lang, state, token: params.token }, { status: STATUS[state.kind], headers: PRIVATE_HEADERS });
}

export function headers() {
  return PRIVATE_HEADERS;
}

/**
 * The client's opt-in to public use of the photos, or its withdrawal (a plain form): sent with the
 * visitor's cookie (a gallery with a password needs it), then back to the page, which shows the new state.
 */
async function publicationAction(
  context: Route.ActionArgs['context'],
  request: Request,
  token: string,
  form: FormData,
  lang: Language,
) {
  const choice = form.get('consent');
  if (choice !== 'give' && choice !== 'withdraw') {
    return data({ error: 'publication' as const }, { status: 422, headers: PRIVATE_HEADERS });
  }
  const cookie = request.headers.get('cookie') ?? '';
  let status = 503;
  try {
    const res = await context.get(servicesContext).api(`/api/public/galleries/${token}/publication`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
      body: { consent: choice === 'give', lang },
    });
    status = res.status;
  } catch {
    status = 503;
  }
  if (status === 200 || status === 401 || status === 410) {
    return redirect(localePath(lang, `/g/${token}`), { headers: PRIVATE_HEADERS });
  }
  return data({ error: 'publication' as const }, { status: status === 404 ? 404 : 503, headers: PRIVATE_HEADERS });
}

/** The password form and the publication opt-in (both work without JavaScript). */
export async function action({ request, context, params }: Route.ActionArgs) {
  const lang = requestLanguage(request);
  const form = await request.formData().catch(() => null);
  if (form?.get('intent') === 'publication' && galleryTokenSchema.safeParse(params.token).success) {
    return publicationAction(context, request, params.token, form, lang);
  }
  const password = String(form?.get('password') ?? '').slice(0, 200);
  if (!galleryTokenSchema.safeParse(params.token).success) {
    return data({ error: 'failed' as const }, { status: 404, headers: PRIVATE_HEADERS });
  }
  let res: { status: number; data: unknown };
  try {
    res = await context.get(servicesContext).api(`/api/public/galleries/${params.token}/unlock`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: { password },
    });
  } catch {
    res = { status: 503, data: null };
  }
  const here = localePath(lang, `/g/${params.token}`);
  const granted = res.status === 200 ? galleryUnlockResponseSchema.safeParse(res.data) : null;
  if (granted?.success) {
    const cookie = granted.data.cookie;
    const secure = publicUrl(context).startsWith('https:') ? '; Secure' : '';
    const expires = cookie?.expires ? `; Expires=${new Date(cookie.expires).toUTCString()}` : '; Max-Age=31536000';
    return redirect(here, {
      headers: {
        ...PRIVATE_HEADERS,
        ...(cookie
          ? { 'set-cookie': `${cookie.name}=${cookie.value}; Path=/; HttpOnly; SameSite=Lax${expires}${secure}` }
          : {}),
      },
    });
  }
  if (res.status === 410) return redirect(here, { headers: PRIVATE_HEADERS });
  const error = res.status === 429 ? 'rate_limited' : res.status === 401 || res.status === 422 ? 'wrong' : 'failed';
  return data({ error }, { status: res.status === 429 ? 429 : 401, headers: PRIVATE_HEADERS });
}

export function meta({ loaderData }: Route.MetaArgs) {
  const lang: Language = loaderData?.lang ?? 'de';
  const t = textsFor(clientGalleryTexts, lang);
  const site = textsFor(siteTexts, lang).meta.siteName;
  const state = loaderData?.state;
  const title =
    state?.kind === 'open'
      ? localized(state.gallery, 'title', lang)
      : state?.kind === 'expired'
        ? t.expiredTitle
        : state?.kind === 'missing'
          ? t.notFoundTitle
          : t.metaTitle;
  return [
    { title: `${title} | ${site}` },
    { name: 'robots', content: 'noindex, nofollow' },
    { name: 'referrer', content: 'same-origin' },
  ];
}

function Message({ eyebrow, title, text, lang }: { eyebrow: string; title: string; text: string; lang: Language }) {
  const t = textsFor(clientGalleryTexts, lang);
  return (
    <>
      <PageHeader eyebrow={eyebrow} title={title} intro={text} />
      <div className="mx-auto max-w-xl px-5 py-12 text-center">
        <Link to={localePath(lang, '/contact')} className={primaryButtonClass}>
          {t.contact}
        </Link>
      </div>
    </>
  );
}

export default function ClientGallery({ loaderData, actionData }: Route.ComponentProps) {
  const { lang, state, token } = loaderData;
  const t = textsFor(clientGalleryTexts, lang);
  const [open, setOpen] = useState<number | null>(null);
  const favourites = useFavourites(token);
  if (state.kind === 'expired')
    return <Message eyebrow={t.eyebrow} title={t.expiredTitle} text={t.expiredText} lang={lang} />;
  if (state.kind === 'missing')
    return <Message eyebrow={t.eyebrow} title={t.notFoundTitle} text={t.notFoundText} lang={lang} />;
  if (state.kind === 'failed') return <Message eyebrow={t.eyebrow} title={t.metaTitle} text={t.failed} lang={lang} />;
  if (state.kind === 'locked') {
    const error = actionData?.error === 'publication' ? undefined : actionData?.error;
    return (
      <>
        <PageHeader eyebrow={t.eyebrow} title={t.lockedTitle} intro={t.lockedText} />
        <div className="mx-auto max-w-md px-5 py-12">
          <Form method="post" className="space-y-4 rounded-2xl border border-stone-200 bg-white p-6">
            <label className="block">
              <span className="text-sm font-medium text-stone-800">{t.password}</span>
              <input
                type="password"
                name="password"
                required
                autoComplete="current-password"
                className={inputClass}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? 'gallery-password-error' : undefined}
              />
            </label>
            {error ? (
              <p id="gallery-password-error" role="alert" className="text-sm text-red-800">
                {error === 'wrong' ? t.wrongPassword : error === 'rate_limited' ? t.rateLimited : t.failed}
              </p>
            ) : null}
            <button type="submit" className={primaryButtonClass}>
              {t.unlock}
            </button>
          </Form>
        </div>
      </>
    );
  }
  const { gallery } = state;
  const title = localized(gallery, 'title', lang);
  const until = gallery.expires_at
    ? new Date(gallery.expires_at).toLocaleDateString(lang === 'ru' ? 'ru-RU' : 'de-DE', {
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: 'Europe/Berlin',
      })
    : null;
  const intro = [gallery.client_name, t.photos(gallery.photos.length), until ? t.validUntil(until) : '']
    .filter(Boolean)
    .join(' · ');
  return (
    <>
      <PageHeader eyebrow={t.eyebrow} title={title} intro={intro}>
        {gallery.downloads !== 'off' && gallery.photos.length > 0 ? (
          <p className="mt-6">
            {/* A plain link: the browser streams the archive to disk (no script, no memory). */}
            <a href={`/api/public/galleries/${token}/zip`} download className={primaryButtonClass}>
              {t.downloadAll}
            </a>
          </p>
        ) : null}
      </PageHeader>
      <div className="mx-auto max-w-7xl px-2 py-6 sm:px-5 sm:py-10">
        {gallery.photos.length > 0 ? (
          <div className="mb-5 flex flex-wrap items-end gap-3 px-3 sm:px-0">
            <label className="block min-w-0 flex-1 basis-64">
              <span className="text-sm font-medium text-stone-800">{t.visitorName}</span>
              <input
                name="visitor"
                autoComplete="name"
                maxLength={100}
                value={favourites.name}
                onChange={(e) => favourites.setName(e.target.value)}
                className={inputClass}
              />
            </label>
            {favourites.visitor ? (
              <p className="flex flex-wrap items-center gap-3 text-sm text-stone-800">
                {gallery.downloads !== 'off' && favourites.chosen.size > 0 ? (
                  <a
                    href={`/api/public/galleries/${token}/zip?visitor=${encodeURIComponent(favourites.visitor)}`}
                    download
                    className="underline underline-offset-2"
                  >
                    {t.downloadFavourites}
                  </a>
                ) : null}
              </p>
            ) : (
              <p className="basis-full text-sm text-stone-600">{t.visitorHint}</p>
            )}
            {favourites.visitor && favourites.loaded ? (
              <SelectionBar
                lang={lang}
                count={favourites.chosen.size}
                min={gallery.favourites_min}
                max={gallery.favourites_max}
                submittedAt={favourites.submittedAt}
                submitError={favourites.submitError}
                onSubmit={favourites.submit}
              />
            ) : null}
            {favourites.failed ? (
              <p role="alert" className="basis-full text-sm text-red-800">
                {t.favouriteFailed}
              </p>
            ) : null}
          </div>
        ) : null}
        {gallery.photos.length === 0 ? (
          <p className="text-center text-stone-700">{t.empty}</p>
        ) : (
          <GalleryGrid
            photos={gallery.photos}
            label={(i) => t.open(t.photoAlt(i + 1, gallery.photos.length))}
            onOpen={setOpen}
            favourites={
              favourites.visitor
                ? {
                    chosen: favourites.chosen,
                    label: (i) => t.favourite(t.photoAlt(i + 1, gallery.photos.length)),
                    toggle: (id) => void favourites.toggle(id),
                    // Until the visitor's favourites are loaded a click could undo one; once
                    // submitted they are locked.
                    locked: !favourites.loaded || favourites.submittedAt !== null,
                  }
                : null
            }
            download={
              gallery.downloads === 'off'
                ? null
                : {
                    href: (id) => `/api/public/galleries/${token}/photos/${id}/download`,
                    label: (i) => t.download(t.photoAlt(i + 1, gallery.photos.length)),
                  }
            }
          />
        )}
      </div>
      <div className="px-5 pb-12">
        <PublicationConsent state={gallery.publication} lang={lang} error={actionData?.error === 'publication'} />
      </div>
      {open !== null ? (
        <Suspense fallback={null}>
          <PhotoLightbox
            photos={gallery.photos.map((p, i) => ({
              src: p.url,
              alt: t.photoAlt(i + 1, gallery.photos.length),
              width: p.width,
              height: p.height,
              srcSet: p.variants
                .filter((v) => v.format === 'jpeg')
                .map((v) => ({ src: v.url, width: v.width, height: v.height })),
            }))}
            title={title}
            caption={gallery.client_name}
            index={open}
            onIndexChange={setOpen}
            onClose={() => setOpen(null)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
