import type { ReactNode } from 'react';

export const inputClass =
  'mt-1.5 block w-full rounded-lg border border-stone-300 bg-white px-3.5 py-2.5 text-base text-ink shadow-sm ' +
  'placeholder:text-stone-400 focus:border-accent focus:outline-none focus-visible:ring-2 focus-visible:ring-accent/40 ' +
  'disabled:cursor-not-allowed disabled:bg-stone-100';

interface FieldProps {
  id: string;
  label: string;
  required?: boolean;
  requiredLabel?: string;
  optionalLabel?: string;
  children: ReactNode;
  className?: string;
}

/** A visible label above its control; a star (with a screen-reader text) marks required fields. */
export function Field({ id, label, required, requiredLabel, optionalLabel, children, className }: FieldProps) {
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium text-stone-800">
        {label}
        {required ? (
          <span className="text-accent-dark">
            {' '}
            <span aria-hidden="true">*</span>
            {requiredLabel && <span className="sr-only">({requiredLabel})</span>}
          </span>
        ) : (
          optionalLabel && <span className="font-normal text-stone-500"> ({optionalLabel})</span>
        )}
      </label>
      {children}
    </div>
  );
}

export const primaryButtonClass =
  'inline-flex items-center justify-center gap-2 rounded-full bg-ink px-7 py-3 text-sm font-semibold uppercase ' +
  'tracking-wider text-paper transition hover:bg-accent-dark disabled:cursor-not-allowed disabled:opacity-50';
