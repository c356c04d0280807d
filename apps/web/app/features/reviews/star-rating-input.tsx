import { Star } from 'lucide-react';
import { useState } from 'react';

interface StarRatingInputProps {
  value: number;
  onChange: (rating: number) => void;
  legend: string;
  optionLabel: (n: number) => string;
  disabled?: boolean;
  /** Shown under the stars when a post came without a rating. */
  error?: string | undefined;
}

/**
 * 1 to 5 stars as a native radio group: Tab reaches it, the arrow keys change the rating, each
 * star is announced as "4 Sterne". Hovering previews the rating.
 */
export function StarRatingInput({ value, onChange, legend, optionLabel, disabled, error }: StarRatingInputProps) {
  const [hover, setHover] = useState(0);
  const shown = hover || value;
  return (
    <fieldset disabled={disabled} aria-describedby={error ? 'review-rating-error' : undefined}>
      <legend className="text-sm font-medium text-stone-800">
        {legend}
        <span className="text-accent-dark" aria-hidden="true">
          {' '}
          *
        </span>
      </legend>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the hover preview is decoration; the radios carry the semantics */}
      <div className="mt-1.5 flex gap-1" onMouseLeave={() => setHover(0)}>
        {[1, 2, 3, 4, 5].map((n) => (
          <label
            key={n}
            onMouseEnter={() => setHover(n)}
            className="cursor-pointer rounded-md p-1 has-[input:focus-visible]:outline-2 has-[input:focus-visible]:outline-offset-1 has-[input:focus-visible]:outline-accent"
          >
            <input
              type="radio"
              name="rating"
              value={n}
              checked={value === n}
              onChange={() => onChange(n)}
              required
              className="sr-only"
            />
            <span className="sr-only">{optionLabel(n)}</span>
            <Star
              aria-hidden="true"
              className={`size-8 transition ${n <= shown ? 'fill-accent text-accent' : 'fill-none text-stone-400'}`}
            />
          </label>
        ))}
      </div>
      {error && (
        <p id="review-rating-error" className="mt-1.5 text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
