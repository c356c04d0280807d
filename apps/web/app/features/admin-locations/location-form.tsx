import { slugify } from '@app/contracts';
import { useState } from 'react';
import { errorMessage } from '../admin-api/client';
import { FormFooter } from '../admin-ui/form-footer';
import { ImageUpload } from '../admin-ui/image-upload';
import { Checkbox, TextArea, TextField } from '../admin-ui/ui';
import type { LocationInput } from './api';

export function LocationForm({
  initial,
  onSave,
  onCancel,
}: {
  initial: LocationInput;
  onSave: (input: LocationInput) => Promise<void>;
  onCancel: () => void;
}) {
  const [form, setForm] = useState(initial);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState('');
  const set = <K extends keyof LocationInput>(key: K, value: LocationInput[K]) =>
    setForm((f) => ({ ...f, [key]: value }));

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setSaving(true);
    setError('');
    try {
      await onSave({ ...form, slug: form.slug.trim() || slugify(form.name) });
    } catch (e) {
      setError(`Failed to save location: ${errorMessage(e)}`);
    } finally {
      setSaving(false);
    }
  }

  const pair = (
    label: string,
    key: 'title' | 'description' | 'hero_subtitle' | 'contact_text' | 'meta_keywords',
    required = false,
  ) => (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField
        label={`${label} (немецкий)`}
        value={form[`${key}_de`]}
        onChange={(v) => set(`${key}_de`, v)}
        required={required}
      />
      <TextField
        label={`${label} (русский)`}
        value={form[`${key}_ru`]}
        onChange={(v) => set(`${key}_ru`, v)}
        required={required}
      />
    </div>
  );

  return (
    <form onSubmit={submit} className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Название города" value={form.name} onChange={(v) => set('name', v)} required />
        <TextField
          label="Slug (адрес страницы)"
          value={form.slug}
          onChange={(v) => set('slug', v)}
          placeholder={slugify(form.name)}
          hint="Необязательно: пусто — создаётся из названия."
        />
      </div>
      {pair('Заголовок', 'title', true)}
      {pair('Мета-описание', 'description')}
      {pair('Подзаголовок героя', 'hero_subtitle')}
      <ImageUpload label="Изображение героя" value={form.hero_image} onChange={(url) => set('hero_image', url)} />
      {pair('Текст контакта', 'contact_text')}
      {pair('Ключевые слова (через запятую)', 'meta_keywords')}
      <div className="flex flex-wrap items-end gap-6">
        <Checkbox label="Активна (показывать на сайте)" checked={form.active} onChange={(v) => set('active', v)} />
        <div className="w-32">
          <TextField
            label="Порядок"
            type="number"
            min={0}
            value={String(form.sort_order)}
            onChange={(v) => set('sort_order', Number.parseInt(v, 10) || 0)}
          />
        </div>
      </div>
      <TextArea
        label="HTML-содержимое (немецкий)"
        rows={8}
        value={form.content_de}
        onChange={(v) => set('content_de', v)}
      />
      <TextArea
        label="HTML-содержимое (русский)"
        rows={8}
        value={form.content_ru}
        onChange={(v) => set('content_ru', v)}
      />
      <FormFooter error={error} busy={saving} onCancel={onCancel} />
    </form>
  );
}
