import { useState } from 'react';
import { FormFooter } from '../admin-ui/form-footer';
import { Checkbox, Select, TextArea, TextField } from '../admin-ui/ui';
import type { ReviewInput } from './api';

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
  const [error, setError] = useState('');
  const set = <K extends keyof ReviewInput>(key: K, value: ReviewInput[K]) => setForm((f) => ({ ...f, [key]: value }));

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (form.email.trim() && !EMAIL.test(form.email.trim())) {
      setError('Введите корректный e-mail или оставьте поле пустым');
      return;
    }
    setSaving(true);
    setError('');
    try {
      await onSave({ ...form, email: form.email.trim() });
    } catch {
      setError('Ошибка при сохранении отзыва');
    } finally {
      setSaving(false);
    }
  }

  return (
    <form onSubmit={submit} className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Имя клиента" value={form.name} onChange={(v) => set('name', v)} required />
        <TextField label="E-mail" type="email" value={form.email} onChange={(v) => set('email', v)} />
        <Select
          label="Оценка"
          required
          value={String(form.rating)}
          onChange={(v) => set('rating', Number(v))}
          options={[5, 4, 3, 2, 1].map((n) => ({ value: String(n), label: `${'★'.repeat(n)} (${n})` }))}
        />
        <TextField label="Услуга" value={form.service} onChange={(v) => set('service', v)} />
      </div>
      <TextArea label="Текст (немецкий)" value={form.text_de} onChange={(v) => set('text_de', v)} rows={4} required />
      <TextArea label="Текст (русский)" value={form.text_ru} onChange={(v) => set('text_ru', v)} rows={4} required />
      <Checkbox label="Одобрен (показывать на сайте)" checked={form.approved} onChange={(v) => set('approved', v)} />
      <FormFooter
        error={error}
        busy={saving}
        onCancel={() => {
          setForm(initial);
          setError('');
          onCancel();
        }}
      />
    </form>
  );
}
