import { localePath, type PublicReview, publicReviewCreateSchema, publicReviewSchema } from '@app/contracts';
import { useEffect, useState } from 'react';
import { useFetcher, useSearchParams } from 'react-router';
import { z } from 'zod';
import { publicFormClientAction } from '../../features/forms/client-action';
import { publicFormAction } from '../../features/forms/form-action.server';
import type { FormState } from '../../features/forms/form-state';
import { SentNote } from '../../features/forms/sent-note';
import { loadReviewServices } from '../../features/reviews/load-review-services.server';
import { ReviewCard } from '../../features/reviews/review-card';
import { ReviewDialog } from '../../features/reviews/review-dialog';
import { REVIEW_FIELDS, ReviewForm, reviewInput } from '../../features/reviews/review-form';
import { REVIEW_LIST_ID, ReviewPagination } from '../../features/reviews/review-pagination';
import { type ReviewService, serviceLabel } from '../../features/reviews/review-services';
import { ReviewStats } from '../../features/reviews/review-stats';
import { type ReviewTexts, reviewTexts } from '../../features/reviews/texts';
import { pageMeta } from '../../features/seo/meta';
import { textsFor } from '../../i18n/texts';
import { hyphenationFor } from '../../lib/hyphenate.server';
import { useHyphenation } from '../../lib/hyphenation';
import { pageLanguage } from '../../lib/lang';
import { loadJson } from '../../lib/load';
import type { Route } from './+types/reviews';

/** Spec: 6 reviews per page. */
const PAGE_SIZE = 6;
/** The most the API lists at once; the page count needs the total. */
const MAX_REVIEWS = 500;

export async function loader({ url, context }: Route.LoaderArgs) {
  const lang = pageLanguage(url);
  const [reviews, services] = await Promise.all([
    loadJson(context, `/api/public/reviews?limit=${MAX_REVIEWS}`, [] as PublicReview[], z.array(publicReviewSchema)),
    loadReviewServices(context),
  ]);

  const pageCount = Math.max(1, Math.ceil(reviews.length / PAGE_SIZE));
  const requested = Number.parseInt(url.searchParams.get('page') ?? '1', 10);
  const page = Number.isInteger(requested) ? Math.min(Math.max(requested, 1), pageCount) : 1;
  const t = textsFor(reviewTexts, lang);
  return {
    lang,
    page,
    hyphenation: hyphenationFor(lang, [t.hero.title, t.form.writeTitle]),
    pageCount,
    services,
    reviews: reviews.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE).map((review) => ({
      review,
      serviceName: serviceLabel(review.service, services, lang),
    })),
    seo: {
      title: t.meta.title,
      description: t.meta.description,
      path: `/reviews${page > 1 ? `?page=${page}` : ''}`,
    },
  };
}

/** The review's post: validated here, stored (unapproved) through the API; works without JavaScript. */
export async function action({ request, url, context }: Route.ActionArgs) {
  const lang = pageLanguage(url);
  return publicFormAction({
    request,
    url,
    context,
    endpoint: '/api/public/reviews',
    schema: publicReviewCreateSchema,
    fields: REVIEW_FIELDS,
    toInput: (values) => reviewInput(values, lang),
    // The text is checked by the schema only once every other field passed: say it at once too.
    check: (values): FormState['fieldErrors'] => (values.text?.trim() ? {} : { text: { code: 'required' } }),
    successUrl: localePath(lang, '/reviews?sent=1'),
  });
}

/** Sent by script: a request that fails keeps the page and what was typed (issue 32). */
export const clientAction = publicFormClientAction;

export function meta(args: Route.MetaArgs) {
  return args.loaderData ? pageMeta(args, args.loaderData.seo) : [];
}

/**
 * The form on the page itself: where the "write a review" link leads without scripts, and where a
 * refused plain post comes back to with every value.
 */
function ReviewPageForm({
  services,
  lang,
  t,
  actionData,
}: {
  services: ReviewService[];
  lang: 'de' | 'ru';
  t: ReviewTexts;
  actionData: FormState | undefined;
}) {
  const fetcher = useFetcher<FormState>({ key: 'review-page' });
  const hy = useHyphenation();
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (fetcher.state === 'idle' && fetcher.data?.status === 'sent') setAttempt((n) => n + 1);
  }, [fetcher.state, fetcher.data]);
  return (
    <section
      id="review-form"
      aria-labelledby="review-form-title"
      className="mx-auto mt-12 max-w-lg scroll-mt-8 border border-stone-200 bg-white p-6 shadow-sm sm:p-8"
    >
      <h2 id="review-form-title" className="font-display text-3xl font-semibold">
        {hy(t.form.writeTitle)}
      </h2>
      <p className="mt-2 text-sm text-stone-600">
        {t.form.description} {t.form.requiredNote}
      </p>
      {fetcher.data?.status === 'sent' && (
        <div className="mt-4">
          <SentNote title={t.form.thanksTitle} message={t.form.thanksText} />
        </div>
      )}
      <ReviewForm
        key={attempt}
        fetcher={fetcher}
        state={fetcher.data ?? actionData}
        services={services}
        lang={lang}
        t={t}
        attempt={attempt}
      />
    </section>
  );
}

export default function ReviewsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { lang, page, pageCount, services, reviews } = loaderData;
  const t = textsFor(reviewTexts, lang);
  const hy = useHyphenation();
  const [params] = useSearchParams();
  const writing = params.get('write') === '1' || actionData !== undefined;
  return (
    <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 lg:py-20">
      <header className="mx-auto max-w-2xl text-center">
        <p className="text-sm uppercase tracking-[0.3em] text-accent-dark">{t.hero.eyebrow}</p>
        <h1 className="mt-4 font-display text-4xl leading-tight font-semibold sm:text-5xl">{hy(t.hero.title)}</h1>
        <p className="mt-5 text-lg text-stone-700">{t.hero.intro}</p>
        <div className="mt-8">
          <ReviewDialog services={services} lang={lang} t={t} />
        </div>
      </header>

      {params.get('sent') === '1' && (
        <div className="mx-auto mt-10 max-w-lg">
          <SentNote title={t.form.thanksTitle} message={t.form.thanksText} />
        </div>
      )}
      {writing && <ReviewPageForm services={services} lang={lang} t={t} actionData={actionData} />}

      <div className="mt-12">
        <ReviewStats t={t} />
      </div>

      <section id={REVIEW_LIST_ID} aria-labelledby="review-list-title" className="mt-16 scroll-mt-8">
        <h2 id="review-list-title" className="sr-only">
          {t.list.label}
        </h2>
        {reviews.length === 0 ? (
          <p className="border border-dashed border-stone-300 px-6 py-12 text-center text-stone-600">{t.list.empty}</p>
        ) : (
          <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {reviews.map(({ review, serviceName }) => (
              <li key={review.id}>
                <ReviewCard review={review} serviceName={serviceName} lang={lang} t={t} />
              </li>
            ))}
          </ul>
        )}
        <div className="mt-10">
          <ReviewPagination page={page} pageCount={pageCount} t={t} />
        </div>
      </section>
    </div>
  );
}
