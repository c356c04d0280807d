import * as Dialog from '@radix-ui/react-dialog';
import { Eye, EyeOff, RotateCw, X } from 'lucide-react';
import { createContext, type ReactNode, useContext, useEffect, useId, useState } from 'react';
import { errorMessage } from '../admin-api/errors';
import { FieldErrorText, useFieldError } from './field-errors';
import { btn, inputClass } from './ui-classes';
import { CLOSE_DIALOG, useConfirm, useUnsavedScope } from './unsaved';

export { btn, inputClass };

/** Shared primitives of the back office: buttons, fields, dialog, spinner, progress, banners. */

interface FieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  type?: string;
  required?: boolean;
  disabled?: boolean;
  readOnly?: boolean;
  placeholder?: string;
  hint?: string;
  name?: string;
  autoComplete?: string;
  min?: number;
  onBlur?: () => void;
  inputMode?: 'numeric' | 'text' | 'email' | 'tel';
  pattern?: string;
  maxLength?: number;
  autoFocus?: boolean;
}

/** What an input with a server refusal beside it carries. */
function errorProps(id: string, error: string | undefined) {
  return error ? { 'aria-invalid': true, 'aria-describedby': `${id}-error` } : {};
}

export function TextField({ label, value, onChange, hint, ...rest }: FieldProps) {
  const id = useId();
  const error = useFieldError(rest.name);
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-stone-700">
        {label}
        {rest.required ? (
          <span aria-hidden="true" className="text-red-600">
            {' '}
            *
          </span>
        ) : null}
      </label>
      <input
        id={id}
        className={inputClass}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        {...rest}
        {...errorProps(id, error)}
      />
      <FieldErrorText id={`${id}-error`} text={error} />
      {hint ? <p className="mt-1 text-xs text-stone-600">{hint}</p> : null}
    </div>
  );
}

export function TextArea({
  label,
  value,
  onChange,
  rows = 3,
  required,
  hint,
  name,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  rows?: number;
  required?: boolean;
  hint?: string;
  name?: string;
}) {
  const id = useId();
  const error = useFieldError(name);
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-stone-700">
        {label}
        {required ? (
          <span aria-hidden="true" className="text-red-600">
            {' '}
            *
          </span>
        ) : null}
      </label>
      <textarea
        id={id}
        name={name}
        rows={rows}
        required={required}
        className={inputClass}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        {...errorProps(id, error)}
      />
      <FieldErrorText id={`${id}-error`} text={error} />
      {hint ? <p className="mt-1 text-xs text-stone-600">{hint}</p> : null}
    </div>
  );
}

export function Checkbox({
  label,
  checked,
  onChange,
  disabled,
  hint,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
  hint?: string;
}) {
  const hintId = useId();
  return (
    <div>
      {/* The whole line is the touch target (44 px high on a phone). */}
      <label className="inline-flex min-h-11 items-center gap-3 text-sm text-stone-800 sm:min-h-8">
        <input
          type="checkbox"
          className="size-5 shrink-0 rounded border-stone-400 sm:size-4"
          checked={checked}
          disabled={disabled}
          aria-describedby={hint ? hintId : undefined}
          onChange={(e) => onChange(e.target.checked)}
        />
        {label}
      </label>
      {hint ? (
        <p id={hintId} className="text-xs text-stone-600 sm:ml-7">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

export function Select({
  label,
  value,
  onChange,
  options,
  required,
  name,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: { value: string; label: string }[];
  required?: boolean;
  name?: string;
}) {
  const id = useId();
  const error = useFieldError(name);
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-stone-700">
        {label}
        {required ? (
          <span aria-hidden="true" className="text-red-600">
            {' '}
            *
          </span>
        ) : null}
      </label>
      <select
        id={id}
        name={name}
        className={inputClass}
        value={value}
        required={required}
        onChange={(e) => onChange(e.target.value)}
        {...errorProps(id, error)}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <FieldErrorText id={`${id}-error`} text={error} />
    </div>
  );
}

/** A password input with a show/hide toggle. */
export function PasswordField({
  label,
  value,
  onChange,
  required,
  autoComplete,
  name,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  required?: boolean;
  autoComplete?: string;
  name?: string;
}) {
  const id = useId();
  const error = useFieldError(name);
  const [visible, setVisible] = useState(false);
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-stone-700">
        {label}
      </label>
      <div className="relative">
        <input
          id={id}
          name={name}
          type={visible ? 'text' : 'password'}
          className={`${inputClass} pr-11`}
          value={value}
          required={required}
          autoComplete={autoComplete}
          onChange={(e) => onChange(e.target.value)}
          {...errorProps(id, error)}
        />
        <button
          type="button"
          className="absolute inset-y-0 right-0 mt-1 flex w-11 min-h-11 items-center justify-center text-stone-600 hover:text-stone-900 sm:min-h-0 sm:w-10"
          aria-label={visible ? `Скрыть: ${label}` : `Показать: ${label}`}
          aria-pressed={visible}
          onClick={() => setVisible((v) => !v)}
        >
          {visible ? <EyeOff className="size-4" aria-hidden /> : <Eye className="size-4" aria-hidden />}
        </button>
      </div>
      <FieldErrorText id={`${id}-error`} text={error} />
    </div>
  );
}

export function Spinner({ label = 'Загрузка…' }: { label?: string }) {
  return (
    <div className="flex items-center justify-center py-12" role="status" aria-live="polite">
      <span className="size-8 animate-spin rounded-full border-2 border-stone-300 border-t-stone-900" />
      <span className="sr-only">{label}</span>
    </div>
  );
}

export function ProgressBar({ value, label }: { value: number; label: string }) {
  return (
    <div className="mt-2">
      <div
        className="h-2 w-full overflow-hidden rounded bg-stone-200"
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
      >
        <div className="h-full bg-emerald-600 transition-all" style={{ width: `${value}%` }} />
      </div>
      <p className="mt-1 text-xs text-stone-600">
        {label}: {value}%
      </p>
    </div>
  );
}

/**
 * The spec's rule: a message is an error when it contains 'Error', 'not match' or 'must'; the
 * Russian equivalents of those words count too, so a Russian failure never looks like a success.
 */
export function isErrorText(text: string): boolean {
  return /Error|not match|must|Ошибка|ошибка|Неверный|не совпадают|должен|распространён|Не удалось|не удалось/.test(
    text,
  );
}

/** A status line; error-styled by its text. */
export function Banner({ text }: { text: string }) {
  if (!text) return null;
  const error = isErrorText(text);
  return (
    <div
      role={error ? 'alert' : 'status'}
      className={`rounded-md border px-4 py-3 text-sm ${
        error ? 'border-red-200 bg-red-50 text-red-800' : 'border-emerald-200 bg-emerald-50 text-emerald-800'
      }`}
    >
      {text}
    </div>
  );
}

/** A message that clears itself after `ms` milliseconds. */
export function useTimedMessage(ms = 3000): [string, (text: string, duration?: number) => void] {
  const [state, setState] = useState<{ text: string; ms: number; n: number }>({ text: '', ms, n: 0 });
  useEffect(() => {
    if (!state.text) return;
    const timer = window.setTimeout(() => setState((s) => ({ ...s, text: '' })), state.ms);
    return () => window.clearTimeout(timer);
  }, [state]);
  return [state.text, (text, duration = ms) => setState((s) => ({ text, ms: duration, n: s.n + 1 }))];
}

/** A Modal's way to close through its unsaved-changes question (null outside a Modal). */
const GuardedCloseContext = createContext<((close: () => void) => void) | null>(null);

/**
 * Inside a Modal, `close` runs after the unsaved-changes question (at once without changes);
 * outside one, at once. FormFooter's Отмена closes this way.
 */
export function useGuardedClose(): (close: () => void) => void {
  return useContext(GuardedCloseContext) ?? ((close) => close());
}

/**
 * A dialog (Radix: focus trap, Escape, scroll lock) at most 90% of the screen high, scrollable.
 * No work is lost (ADR 019): with unsaved changes in its forms, closing it by Escape, a click
 * outside, the close button or Отмена asks first (in-app, in Russian); without, it closes at once.
 * A form that saved closes it through `onOpenChange`'s owner directly (its state), unasked.
 */
export function Modal({
  open,
  onOpenChange,
  title,
  children,
  wide,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  children: ReactNode;
  wide?: boolean;
}) {
  const scope = useUnsavedScope();
  const question = useConfirm(CLOSE_DIALOG);
  async function guardedClose(close: () => void) {
    if (scope.isDirty() && !(await question.ask())) return;
    scope.forget();
    close();
  }
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(o) => (o ? onOpenChange(true) : void guardedClose(() => onOpenChange(false)))}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <Dialog.Content
          ref={scope.ref}
          lang="ru"
          aria-describedby={undefined}
          className={`fixed left-1/2 top-1/2 z-50 max-h-[90vh] w-[calc(100%-1.5rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-lg bg-white p-5 shadow-xl sm:p-6 ${
            wide ? 'max-w-3xl' : 'max-w-lg'
          }`}
        >
          <div className="mb-4 flex items-start justify-between gap-4">
            <Dialog.Title className="text-lg font-semibold text-stone-900">{title}</Dialog.Title>
            <Dialog.Close className={btn.icon} aria-label="Закрыть">
              <X className="size-5" aria-hidden />
            </Dialog.Close>
          </div>
          <GuardedCloseContext.Provider value={guardedClose}>{children}</GuardedCloseContext.Provider>
          {question.dialog}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/**
 * A read that failed (the API down, slow or refusing): says so in red with the reason and a
 * retry button, instead of zeros or "nothing yet".
 */
export function LoadError({
  what,
  error,
  retry,
  retrying = false,
}: {
  /** What could not be loaded ("отзывы"). */
  what: string;
  error: unknown;
  retry: () => void;
  retrying?: boolean;
}) {
  return (
    <div role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-4 text-sm text-red-900">
      <p className="font-medium">Не удалось загрузить {what}.</p>
      <p className="mt-1">{errorMessage(error)}</p>
      <button type="button" className={`${btn.secondary} mt-3`} onClick={retry} disabled={retrying}>
        <RotateCw className={`size-4 ${retrying ? 'animate-spin' : ''}`} aria-hidden /> Повторить
      </button>
    </div>
  );
}

export function EmptyState({ title, hint }: { title: string; hint?: string }) {
  return (
    <div className="rounded-lg border border-dashed border-stone-300 bg-white px-6 py-12 text-center">
      <p className="font-medium text-stone-800">{title}</p>
      {hint ? <p className="mt-1 text-sm text-stone-600">{hint}</p> : null}
    </div>
  );
}

export function PageHeader({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
      <h1 className="text-2xl font-semibold text-stone-900">{title}</h1>
      {children ? <div className="flex flex-wrap gap-2">{children}</div> : null}
    </div>
  );
}

/** A calendar date (YYYY-MM-DD) for the office: "12 июня 2027 г.". */
export function officeDate(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(d.getTime())) return date;
  return new Intl.DateTimeFormat('ru-RU', { dateStyle: 'long', timeZone: 'UTC' }).format(d);
}

export function formatDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return date.toLocaleDateString('ru-RU', { day: '2-digit', month: '2-digit', year: 'numeric' });
}

/** A group of toggle buttons (tabs or a filter). */
export function Segmented<T extends string>({
  value,
  onChange,
  options,
  label,
}: {
  value: T;
  onChange: (value: T) => void;
  options: { value: T; label: string }[];
  label: string;
}) {
  return (
    <fieldset className="flex flex-wrap gap-1 rounded-lg bg-stone-200/60 p-1">
      <legend className="sr-only">{label}</legend>
      {options.map((o) => (
        <button
          key={o.value}
          type="button"
          aria-pressed={value === o.value}
          onClick={() => onChange(o.value)}
          className={`min-h-11 rounded-md px-3 py-1.5 text-sm font-medium sm:min-h-0 ${
            value === o.value ? 'bg-white text-stone-900 shadow-sm' : 'text-stone-700 hover:text-stone-900'
          }`}
        >
          {o.label}
        </button>
      ))}
    </fieldset>
  );
}
