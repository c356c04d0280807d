import { Star } from 'lucide-react';

export function Stars({ rating, label }: { rating: number; label: string }) {
  return (
    <p className="flex gap-0.5 text-accent" role="img" aria-label={`${rating} ${label}`}>
      {[1, 2, 3, 4, 5].map((n) => (
        <Star key={n} aria-hidden className={`size-4 ${n <= rating ? 'fill-current' : 'text-stone-300'}`} />
      ))}
    </p>
  );
}
