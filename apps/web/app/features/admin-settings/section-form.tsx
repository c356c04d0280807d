import { useEffect, useState } from 'react';
import { fieldErrorsOf, formErrorText } from '../admin-api/errors';
import { adminKeys, useAdminData, useRefresh } from '../admin-api/queries';
import { RichTextField } from '../admin-editor/rich-text-field';
import { FieldErrors } from '../admin-ui/field-errors';
import { btn, Checkbox, LoadError, Spinner, TextArea, TextField } from '../admin-ui/ui';
import { type FlatSection, getSection, type Notify, putSection, type Section } from './api';

export interface FieldSpec {
  key: string;
  label: string;
  type?: string;
  required?: boolean;
  rows?: number;
  /** Edited with the rich-text editor (HTML, sanitised by the server). */
  rich?: boolean;
  hint?: string;
  placeholder?: string;
  /** A yes/no field (a boolean in the section). */
  checkbox?: boolean;
}

type Values = Record<string, string | boolean>;

/**
 * A settings section that is a flat object of text fields: loaded with GET, saved as a whole with
 * PUT, the button disabled while sending.
 */
export function SectionForm({
  section,
  title,
  fields,
  notify,
  savedText,
  errorText,
  validate,
  intro,
  loadSection,
  loadFrom,
}: {
  section: FlatSection;
  title: string;
  fields: FieldSpec[];
  notify: Notify;
  savedText: string;
  errorText: string;
  validate?: (values: Values) => string | null;
  intro?: React.ReactNode;
  /** Read from another GET path than the PUT path (social links come with the user). */
  loadSection?: Section;
  loadFrom?: (data: Record<string, unknown>) => Record<string, unknown>;
}) {
  const source = loadSection ?? section;
  const stored = useAdminData(
    adminKeys.settings(source),
    async () => (await getSection(source)) as Record<string, unknown>,
  );
  const refresh = useRefresh();
  const [values, setValues] = useState<Values | null>(null);
  const [saving, setSaving] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<Readonly<Record<string, string>>>({});

  // The form edits a copy of what was loaded. A failed load shows its error and no form: saving
  // empty fields over the stored section would lose it.
  useEffect(() => {
    if (stored.data === undefined) return;
    const data = loadFrom ? loadFrom(stored.data) : stored.data;
    const merged: Values = Object.fromEntries(fields.map((f) => [f.key, f.checkbox ? false : '']));
    for (const f of fields) {
      const value = data[f.key];
      if (value != null) merged[f.key] = f.checkbox ? value === true : String(value);
    }
    setValues(merged);
  }, [stored.data, fields, loadFrom]);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!values) return;
    const problem = validate?.(values);
    if (problem) {
      notify(problem);
      return;
    }
    setSaving(true);
    setFieldErrors({});
    try {
      // The fields are the section's keys (simple-tabs.tsx); the server checks the values.
      await putSection(section, values as never);
      await refresh(adminKeys.settings(source));
      notify(savedText);
    } catch (e) {
      setFieldErrors(fieldErrorsOf(e));
      notify(
        `${errorText}: ${formErrorText(
          e,
          fields.map((f) => f.key),
        )}`,
      );
    } finally {
      setSaving(false);
    }
  }

  if (!values && stored.failed) {
    return <LoadError what="настройки" error={stored.error} retry={stored.retry} retrying={stored.retrying} />;
  }
  if (!values) return <Spinner />;
  return (
    <form onSubmit={submit} className="space-y-4">
      <FieldErrors value={fieldErrors}>
        <h2 className="text-lg font-semibold">{title}</h2>
        {intro}
        <div className="grid gap-4 sm:grid-cols-2">
          {fields.map((f) =>
            f.checkbox ? (
              <div key={f.key} className="sm:col-span-2">
                <Checkbox
                  label={f.label}
                  hint={f.hint}
                  checked={values[f.key] === true}
                  onChange={(v) => setValues({ ...values, [f.key]: v })}
                />
              </div>
            ) : f.rich ? (
              <div key={f.key} className="sm:col-span-2">
                <RichTextField
                  label={f.label}
                  name={f.key}
                  value={String(values[f.key] ?? '')}
                  required={f.required}
                  hint={f.hint}
                  images={false}
                  onChange={(v) => setValues((current) => (current ? { ...current, [f.key]: v } : current))}
                />
              </div>
            ) : f.rows ? (
              <div key={f.key} className="sm:col-span-2">
                <TextArea
                  label={f.label}
                  name={f.key}
                  rows={f.rows}
                  value={String(values[f.key] ?? '')}
                  required={f.required}
                  hint={f.hint}
                  onChange={(v) => setValues({ ...values, [f.key]: v })}
                />
              </div>
            ) : (
              <TextField
                key={f.key}
                name={f.key}
                label={f.label}
                type={f.type}
                value={String(values[f.key] ?? '')}
                required={f.required}
                hint={f.hint}
                placeholder={f.placeholder}
                onChange={(v) => setValues({ ...values, [f.key]: v })}
              />
            ),
          )}
        </div>
        <button type="submit" className={btn.primary} disabled={saving}>
          {saving ? 'Сохранение…' : 'Сохранить'}
        </button>
      </FieldErrors>
    </form>
  );
}
