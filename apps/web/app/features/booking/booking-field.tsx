import type { ReactNode } from 'react';

export const inputClass =
  'mt-1.5 block w-full rounded-lg border border-stone-300 bg-white px-3.5 py-2.5 text-base text-ink shadow-xs transition placeholder:text-stone-400 hover:border-stone-400 focus:border-accent focus:outline-2 focus:outline-offset-0 focus:outline-accent aria-invalid:border-red-600';

interface FieldProps {
  id: string;
  label: string;
  required?: boolean;
  requiredLabel?: string;
  hint?: string;
  error?: string | undefined;
  children: ReactNode;
}

/** A label above its control, a visible required mark and the field's error below it. */
export function Field({ id, label, required, requiredLabel, hint, error, children }: FieldProps) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-stone-800">
        {label}
        {required && (
          <span className="ml-0.5 text-accent-dark" title={requiredLabel} aria-hidden="true">
            *
          </span>
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

/** aria attributes that tie a control to its error message. */
export function errorProps(id: string, error: string | undefined) {
  return error ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-error` } : {};
}
