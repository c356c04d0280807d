import { type FormEvent, type ReactNode, useCallback, useMemo, useRef, useState } from 'react';
import {
  type FieldValues,
  type FieldErrors as FormErrors,
  get,
  type Path,
  type PathValue,
  type Resolver,
  useForm,
} from 'react-hook-form';
import type { z } from 'zod';
import { ApiError, formErrorText } from '../../admin-api/errors';
import { useLocalDraft } from '../draft';
import { checkWithSchema } from './validate';

/**
 * The back office's form kit (ADR 044): one hook for every office form, driven by the contract
 * schema the API checks the same body with.
 *
 * - Values, dirty state and the submit state are react-hook-form's (`useForm`); the widgets of
 *   admin-ui (TextField, TextArea, Select, Checkbox, ImageUpload, ...) stay as they are and get
 *   their props from `field`, `number` and `check`.
 * - Client-side check: the schema itself (`checkWithSchema`), with the Russian texts of the
 *   contract's field codes, the same the server's refusals are shown with.
 * - Server refusals: `errors[].path` of an ApiError marks the field the form shows under that
 *   name; what no field of the form shows goes into the form-level line (`alert`), named.
 * - Unsaved changes (ADR 019): `<OfficeForm>` is an unsaved-changes scope of its own, so a kit form
 *   is guarded inside a Modal, a settings tab, or alone on a page, without a line of its own.
 * - Drafts: with `draft: 'post:<id>'` the typed values are kept in this browser
 *   (`admin_draft:<key>`, ADR 019) and offered back when the form opens again.
 */
export interface OfficeFormOptions<T extends FieldValues, Out> {
  /** The contract schema the API validates the same body with. */
  schema: z.ZodType<Out>;
  /** The values the form opens with (a record's current ones, or the empty record). */
  initial: T;
  /** Sends the checked value; throws (an ApiError) when the API refuses it. */
  onSubmit: (value: NoInfer<Out>) => Promise<void>;
  /** Shapes the values before they are checked (trimming, a slug made from the name). */
  prepare?: (values: T) => unknown;
  /** Said before the form-level line: "Не удалось сохранить отзыв: ". */
  errorPrefix?: string;
  /** Keeps a draft of the typed values in this browser under `admin_draft:<draft>`. */
  draft?: string;
  /** Per field, the text for a refused format (the contract's regex), instead of «Неверный формат.». */
  formats?: Readonly<Record<string, string>>;
  /**
   * A check the schema cannot make (a file that must be chosen): the form-level text when it
   * fails, null when it passes; run after the schema's check.
   */
  extraCheck?: (values: T) => string | null;
  /** Also told the form-level line of each refusal (a page that shows it in its own banner). */
  onRefused?: (alert: string) => void;
}

/** What a text widget (TextField, TextArea, Select, ImageUpload) takes from the kit. */
export interface TextProps {
  name: string;
  value: string;
  onChange: (value: string) => void;
}

/** What a Checkbox takes from the kit. */
export interface CheckProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
}

export interface OfficeForm<T extends FieldValues> {
  /** The values as they are on screen. */
  values: T;
  /**
   * A text field's props: its name (the API's field path), value and change handler. A value the
   * form keeps in another shape than the API (tags typed with commas) names the API's `path` its
   * refusals come under.
   */
  field: (name: Path<T>, path?: string) => TextProps;
  /** A number field's props: shown as text; an emptied field is no number (the schema says "required"). */
  number: (name: Path<T>) => TextProps;
  /** A checkbox's props. */
  check: (name: Path<T>) => CheckProps;
  /** Sets a value as the owner would (dirty, its refusal cleared). */
  set: <N extends Path<T>>(name: N, value: PathValue<T, N>) => void;
  /** The refused fields shown beside them: path -> Russian text. */
  errors: Readonly<Record<string, string>>;
  /** The form-level line (for FormFooter's `error`); '' when there is none. */
  alert: string;
  /** True while the submit awaits the API. */
  busy: boolean;
  /** True while the values differ from those the form opened with. */
  isDirty: boolean;
  /** Changes once per refused submit (the first refused field then takes the focus). */
  refusals: number;
  /** The "Восстановить черновик?" offer while a stored draft waits (null otherwise). */
  draftOffer: ReactNode;
  /** The form's submit handler. */
  submit: (event?: FormEvent) => Promise<void>;
  /** Drops every change: back to `initial` (or to `values`), no errors. */
  reset: (values?: T) => void;
}

/** react-hook-form keeps errors nested by path; the widgets read them flat ("tariffs.0.price"). */
function flatten(errors: FormErrors, prefix = '', into: Record<string, string> = {}): Record<string, string> {
  for (const [key, value] of Object.entries(errors)) {
    if (!value || typeof value !== 'object') continue;
    const path = prefix ? `${prefix}.${key}` : key;
    const message = (value as { message?: unknown }).message;
    if (typeof message === 'string' && 'type' in value) into[key === 'root' && !prefix ? '' : path] = message;
    else flatten(value as FormErrors, path, into);
  }
  return into;
}

/** The flat refusals as react-hook-form's nested errors (a form-wide one under `root`). */
function nest(fields: Readonly<Record<string, string>>): FormErrors {
  const errors: Record<string, unknown> = {};
  for (const [path, message] of Object.entries(fields)) {
    const parts = path === '' ? ['root'] : path.split('.');
    let node = errors;
    parts.forEach((part, i) => {
      if (i === parts.length - 1) {
        node[part] = { type: 'schema', message };
        return;
      }
      node[part] ??= {};
      node = node[part] as Record<string, unknown>;
    });
  }
  return errors as FormErrors;
}

/** The form-level line: the code's text when every refused field is shown, else the first hidden one, named. */
function alertText(error: unknown, shown: ReadonlySet<string>, prefix: string): string {
  if (error instanceof ApiError && error.fields[''] !== undefined && Object.keys(error.fields).length === 1) {
    return prefix + error.fields[''];
  }
  return prefix + formErrorText(error, [...shown]);
}

export function useOfficeForm<T extends FieldValues, Out>(options: OfficeFormOptions<T, Out>): OfficeForm<T> {
  const { schema, prepare, onSubmit, errorPrefix = '', formats, extraCheck, onRefused } = options;
  const resolver = useCallback<Resolver<T, unknown, Out>>(
    async (values) => {
      const checked = checkWithSchema(schema, prepare ? prepare(values) : values, formats);
      if (!checked.ok) return { values: {}, errors: nest(checked.fields) as FormErrors<T> };
      const missing = extraCheck?.(values);
      if (missing) return { values: {}, errors: nest({ '': missing }) as FormErrors<T> };
      return { values: checked.data, errors: {} };
    },
    [schema, prepare, formats, extraCheck],
  );
  const form = useForm<T, unknown, Out>({
    defaultValues: options.initial as never,
    resolver,
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const values = form.watch() as T;
  const [alert, setAlert] = useState('');
  const [refusals, setRefusals] = useState(0);
  /** The names the form shows a widget for (their refusals stand beside them). */
  const shown = useRef(new Set<string>()).current;

  const draft = useLocalDraft<T>(options.draft ?? null, values, (stored) =>
    form.reset({ ...options.initial, ...stored }, { keepDefaultValues: true }),
  );

  const set = useCallback(
    <N extends Path<T>>(name: N, value: PathValue<T, N>) => {
      form.setValue(name, value, { shouldDirty: true });
      form.clearErrors(name);
    },
    [form],
  );

  const refused = useCallback(
    (error: unknown) => {
      const fields = error instanceof ApiError ? error.fields : {};
      for (const [path, message] of Object.entries(fields)) {
        if (shown.has(path)) form.setError(path as Path<T>, { type: 'server', message });
      }
      const line = alertText(error, shown, errorPrefix);
      setAlert(line);
      onRefused?.(line);
      setRefusals((n) => n + 1);
    },
    [form, shown, errorPrefix, onRefused],
  );

  const submit = useMemo(
    () =>
      form.handleSubmit(
        async (value) => {
          setAlert('');
          try {
            await onSubmit(value);
            draft.clear();
          } catch (error) {
            refused(error);
          }
        },
        (errors) => refused(new ApiError(422, '', 'validation_failed', flatten(errors))),
      ),
    [form, onSubmit, draft, refused],
  );

  const errors = flatten(form.formState.errors);
  const errorsKey = JSON.stringify(errors);
  // One object per distinct set of refusals (FieldErrors focuses on a new one).
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key stands for `errors`
  const stableErrors = useMemo(() => errors, [errorsKey]);

  return {
    values,
    field(name, path = name) {
      shown.add(path);
      const value = get(values, name);
      return {
        name: path,
        value: value === undefined || value === null ? '' : String(value),
        onChange: (v) => {
          set(name, v as never);
          if (path !== name) form.clearErrors(path as Path<T>);
        },
      };
    },
    number(name) {
      shown.add(name);
      const value = get(values, name);
      return {
        name,
        value: typeof value === 'number' && Number.isFinite(value) ? String(value) : '',
        onChange: (v) => set(name, (v.trim() === '' ? undefined : Number(v)) as never),
      };
    },
    check(name) {
      shown.add(name);
      return { checked: Boolean(get(values, name)), onChange: (v) => set(name, v as never) };
    },
    set,
    errors: stableErrors,
    alert,
    busy: form.formState.isSubmitting,
    isDirty: form.formState.isDirty,
    refusals,
    draftOffer: draft.offer,
    submit: async (event) => {
      event?.preventDefault();
      await submit();
    },
    reset(next) {
      form.reset(next ?? options.initial);
      setAlert('');
    },
  };
}
