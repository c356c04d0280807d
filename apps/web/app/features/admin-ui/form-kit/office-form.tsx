import type { ReactNode } from 'react';
import type { FieldValues, Path } from 'react-hook-form';
import { useTexts } from '../../../i18n/texts';
import { FieldErrors } from '../field-errors';
import { FormFooter } from '../form-footer';
import { TextArea, TextField } from '../ui';
import { useUnsavedScope } from '../unsaved';
import { formKitTexts } from './texts';
import type { OfficeForm as Form } from './use-office-form';

/**
 * The `<form>` of a kit form: submits through the kit (the schema's check first; the browser's own
 * bubbles are off, `noValidate`, so every refusal is the office's Russian one beside its field),
 * shows the draft offer, provides the refusals to the widgets, and is an unsaved-changes scope of
 * its own (ADR 019): guarded on a page, in a tab and in a Modal alike.
 */
export function OfficeForm<T extends FieldValues>({
  form,
  children,
  className = 'space-y-4',
  label,
}: {
  form: Form<T>;
  children: ReactNode;
  className?: string;
  /** The form's accessible name, where the page holds several. */
  label?: string;
}) {
  const scope = useUnsavedScope();
  return (
    <form ref={scope.ref} noValidate aria-label={label} onSubmit={(e) => void form.submit(e)} className={className}>
      {form.draftOffer}
      <FieldErrors value={form.errors} focusOn={form.refusals}>
        {children}
      </FieldErrors>
    </form>
  );
}

/** The end of a kit form: its form-level line and Отмена / Сохранить (busy while it saves). */
export function OfficeFormFooter<T extends FieldValues>({
  form,
  onCancel,
  submitLabel,
  busyLabel,
}: {
  form: Form<T>;
  onCancel: () => void;
  submitLabel?: string;
  busyLabel?: string;
}) {
  return (
    <FormFooter
      error={form.alert}
      busy={form.busy}
      onCancel={onCancel}
      submitLabel={submitLabel}
      busyLabel={busyLabel}
    />
  );
}

/**
 * A German/Russian pair of fields, `<name>_de` and `<name>_ru` (the contracts' shape for every
 * text shown in both languages): "Заголовок (немецкий)" / "Заголовок (русский)", side by side on a
 * wide screen; `rows` makes them text areas.
 */
export function LocalizedField<T extends FieldValues>({
  form,
  name,
  label,
  required = false,
  rows,
  hint,
}: {
  form: Form<T>;
  name: string;
  label: string;
  required?: boolean;
  rows?: number;
  hint?: string;
}) {
  const t = useTexts(formKitTexts);
  const pair = [
    { path: `${name}_de` as Path<T>, label: `${label} (${t.german})` },
    { path: `${name}_ru` as Path<T>, label: `${label} (${t.russian})` },
  ];
  if (rows) {
    return (
      <>
        {pair.map((p) => (
          <TextArea key={p.path} label={p.label} rows={rows} required={required} hint={hint} {...form.field(p.path)} />
        ))}
      </>
    );
  }
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {pair.map((p) => (
        <TextField key={p.path} label={p.label} required={required} hint={hint} {...form.field(p.path)} />
      ))}
    </div>
  );
}

/** The form-level line of a kit form without the Отмена/Сохранить footer (a form on a page). */
export function OfficeFormAlert<T extends FieldValues>({ form }: { form: Form<T> }) {
  if (!form.alert) return null;
  return (
    <p role="alert" className="text-sm text-red-700">
      {form.alert}
    </p>
  );
}
