import type { Language } from '@app/contracts';
import { formatDate } from '../../lib/format-date';

/** "22. November 2026 · Anna Weber": the date as a <time>, then the author. */
export function PostByline({
  date,
  author,
  lang,
  byLabel,
  className = '',
}: {
  date: string;
  author: string;
  lang: Language;
  byLabel: string;
  className?: string;
}) {
  return (
    <p className={`text-xs font-medium uppercase tracking-[0.2em] text-stone-600 ${className}`}>
      <time dateTime={date}>{formatDate(date, lang)}</time>
      {author && (
        <>
          <span aria-hidden className="mx-2 text-accent">
            ·
          </span>
          <span className="sr-only">{byLabel} </span>
          <span>{author}</span>
        </>
      )}
    </p>
  );
}
