import { Star } from 'lucide-react';

/** Read-only stars with one accessible name ("4 von 5 Sternen"). */
export function Stars({ rating, label, className = 'size-4' }: { rating: number; label: string; className?: string }) {
  return (
    <span role="img" aria-label={label} className="flex gap-0.5">
      {[1, 2, 3, 4, 5].map((n) => (
        <Star
          key={n}
          aria-hidden="true"
          className={`${className} ${n <= rating ? 'fill-accent text-accent' : 'fill-none text-stone-300'}`}
        />
      ))}
    </span>
  );
}
