import {
  analyticsSchema,
  brandingSchema,
  contactSettingsSchema,
  impressumInputSchema,
  socialLinksSchema,
} from '@app/contracts';
import { useMemo } from 'react';
import type { z } from 'zod';
import { adminKeys, useAdminData, useRefresh } from '../admin-api/queries';
import { RichTextField } from '../admin-editor/rich-text-field';
import { OfficeForm } from '../admin-ui/form-kit/office-form';
import { useOfficeForm } from '../admin-ui/form-kit/use-office-form';
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
  /** What a refused format means here (the contract's pattern), instead of «Неверный формат.». */
  format?: string;
}

type Values = Record<string, string | boolean>;

/** The schema each section's PUT checks its body with (the form checks the same before sending). */
const SCHEMAS: Record<FlatSection, z.ZodType<unknown>> = {
  impressum: impressumInputSchema,
  analytics: analyticsSchema,
  contact: contactSettingsSchema,
  branding: brandingSchema,
  social: socialLinksSchema,
};

interface SectionProps {
  section: FlatSection;
  title: string;
  fields: FieldSpec[];
  notify: Notify;
  savedText: string;
  errorText: string;
  intro?: React.ReactNode;
  /** Read from another GET path than the PUT path (social links come with the user). */
  loadSection?: Section;
  loadFrom?: (data: Record<string, unknown>) => Record<string, unknown>;
}

/**
 * A settings section that is a flat object of text fields: loaded with GET, checked with the
 * section's contract schema, saved as a whole with PUT (the form kit, ADR 044).
 */
export function SectionForm(props: SectionProps) {
  const { section, fields, loadSection, loadFrom } = props;
  const source = loadSection ?? section;
  const stored = useAdminData(
    adminKeys.settings(source),
    async () => (await getSection(source)) as Record<string, unknown>,
  );

  // The form edits a copy of what was loaded. A failed load shows its error and no form: saving
  // empty fields over the stored section would lose it.
  const initial = useMemo(() => {
    if (stored.data === undefined) return null;
    const data = loadFrom ? loadFrom(stored.data) : stored.data;
    const merged: Values = Object.fromEntries(fields.map((f) => [f.key, f.checkbox ? false : '']));
    for (const f of fields) {
      const value = data[f.key];
      if (value != null) merged[f.key] = f.checkbox ? value === true : String(value);
    }
    return merged;
  }, [stored.data, fields, loadFrom]);

  if (!initial && stored.failed) {
    return <LoadError what="настройки" error={stored.error} retry={stored.retry} retrying={stored.retrying} />;
  }
  if (!initial) return <Spinner />;
  return <SectionEditor {...props} source={source} initial={initial} />;
}

function SectionEditor({
  section,
  source,
  title,
  fields,
  notify,
  savedText,
  errorText,
  intro,
  initial,
}: SectionProps & { source: Section; initial: Values }) {
  const refresh = useRefresh();
  const formats = useMemo(
    () => Object.fromEntries(fields.flatMap((f) => (f.format ? [[f.key, f.format]] : []))),
    [fields],
  );
  const form = useOfficeForm({
    schema: SCHEMAS[section],
    initial,
    formats,
    errorPrefix: `${errorText}: `,
    onRefused: notify,
    async onSubmit(value) {
      // The fields are the section's keys (simple-tabs.tsx); the schema checked the values.
      await putSection(section, value as never);
      await refresh(adminKeys.settings(source));
      notify(savedText);
    },
  });

  return (
    <OfficeForm form={form}>
      <h2 className="text-lg font-semibold">{title}</h2>
      {intro}
      <div className="grid gap-4 sm:grid-cols-2">
        {fields.map((f) =>
          f.checkbox ? (
            <div key={f.key} className="sm:col-span-2">
              <Checkbox label={f.label} hint={f.hint} {...form.check(f.key)} />
            </div>
          ) : f.rich ? (
            <div key={f.key} className="sm:col-span-2">
              <RichTextField
                label={f.label}
                required={f.required}
                hint={f.hint}
                images={false}
                {...form.field(f.key)}
              />
            </div>
          ) : f.rows ? (
            <div key={f.key} className="sm:col-span-2">
              <TextArea label={f.label} rows={f.rows} required={f.required} hint={f.hint} {...form.field(f.key)} />
            </div>
          ) : (
            <TextField
              key={f.key}
              label={f.label}
              type={f.type}
              required={f.required}
              hint={f.hint}
              placeholder={f.placeholder}
              {...form.field(f.key)}
            />
          ),
        )}
      </div>
      <button type="submit" className={btn.primary} disabled={form.busy}>
        {form.busy ? 'Сохранение…' : 'Сохранить'}
      </button>
    </OfficeForm>
  );
}
