import type { Language } from '@app/contracts';
import { type ReactNode, useEffect, useState } from 'react';
import { FormAlert } from '../../components/ui/form-alert';
import { errorTexts, fieldErrorText } from '../../i18n/error-texts';
import { newIdempotencyKey } from '../../lib/idempotency';
import { useHydrated } from '../../lib/use-hydrated';
import { ENHANCED_FIELD, type FormState, KEY_FIELD } from './form-state';

export { Field, inputClass, primaryButtonClass } from './field';
export { Honeypot } from './honeypot';

/**
 * Binds a public form's inputs to the action's answer: each input gets its id, name, the value
 * typed before (a refused post re-renders the page with it, with or without JavaScript) and, when
 * refused, aria-invalid plus the id of its error text.
 */
export function formBinding(idPrefix: string, state: FormState | undefined, lang: Language) {
  const id = (name: string) => `${idPrefix}-${name}`;
  const error = (name: string) => {
    const refused = state?.fieldErrors[name];
    return refused ? fieldErrorText(refused, lang) : undefined;
  };
  return {
    id,
    error,
    /** Props for the input, select or textarea of `name`. */
    input: (name: string) => {
      const refused = error(name) !== undefined;
      return {
        id: id(name),
        name,
        defaultValue: state?.values[name] ?? '',
        'aria-invalid': refused || undefined,
        'aria-describedby': refused ? `${id(name)}-error` : undefined,
      };
    },
  };
}

/**
 * The line above the submit button: "check the marked fields" after refused fields; after a
 * refusal of the whole form the text of its code (too many tries), else the form's own failure
 * text (the spec's wording for a failed send).
 */
export function FormErrorLine({
  state,
  lang,
  failed,
}: {
  state: FormState | undefined;
  lang: Language;
  failed: string;
}) {
  if (state?.status === 'invalid') return <FormAlert>{errorTexts[lang].api.validation_failed}</FormAlert>;
  if (state?.status !== 'failed') return null;
  return <FormAlert>{state.formError === 'rate_limited' ? errorTexts[lang].api.rate_limited : failed}</FormAlert>;
}

/**
 * Set by the page's script once it runs: the action then answers data (the page shows its dialog)
 * instead of redirecting, and the post carries an Idempotency-Key (a double click stores once).
 * Without JavaScript both stay empty and the form is a plain HTML post.
 */
export function EnhancementFields({ attempt }: { attempt: unknown }) {
  const hydrated = useHydrated();
  const [key, setKey] = useState('');
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new attempt (after a success) gets a new key
  useEffect(() => setKey(newIdempotencyKey()), [attempt]);
  return (
    <>
      <input type="hidden" name={ENHANCED_FIELD} value={hydrated ? '1' : ''} readOnly />
      <input type="hidden" name={KEY_FIELD} value={key} readOnly />
    </>
  );
}

/** The submit button: its busy label while the form is on its way; `disabled` adds the form's own rule. */
export function SubmitButton({
  busy,
  disabled = busy,
  label,
  busyLabel,
  icon,
  className,
  describedBy,
}: {
  busy: boolean;
  disabled?: boolean;
  label: string;
  busyLabel: string;
  icon?: ReactNode;
  className?: string;
  describedBy?: string | undefined;
}) {
  return (
    <button type="submit" disabled={disabled} aria-describedby={describedBy} className={className}>
      {icon}
      {busy ? busyLabel : label}
    </button>
  );
}
