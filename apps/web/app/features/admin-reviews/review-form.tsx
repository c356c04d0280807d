import { useState } from 'react';
import { FieldErrors, useFormErrors } from '../admin-ui/field-errors';
import { FormFooter } from '../admin-ui/form-footer';
import { Checkbox, Select, TextArea, TextField } from '../admin-ui/ui';
import type { ReviewInput } from './api';

/** The fields the form shows their refusals beside. */
const SHOWN = ['name', 'email', 'rating', 'service', 'text_de', 'text_ru'];

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function ReviewForm({
  initial,
  onSave,
  onCancel,
}: {
  initial: ReviewInput;
  onSave: (input: ReviewInput) => Promise<void>;
  onCancel: () => void;
}) {
  const [form, setForm] = useState(initial);
  const [saving, setSaving] = useState(false);
  const errors = useFormErrors();
  const set = <K extends keyof ReviewInput>(key: K, value: ReviewInput[K]) => setForm((f) => ({ ...f, [key]: value }));

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (form.email.trim() && !EMAIL.test(form.email.trim())) {
      errors.show('Введите корректный e-mail или оставьте поле пустым');
      return;
    }
    if (!form.text_de.trim() && !form.text_ru.trim()) {
      errors.show('Введите текст отзыва хотя бы на одном языке');
      return;
    }
    setSaving(true);
    errors.clear();
    try {
      await onSave({ ...form, email: form.email.trim() });
    } catch (e) {
      errors.fail(e, SHOWN, 'Не удалось сохранить отзыв: ');
    } finally {
      setSaving(false);
    }
  }

  return (
    <form onSubmit={submit} className="space-y-4">
      <FieldErrors value={errors.fields}>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="Имя клиента" name="name" value={form.name} onChange={(v) => set('name', v)} required />
          <TextField label="E-mail" name="email" type="email" value={form.email} onChange={(v) => set('email', v)} />
          <Select
            label="Оценка"
            name="rating"
            required
            value={String(form.rating)}
            onChange={(v) => set('rating', Number(v))}
            options={[5, 4, 3, 2, 1].map((n) => ({ value: String(n), label: `${'★'.repeat(n)} (${n})` }))}
          />
          <TextField label="Услуга" name="service" value={form.service} onChange={(v) => set('service', v)} />
        </div>
        <p className="text-sm text-stone-600">
          Достаточно текста на одном языке: на другой версии сайта показывается он же.
        </p>
        <TextArea
          label="Текст (немецкий)"
          name="text_de"
          value={form.text_de}
          onChange={(v) => set('text_de', v)}
          rows={4}
        />
        <TextArea
          label="Текст (русский)"
          name="text_ru"
          value={form.text_ru}
          onChange={(v) => set('text_ru', v)}
          rows={4}
        />
        <Checkbox label="Одобрен (показывать на сайте)" checked={form.approved} onChange={(v) => set('approved', v)} />
        <FormFooter
          error={errors.text}
          busy={saving}
          onCancel={() => {
            setForm(initial);
            errors.clear();
            onCancel();
          }}
        />
      </FieldErrors>
    </form>
  );
}
