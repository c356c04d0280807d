import type { Language, PublicReview } from '@app/contracts';
import { Quote } from 'lucide-react';
import { formatDate } from '../../lib/format-date';
import { reviewText } from './review-services';
import { Stars } from './stars';
import type { ReviewTexts } from './texts';

interface ReviewCardProps {
  review: PublicReview;
  serviceName: string;
  lang: Language;
  t: ReviewTexts;
}

export function ReviewCard({ review, serviceName, lang, t }: ReviewCardProps) {
  const initial = review.name.trim().charAt(0).toUpperCase() || '?';
  const { text, written } = reviewText(review, lang);
  return (
    <article className="flex h-full flex-col border border-stone-200 bg-white p-6 shadow-sm">
      <div className="flex items-center justify-between gap-4">
        <Stars rating={review.rating} label={t.list.stars(review.rating)} />
        <Quote aria-hidden="true" className="size-7 text-accent/30" />
      </div>
      <blockquote lang={written} className="mt-4 flex-1 leading-relaxed whitespace-pre-line text-stone-800">
        {text}
      </blockquote>
      {written !== lang && <p className="mt-2 text-xs text-stone-500">{t.list.writtenIn[written]}</p>}
      <footer className="mt-6 flex items-center gap-3 border-t border-stone-100 pt-4">
        <span
          aria-hidden="true"
          className="flex size-11 shrink-0 items-center justify-center rounded-full bg-accent-dark font-display text-xl font-semibold text-white"
        >
          {initial}
        </span>
        <span className="min-w-0">
          <span className="block truncate font-medium">{review.name}</span>
          <span className="block text-sm text-stone-600">
            {serviceName}
            {serviceName && ' · '}
            <time dateTime={review.created_at}>{formatDate(review.created_at, lang)}</time>
          </span>
        </span>
      </footer>
    </article>
  );
}
