import { createContext, type ReactNode, useContext, useEffect, useRef, useState } from 'react';
import { fieldErrorsOf, formErrorText } from '../admin-api/errors';

/**
 * The server's field refusals beside their fields: a form puts `useFormErrors().fields` into
 * `<FieldErrors value>`, and each field (TextField, TextArea, Select, PasswordField) shows the
 * Russian text for its `name`, which is the API's field path.
 */
const FieldErrorsContext = createContext<Readonly<Record<string, string>>>({});

/** Provides the refused fields; after a new refusal the first marked field takes the focus
 * (and scrolls into view), so the owner sees it even far up in a long dialog. A form whose
 * errors also change while the owner types (the form kit clears a field's error as it is edited)
 * passes `focusOn`, a number that changes once per refused submit: the focus moves only then. */
export function FieldErrors({
  value,
  focusOn,
  children,
}: {
  value: Readonly<Record<string, string>>;
  focusOn?: number;
  children: ReactNode;
}) {
  const focused = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (Object.keys(value).length === 0) return;
    if (focusOn !== undefined) {
      if (focused.current === focusOn) return;
      focused.current = focusOn;
    }
    document.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [value, focusOn]);
  return <FieldErrorsContext.Provider value={value}>{children}</FieldErrorsContext.Provider>;
}

export function useFieldError(name: string | undefined): string | undefined {
  const errors = useContext(FieldErrorsContext);
  return name ? errors[name] : undefined;
}

/** The error line under a field (its id is the input's `aria-describedby`). */
export function FieldErrorText({ id, text }: { id: string; text: string | undefined }) {
  if (!text) return null;
  return (
    <p id={id} className="mt-1 text-xs text-red-700">
      {text}
    </p>
  );
}

interface FormErrorState {
  text: string;
  fields: Readonly<Record<string, string>>;
}

const NONE: FormErrorState = { text: '', fields: {} };

/**
 * A form's errors: its one line (`text`, for the FormFooter) and the refused fields (`fields`,
 * for `<FieldErrors>`). `fail(error, shown, prefix)` takes a refused save: the fields named in
 * `shown` get their text beside them, the line says the rest in Russian.
 */
export function useFormErrors() {
  const [state, setState] = useState<FormErrorState>(NONE);
  return {
    ...state,
    fail(error: unknown, shown: readonly string[], prefix = '') {
      setState({ text: prefix + formErrorText(error, shown), fields: fieldErrorsOf(error) });
    },
    /** A line of the form's own (a check before the call). */
    show(text: string) {
      setState({ text, fields: {} });
    },
    clear() {
      setState(NONE);
    },
  };
}
