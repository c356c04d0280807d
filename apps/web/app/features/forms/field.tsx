import type { ReactNode } from 'react';
import { button } from '../../components/ui/buttons';

export const inputClass =
  'mt-1.5 block w-full border border-stone-300 bg-white px-3.5 py-2.5 text-base text-ink shadow-xs transition ' +
  'placeholder:text-stone-400 hover:border-stone-400 focus:border-accent focus:outline-2 focus:outline-offset-0 ' +
  'focus:outline-accent aria-invalid:border-red-600 disabled:cursor-not-allowed disabled:bg-stone-100';

interface FieldProps {
  id: string;
  label: string;
  required?: boolean;
  requiredLabel?: string;
  optionalLabel?: string;
  /** A note after the label, e.g. "(optional)". */
  hint?: string;
  /** The field's error text (its id `${id}-error` is what the control's aria-describedby names). */
  error?: string | undefined;
  children: ReactNode;
  className?: string;
}

/**
 * A visible label above its control, a star (with a screen-reader text) on required fields and
 * the field's error below it.
 */
export function Field({
  id,
  label,
  required,
  requiredLabel,
  optionalLabel,
  hint,
  error,
  children,
  className,
}: FieldProps) {
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
        {hint && <span className="ml-1 font-normal text-stone-600">{hint}</span>}
      </label>
      {children}
      {error && (
        <p id={`${id}-error`} className="mt-1.5 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/** The public forms' submit button: the site's primary button (components/ui/buttons.ts). */
export const primaryButtonClass = button.primary;
