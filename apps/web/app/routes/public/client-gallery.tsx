import {
  type GalleryPublic,
  galleryFavouritesSchema,
  galleryPublicSchema,
  galleryTokenSchema,
  galleryUnlockResponseSchema,
  galleryVisitorSchema,
  idSchema,
  type Language,
  localePath,
  localized,
} from '@app/contracts';
import { Suspense, useEffect, useState } from 'react';
import { data, Form, Link, redirect, useSearchParams } from 'react-router';
import { GalleryGrid } from '../../features/client-gallery/gallery-grid';
import { PublicationConsent } from '../../features/client-gallery/publication-consent';
import { SelectionBar } from '../../features/client-gallery/selection-bar';
import { clientGalleryTexts } from '../../features/client-gallery/texts';
import { type InitialFavourites, useFavourites } from '../../features/client-gallery/use-favourites';
import { sendKeepingPage } from '../../features/forms/client-action';
import { inputClass, primaryButtonClass } from '../../features/forms/form-kit';
import { PageHeader } from '../../features/forms/page-header';
import { OpenPhotoFile } from '../../features/portfolio/open-photo-file';
import { siteTexts } from '../../i18n/site-texts';
import { textsFor } from '../../i18n/texts';
import { answered, NO_ANSWER, pageStatus, type RawAnswer } from '../../lib/api-answer';
import { pageLanguage } from '../../lib/lang';
import { lazyOr } from '../../lib/lazy-or';
import { publicUrl } from '../../lib/load';
import { servicesContext } from '../../lib/server-context';
import type { Route } from './+types/client-gallery';

// When the viewer's code cannot be loaded, the photo opens as its file (as without JavaScript).
const PhotoLightbox = lazyOr(() => import('../../features/portfolio/photo-lightbox'), OpenPhotoFile);

/**
 * Never stored by a shared cache, never indexed, and no Referer carries the link's token away
 * (`no-referrer`, issue 18). The page's own form posts then carry `Origin: null`; the server lets
 * them through only when the browser marks them same-origin (`dropOwnOpaqueOrigin` in the API's
 * web plugin), so React Router's cross-site check still refuses posts from other sites.
 */
const PRIVATE_HEADERS = {
  'cache-control': 'private, no-store',
  'referrer-policy': 'no-referrer',
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
    const answer = answered(res);
    if (answer.ok) {
      const parsed = galleryPublicSchema.safeParse(answer.data);
      return parsed.success ? { kind: 'open', gallery: parsed.data } : { kind: 'failed' };
    }
    if (answer.code === 'gallery.password_required') return { kind: 'locked' };
    if (answer.code === 'gallery.expired') return { kind: 'expired' };
    if (answer.code === 'not_found') return { kind: 'missing' };
    return { kind: 'failed' };
  } catch {
    return { kind: 'failed' };
  }
}

/** The favourites of the visitor the page's address names (`?visitor=`), or null. */
async function readFavourites(
  context: Route.LoaderArgs['context'],
  token: string,
  cookie: string,
  visitor: string,
): Promise<InitialFavourites | null> {
  try {
    const res = await context
      .get(servicesContext)
      .api(`/api/public/galleries/${token}/favourites?visitor=${encodeURIComponent(visitor)}`, {
        headers: cookie ? { cookie } : {},
      });
    const answer = answered(res);
    const parsed = answer.ok ? galleryFavouritesSchema.safeParse(answer.data) : null;
    return parsed?.success ? { visitor, ...parsed.data } : null;
  } catch {
    return null;
  }
}

/** The page's address for a visitor (their name in it: the page without script reads their favourites). */
const visitorPath = (lang: Language, token: string, visitor: string) =>
  localePath(lang, `/g/${token}?visitor=${encodeURIComponent(visitor)}`);

/**
 * /g/{token} and /ru/g/{token}: the client's gallery (ADR 029). `?visitor=` names the visitor
 * (a GET form, for browsers without JavaScript): their favourites are read here. Such a page is
 * the same visitor going on (naming themselves, marking a photo), not another view for the owner.
 */
export async function loader({ request, url, context, params }: Route.LoaderArgs) {
  const lang = pageLanguage(url);
  const cookie = request.headers.get('cookie') ?? '';
  const named = galleryVisitorSchema.safeParse(url.searchParams.get('visitor') ?? '');
  // A page view for the owner's count: the link opened, not the same visitor switching a view.
  const visit =
    request.method === 'GET' && !named.success && !url.searchParams.has('names') && !url.searchParams.has('favourites');
  const state = await read(context, params.token, cookie, visit);
  const favourites =
    state.kind === 'open' && named.success ? await readFavourites(context, params.token, cookie, named.data) : null;
  return data(
    { lang, state, token: params.token, favourites },
    { status: STATUS[state.kind], headers: PRIVATE_HEADERS },
  );
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
  const answer = answered(
    await context
      .get(servicesContext)
      .api(`/api/public/galleries/${token}/publication`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
        body: { consent: choice === 'give', lang },
      })
      .catch(() => NO_ANSWER),
  );
  // Done, or the page itself shows why not (locked, expired).
  if (answer.ok || answer.code === 'gallery.password_required' || answer.code === 'gallery.expired') {
    return redirect(localePath(lang, `/g/${token}`), { headers: PRIVATE_HEADERS });
  }
  // No client address (gallery.no_client_email): the page says so; anything else is "try again".
  return data(
    { error: 'publication' as const, code: answer.code },
    { status: pageStatus(answer), headers: PRIVATE_HEADERS },
  );
}

/** Sends a visitor's form on to the gallery's API with the visitor's cookie: the answer's status and body. */
async function forward(
  context: Route.ActionArgs['context'],
  request: Request,
  path: string,
  body: object,
): Promise<RawAnswer> {
  const cookie = request.headers.get('cookie') ?? '';
  try {
    return await context.get(servicesContext).api(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
      body,
    });
  } catch {
    return NO_ANSWER;
  }
}

/** Refusals the gallery page shows itself (a password, an expired link, a submitted selection). */
const SHOWN_BY_PAGE: readonly string[] = [
  'gallery.password_required',
  'gallery.expired',
  'gallery.selection_submitted',
];

/**
 * A heart without JavaScript: marks or unmarks one photo, then back to the page at that photo. A
 * submitted selection (409), a locked or expired gallery: the page shows why.
 */
async function favouriteAction(
  context: Route.ActionArgs['context'],
  request: Request,
  token: string,
  form: FormData,
  lang: Language,
) {
  const visitor = galleryVisitorSchema.safeParse(form.get('visitor') ?? '');
  const photo = idSchema.safeParse(form.get('photo_id') ?? '');
  const choice = form.get('favourite');
  if (!visitor.success || !photo.success || (choice !== 'yes' && choice !== 'no')) {
    return data({ error: 'favourite' as const }, { status: 422, headers: PRIVATE_HEADERS });
  }
  const res = await forward(context, request, `/api/public/galleries/${token}/favourites`, {
    visitor: visitor.data,
    photo_id: photo.data,
    favourite: choice === 'yes',
  });
  const answer = answered(res);
  if (answer.ok || SHOWN_BY_PAGE.includes(answer.code)) {
    return redirect(`${visitorPath(lang, token, visitor.data)}#photo-${photo.data}`, { headers: PRIVATE_HEADERS });
  }
  return data(
    { error: 'favourite' as const },
    { status: answer.code === 'not_found' ? 404 : 503, headers: PRIVATE_HEADERS },
  );
}

/**
 * The submit step without JavaScript: `ask` shows the question, `cancel` goes back, `confirm`
 * submits the visitor's favourites as their selection (a refusal shows its reason).
 */
async function selectionAction(
  context: Route.ActionArgs['context'],
  request: Request,
  token: string,
  form: FormData,
  lang: Language,
) {
  const visitor = galleryVisitorSchema.safeParse(form.get('visitor') ?? '');
  const step = form.get('step');
  if (!visitor.success || (step !== 'ask' && step !== 'confirm' && step !== 'cancel')) {
    return data({ error: 'selection' as const, code: 'failed' }, { status: 422, headers: PRIVATE_HEADERS });
  }
  if (step === 'ask') return data({ ask: true as const }, { headers: PRIVATE_HEADERS });
  if (step === 'confirm') {
    const res = await forward(context, request, `/api/public/galleries/${token}/selection`, { visitor: visitor.data });
    const answer = answered(res);
    if (!answer.ok && answer.code !== 'gallery.password_required' && answer.code !== 'gallery.expired') {
      const code = answer.code === 'internal' || answer.code === 'unavailable' ? 'failed' : answer.code;
      return data({ error: 'selection' as const, code }, { status: pageStatus(answer), headers: PRIVATE_HEADERS });
    }
  }
  return redirect(visitorPath(lang, token, visitor.data), { headers: PRIVATE_HEADERS });
}

/** The password form, the publication opt-in, the hearts and the submit step (all work without JavaScript). */
export async function action({ request, url, context, params }: Route.ActionArgs) {
  const lang = pageLanguage(url);
  const form = await request.formData().catch(() => null);
  const intent = form?.get('intent');
  if (form && galleryTokenSchema.safeParse(params.token).success) {
    if (intent === 'publication') return publicationAction(context, request, params.token, form, lang);
    if (intent === 'favourite') return favouriteAction(context, request, params.token, form, lang);
    if (intent === 'selection') return selectionAction(context, request, params.token, form, lang);
  }
  const password = String(form?.get('password') ?? '').slice(0, 200);
  if (!galleryTokenSchema.safeParse(params.token).success) {
    return data({ error: 'failed' as const }, { status: 404, headers: PRIVATE_HEADERS });
  }
  const answer = answered(
    await context
      .get(servicesContext)
      .api(`/api/public/galleries/${params.token}/unlock`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: { password },
      })
      .catch(() => NO_ANSWER),
  );
  const here = localePath(lang, `/g/${params.token}`);
  const granted = answer.ok ? galleryUnlockResponseSchema.safeParse(answer.data) : null;
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
  const code = answer.ok ? 'internal' : answer.code;
  if (code === 'gallery.expired') return redirect(here, { headers: PRIVATE_HEADERS });
  const error =
    code === 'rate_limited'
      ? 'rate_limited'
      : code === 'gallery.wrong_password' || code === 'validation_failed'
        ? 'wrong'
        : 'failed';
  return data({ error }, { status: error === 'rate_limited' ? 429 : 401, headers: PRIVATE_HEADERS });
}

/**
 * The gallery's forms sent by script: when the request fails (no network), the page stays with
 * what was typed and shows the failure where that form shows its refusals (issue 32).
 */
export function clientAction(args: Route.ClientActionArgs) {
  return sendKeepingPage<{ error?: string; code?: string; ask?: boolean }>(args, (values) => {
    if (values.intent === 'publication') return { error: 'publication' };
    if (values.intent === 'favourite') return { error: 'favourite' };
    if (values.intent === 'selection') return { error: 'selection', code: 'failed' };
    return { error: 'failed' };
  });
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
  // The referrer meta: the root layout's rule for every token page (issue 33).
  return [{ title: `${title} | ${site}` }, { name: 'robots', content: 'noindex, nofollow' }];
}

/** The gallery's cover across the page's width, fetched first (it is the largest thing on the first screen). */
function GalleryCover({ photo }: { photo: GalleryPublic['photos'][number] }) {
  const set = (format: string) =>
    photo.variants
      .filter((v) => v.format === format)
      .map((v) => `${v.url} ${v.width}w`)
      .join(', ');
  return (
    <div
      className="relative h-[45svh] min-h-56 w-full overflow-hidden bg-stone-900 sm:h-[62svh]"
      data-testid="gallery-cover"
    >
      <picture>
        {photo.variants.some((v) => v.format === 'avif') ? (
          <source type="image/avif" srcSet={set('avif')} sizes="100vw" />
        ) : null}
        <source type="image/webp" srcSet={set('webp')} sizes="100vw" />
        <img
          src={photo.url}
          srcSet={set('jpeg')}
          sizes="100vw"
          alt=""
          width={photo.width}
          height={photo.height}
          fetchPriority="high"
          className="size-full object-cover"
          style={
            photo.placeholder ? { backgroundImage: `url(${photo.placeholder})`, backgroundSize: 'cover' } : undefined
          }
        />
      </picture>
    </div>
  );
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
  const favourites = useFavourites(token, loaderData.favourites);
  const [params] = useSearchParams();
  // The photos the lightbox was opened on: a favourite unmarked in it stays until it closes.
  const [viewed, setViewed] = useState<GalleryPublic['photos'] | null>(null);
  // The name form's button is for browsers without script; once it runs, the name is taken as typed.
  const [scripted, setScripted] = useState(false);
  useEffect(() => setScripted(true), []);
  const result: { error?: string; code?: string; ask?: boolean } | undefined = actionData;
  if (state.kind === 'expired')
    return <Message eyebrow={t.eyebrow} title={t.expiredTitle} text={t.expiredText} lang={lang} />;
  if (state.kind === 'missing')
    return <Message eyebrow={t.eyebrow} title={t.notFoundTitle} text={t.notFoundText} lang={lang} />;
  if (state.kind === 'failed') return <Message eyebrow={t.eyebrow} title={t.metaTitle} text={t.failed} lang={lang} />;
  if (state.kind === 'locked') {
    const error = ['wrong', 'rate_limited', 'failed'].includes(result?.error ?? '') ? result?.error : undefined;
    return (
      <>
        <PageHeader eyebrow={t.eyebrow} title={t.lockedTitle} intro={t.lockedText} />
        <div className="mx-auto max-w-md px-5 py-12">
          <Form method="post" className="space-y-4 border border-stone-200 bg-white p-6">
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
  // The view's switches (issue 36 item 4): file names over the photos, the visitor's favourites only.
  const showNames = params.get('names') === '1';
  const onlyFavourites = params.get('favourites') === '1' && favourites.visitor !== '';
  const shown = onlyFavourites ? gallery.photos.filter((p) => favourites.chosen.has(p.id)) : gallery.photos;
  const view = (key: 'names' | 'favourites', on: boolean) => {
    const next = new URLSearchParams(params);
    if (on) next.set(key, '1');
    else next.delete(key);
    if (favourites.visitor) next.set('visitor', favourites.visitor);
    return `?${next.toString()}`;
  };
  // The cover the owner chose opens the gallery, as wide as the screen (its own files, no crop of the subject's middle).
  const cover = gallery.photos.find((p) => p.id === gallery.cover_photo_id);
  return (
    <>
      {cover ? <GalleryCover photo={cover} /> : null}
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
            {/* A GET form: without script the name goes into the page's address (the loader reads
                the favourites); with it the favourites follow the name as it is typed. */}
            <Form method="get" className="flex min-w-0 flex-1 basis-64 items-end gap-3">
              <label className="block min-w-0 flex-1">
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
              {scripted ? null : (
                <button type="submit" className={primaryButtonClass}>
                  {t.visitorContinue}
                </button>
              )}
            </Form>
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
                visitor={favourites.visitor}
                asked={result?.ask === true}
                count={favourites.chosen.size}
                min={gallery.favourites_min}
                max={gallery.favourites_max}
                submittedAt={favourites.submittedAt}
                submitError={favourites.submitError || (result?.error === 'selection' ? (result.code ?? 'failed') : '')}
                onSubmit={favourites.submit}
              />
            ) : null}
            {favourites.failed || result?.error === 'favourite' ? (
              <p role="alert" className="basis-full text-sm text-red-800">
                {t.favouriteFailed}
              </p>
            ) : null}
          </div>
        ) : null}
        {gallery.photos.length > 0 ? (
          <nav aria-label={t.viewLabel} className="mb-3 flex flex-wrap gap-x-5 gap-y-2 px-3 text-sm sm:px-0">
            <Link to={view('names', !showNames)} replace preventScrollReset className="underline underline-offset-4">
              {showNames ? t.hideNames : t.showNames}
            </Link>
            {favourites.visitor ? (
              <Link
                to={view('favourites', !onlyFavourites)}
                replace
                preventScrollReset
                className="underline underline-offset-4"
              >
                {onlyFavourites ? t.allPhotos(gallery.photos.length) : t.onlyFavourites(favourites.chosen.size)}
              </Link>
            ) : null}
          </nav>
        ) : null}
        {gallery.photos.length === 0 ? (
          <p className="text-center text-stone-700">{t.empty}</p>
        ) : onlyFavourites && shown.length === 0 ? (
          <p className="px-3 text-stone-700 sm:px-0">{t.noFavourites}</p>
        ) : (
          <GalleryGrid
            photos={shown}
            names={showNames}
            label={(i) => t.open(t.photoAlt(i + 1, shown.length))}
            onOpen={(index) => {
              setViewed(shown);
              setOpen(index);
            }}
            favourites={
              favourites.visitor
                ? {
                    visitor: favourites.visitor,
                    chosen: favourites.chosen,
                    label: (i) => t.favourite(t.photoAlt(i + 1, shown.length)),
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
                    label: (i) => t.download(t.photoAlt(i + 1, shown.length)),
                  }
            }
          />
        )}
      </div>
      <div className="px-5 pb-12">
        <PublicationConsent
          state={gallery.publication}
          lang={lang}
          error={result?.error === 'publication' ? (result.code ?? 'failed') : undefined}
        />
      </div>
      {open !== null && viewed ? (
        <Suspense fallback={null}>
          <PhotoLightbox
            photos={viewed.map((p, i) => ({
              src: p.url,
              alt: t.photoAlt(i + 1, viewed.length),
              caption: showNames ? p.name : undefined,
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
            onClose={() => {
              setOpen(null);
              setViewed(null);
            }}
            download={
              gallery.downloads === 'off'
                ? undefined
                : {
                    href: (i) => `/api/public/galleries/${token}/photos/${viewed[i]?.id ?? ''}/download`,
                    label: t.lightboxDownload,
                  }
            }
            favourite={
              favourites.visitor
                ? {
                    chosen: (i) => favourites.chosen.has(viewed[i]?.id ?? ''),
                    toggle: (i) => {
                      const id = viewed[i]?.id;
                      if (id) void favourites.toggle(id);
                    },
                    label: (i) => t.favourite(t.photoAlt(i + 1, viewed.length)),
                    locked: !favourites.loaded || favourites.submittedAt !== null,
                  }
                : undefined
            }
          />
        </Suspense>
      ) : null}
    </>
  );
}
