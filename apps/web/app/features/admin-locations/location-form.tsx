import { slugify } from '@app/contracts';
import { useState } from 'react';
import { useTexts } from '../../i18n/texts';
import { RichTextField } from '../admin-editor/rich-text-field';
import { FieldErrors, useFormErrors } from '../admin-ui/field-errors';
import { FormFooter } from '../admin-ui/form-footer';
import { ImageUpload } from '../admin-ui/image-upload';
import { Checkbox, TextField } from '../admin-ui/ui';
import type { LocationInput } from './api';
import { adminLocationTexts } from './texts';

/** The fields that show their own server refusal (the `name` of each input). */
const SHOWN = [
  'name',
  'name_ru',
  'slug',
  'sort_order',
  'content_de',
  'content_ru',
  ...['title', 'description', 'hero_subtitle', 'contact_text', 'meta_keywords'].flatMap((k) => [`${k}_de`, `${k}_ru`]),
];

export function LocationForm({
  initial,
  onSave,
  onCancel,
}: {
  initial: LocationInput;
  onSave: (input: LocationInput) => Promise<void>;
  onCancel: () => void;
}) {
  const t = useTexts(adminLocationTexts);
  const [form, setForm] = useState(initial);
  const [saving, setSaving] = useState(false);
  const errors = useFormErrors();
  const set = <K extends keyof LocationInput>(key: K, value: LocationInput[K]) =>
    setForm((f) => ({ ...f, [key]: value }));

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setSaving(true);
    errors.clear();
    try {
      await onSave({ ...form, slug: form.slug.trim() || slugify(form.name) });
    } catch (e) {
      errors.fail(e, SHOWN, 'Не удалось сохранить локацию: ');
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
        name={`${key}_de`}
        value={form[`${key}_de`]}
        onChange={(v) => set(`${key}_de`, v)}
        required={required}
      />
      <TextField
        label={`${label} (русский)`}
        name={`${key}_ru`}
        value={form[`${key}_ru`]}
        onChange={(v) => set(`${key}_ru`, v)}
        required={required}
      />
    </div>
  );

  return (
    <form onSubmit={submit} className="space-y-4">
      <FieldErrors value={errors.fields}>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Название города (DE)"
            name="name"
            value={form.name}
            onChange={(v) => set('name', v)}
            required
          />
          <TextField
            label="Название города (RU)"
            name="name_ru"
            value={form.name_ru}
            onChange={(v) => set('name_ru', v)}
            placeholder={form.name}
            hint="Кириллицей, для русских страниц (пусто — как по-немецки)."
          />
          <TextField
            label="Slug (адрес страницы)"
            name="slug"
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
              name="sort_order"
              type="number"
              min={0}
              value={String(form.sort_order)}
              onChange={(v) => set('sort_order', Number.parseInt(v, 10) || 0)}
            />
          </div>
        </div>
        <RichTextField
          label={t.contentDe}
          name="content_de"
          value={form.content_de}
          onChange={(v) => set('content_de', v)}
        />
        <RichTextField
          label={t.contentRu}
          name="content_ru"
          value={form.content_ru}
          onChange={(v) => set('content_ru', v)}
        />
        <FormFooter error={errors.text} busy={saving} onCancel={onCancel} />
      </FieldErrors>
    </form>
  );
}
