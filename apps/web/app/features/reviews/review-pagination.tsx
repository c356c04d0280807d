import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Link } from '../language/links';
import type { ReviewTexts } from './texts';

interface ReviewPaginationProps {
  page: number;
  pageCount: number;
  t: ReviewTexts;
}

export const REVIEW_LIST_ID = 'review-list';

/** The link lands at the list (its id), not at the top of the page. */
const href = (page: number) => `${page === 1 ? '/reviews' : `/reviews?page=${page}`}#${REVIEW_LIST_ID}`;

/** Previous / next (wrapping around) and one dot per page, as plain links (works without JavaScript). */
export function ReviewPagination({ page, pageCount, t }: ReviewPaginationProps) {
  if (pageCount <= 1) return null;
  const previous = page === 1 ? pageCount : page - 1;
  const next = page === pageCount ? 1 : page + 1;
  const arrow =
    'flex size-11 items-center justify-center rounded-full border border-stone-300 bg-white text-ink transition hover:border-accent hover:text-accent-dark';
  return (
    <nav aria-label={t.pagination.label} className="flex items-center justify-center gap-4">
      <Link to={href(previous)} aria-label={t.pagination.previous} className={arrow}>
        <ChevronLeft aria-hidden="true" className="size-5" />
      </Link>
      <ol className="flex flex-wrap items-center justify-center gap-1">
        {Array.from({ length: pageCount }, (_, i) => i + 1).map((n) => (
          <li key={n}>
            <Link
              to={href(n)}
              aria-label={t.pagination.page(n)}
              aria-current={n === page ? 'page' : undefined}
              className="group flex size-8 items-center justify-center rounded-full"
            >
              <span
                aria-hidden="true"
                className={`block rounded-full transition ${
                  n === page ? 'size-3 bg-accent-dark' : 'size-2.5 bg-stone-300 group-hover:bg-stone-500'
                }`}
              />
            </Link>
          </li>
        ))}
      </ol>
      <Link to={href(next)} aria-label={t.pagination.next} className={arrow}>
        <ChevronRight aria-hidden="true" className="size-5" />
      </Link>
    </nav>
  );
}
