import { locationInputSchema, slugify } from '@app/contracts';
import { useTexts } from '../../i18n/texts';
import { RichTextField } from '../admin-editor/rich-text-field';
import { LocalizedField, OfficeForm, OfficeFormFooter } from '../admin-ui/form-kit/office-form';
import { useOfficeForm } from '../admin-ui/form-kit/use-office-form';
import { ImageUpload } from '../admin-ui/image-upload';
import { Checkbox, TextField } from '../admin-ui/ui';
import type { LocationInput } from './api';
import { adminLocationTexts } from './texts';

/** An empty slug is made from the name (the contract's rule for the stored one). */
const withSlug = (values: LocationInput) => ({ ...values, slug: values.slug.trim() || slugify(values.name) });

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
  const form = useOfficeForm({
    schema: locationInputSchema,
    initial,
    prepare: withSlug,
    // An emptied order keeps the one the location had.
    onSubmit: (value) => onSave({ ...value, sort_order: value.sort_order ?? initial.sort_order }),
    errorPrefix: 'Не удалось сохранить локацию: ',
  });
  const hero = form.field('hero_image');

  return (
    <OfficeForm form={form}>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Название города (DE)" required {...form.field('name')} />
        <TextField
          label="Название города (RU)"
          {...form.field('name_ru')}
          placeholder={form.values.name}
          hint="Кириллицей, для русских страниц (пусто — как по-немецки)."
        />
        <TextField
          label="Slug (адрес страницы)"
          {...form.field('slug')}
          placeholder={slugify(form.values.name)}
          hint="Необязательно: пусто — создаётся из названия."
        />
      </div>
      <LocalizedField form={form} name="title" label="Заголовок" required />
      <LocalizedField form={form} name="description" label="Мета-описание" />
      <LocalizedField form={form} name="hero_subtitle" label="Подзаголовок героя" />
      <ImageUpload label="Изображение героя" value={hero.value} onChange={hero.onChange} />
      <LocalizedField form={form} name="contact_text" label="Текст контакта" />
      <LocalizedField form={form} name="meta_keywords" label="Ключевые слова (через запятую)" />
      <div className="flex flex-wrap items-end gap-6">
        <Checkbox label="Активна (показывать на сайте)" {...form.check('active')} />
        <div className="w-32">
          <TextField label="Порядок" type="number" min={0} {...form.number('sort_order')} />
        </div>
      </div>
      <RichTextField label={t.contentDe} {...form.field('content_de')} />
      <RichTextField label={t.contentRu} {...form.field('content_ru')} />
      <OfficeFormFooter form={form} onCancel={onCancel} />
    </OfficeForm>
  );
}
