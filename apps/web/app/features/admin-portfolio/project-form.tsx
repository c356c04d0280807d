import { type AdminPortfolioItem, slugify } from '@app/contracts';
import { ImagePlus, X } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useLocalDraft } from '../admin-ui/draft';
import { FieldErrors, useFormErrors } from '../admin-ui/field-errors';
import { FormFooter } from '../admin-ui/form-footer';
import { btn, Checkbox, ProgressBar, Select, TextArea, TextField } from '../admin-ui/ui';
import { type ProjectInput, saveProject } from './api';

/** What the server takes as a photo (checked by content there; named here before the upload). */
const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'];

/** The fields that show their own server refusal (the `name` of each input). */
const SHOWN = ['title_de', 'title_ru', 'slug', 'description_de', 'description_ru', 'category', 'tags'];

export function ProjectForm({
  project,
  categories,
  onSaved,
  onCancel,
}: {
  project: AdminPortfolioItem | null;
  categories: { slug: string; name_de: string; name_ru: string }[];
  onSaved: () => void;
  onCancel: () => void;
}) {
  const fileId = useId();
  const [form, setForm] = useState<ProjectInput>({
    title_de: project?.title_de ?? '',
    title_ru: project?.title_ru ?? '',
    slug: project?.slug ?? '',
    description_de: project?.description_de ?? '',
    description_ru: project?.description_ru ?? '',
    category: project?.category ?? categories[0]?.slug ?? '',
    featured: project?.featured ?? false,
    tags: project?.tags ?? [],
  });
  const [tagsText, setTagsText] = useState((project?.tags ?? []).join(', '));
  const [kept, setKept] = useState<string[]>(
    project?.images?.length ? project.images : project?.image ? [project.image] : [],
  );
  const [files, setFiles] = useState<File[]>([]);
  const [previews, setPreviews] = useState<string[]>([]);
  const [progress, setProgress] = useState<number | null>(null);
  const errors = useFormErrors();
  // The texts and the kept images are kept in this browser until saved (ADR 019); new files are
  // chosen again.
  const draft = useLocalDraft(`project:${project?.id ?? 'new'}`, { form, tagsText, kept }, (stored) => {
    setForm((f) => ({ ...f, ...stored.form }));
    setTagsText(typeof stored.tagsText === 'string' ? stored.tagsText : '');
    if (project && Array.isArray(stored.kept)) setKept(stored.kept.filter((url) => kept.includes(url)));
  });

  useEffect(() => {
    const urls = files.map((f) => URL.createObjectURL(f));
    setPreviews(urls);
    return () => {
      for (const u of urls) URL.revokeObjectURL(u);
    };
  }, [files]);

  const set = <K extends keyof ProjectInput>(key: K, value: ProjectInput[K]) =>
    setForm((f) => ({ ...f, [key]: value }));

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!project && files.length === 0) {
      errors.show('Добавьте хотя бы одно изображение');
      return;
    }
    if (project && kept.length === 0 && files.length === 0) {
      errors.show('У проекта должно остаться хотя бы одно изображение');
      return;
    }
    errors.clear();
    setProgress(0);
    try {
      const tags = tagsText
        .split(',')
        .map((t) => t.trim())
        .filter(Boolean);
      await saveProject(project?.id ?? null, { ...form, tags }, files, project ? kept : null, setProgress);
      draft.clear();
      onSaved();
    } catch (e) {
      console.error(e);
      errors.fail(e, SHOWN, 'Не удалось сохранить проект: ');
    } finally {
      setProgress(null);
    }
  }

  const busy = progress !== null;
  return (
    <form onSubmit={submit} className="space-y-4">
      <FieldErrors value={errors.fields}>
        {draft.offer}
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Название (немецкий)"
            name="title_de"
            value={form.title_de}
            onChange={(v) => set('title_de', v)}
            required
          />
          <TextField
            label="Название (русский)"
            name="title_ru"
            value={form.title_ru}
            onChange={(v) => set('title_ru', v)}
            required
          />
        </div>
        <TextField
          label="Адрес страницы проекта (slug)"
          name="slug"
          value={form.slug}
          onChange={(v) => set('slug', v.trim().toLowerCase())}
          placeholder={slugify(form.title_de)}
          hint={`Сайт: /portfolio/${form.slug || slugify(form.title_de) || '…'} (латиница, цифры, дефисы). Пусто — создаётся из немецкого названия. Смена адреса ломает уже разосланные ссылки.`}
        />
        <TextArea
          label="Описание (немецкий)"
          name="description_de"
          value={form.description_de}
          onChange={(v) => set('description_de', v)}
          required
        />
        <TextArea
          label="Описание (русский)"
          name="description_ru"
          value={form.description_ru}
          onChange={(v) => set('description_ru', v)}
          required
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <Select
            label="Категория"
            name="category"
            required
            value={form.category}
            onChange={(v) => set('category', v)}
            options={categories.map((c) => ({ value: c.slug, label: c.name_ru || c.name_de }))}
          />
          <TextField label="Теги (через запятую)" name="tags" value={tagsText} onChange={setTagsText} />
        </div>
        <Checkbox
          label="Избранный проект (★ на главной)"
          checked={form.featured}
          onChange={(v) => set('featured', v)}
        />

        <div>
          <p className="text-sm font-medium text-stone-700">
            Изображения{!project ? <span className="text-red-600"> *</span> : null}
          </p>
          {kept.length > 0 || previews.length > 0 ? (
            <ul className="mt-2 grid grid-cols-3 gap-2 sm:grid-cols-4">
              {kept.map((url) => (
                <li key={url} className="relative">
                  <img src={url} alt="" className="aspect-square w-full rounded object-cover" />
                  <button
                    type="button"
                    className="absolute right-1 top-1 inline-flex size-11 items-center justify-center rounded-full bg-white/90 shadow sm:size-7"
                    aria-label="Убрать изображение"
                    disabled={busy}
                    onClick={() => setKept((k) => k.filter((u) => u !== url))}
                  >
                    <X className="size-4" aria-hidden />
                  </button>
                </li>
              ))}
              {previews.map((url, i) => (
                <li key={url} className="relative">
                  <img
                    src={url}
                    alt={files[i]?.name ?? ''}
                    className="aspect-square w-full rounded object-cover ring-2 ring-emerald-500"
                  />
                  <button
                    type="button"
                    className="absolute right-1 top-1 inline-flex size-11 items-center justify-center rounded-full bg-white/90 shadow sm:size-7"
                    aria-label={`Убрать ${files[i]?.name ?? ''}`}
                    disabled={busy}
                    onClick={() => setFiles((f) => f.filter((_, j) => j !== i))}
                  >
                    <X className="size-4" aria-hidden />
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
          <label
            htmlFor={fileId}
            className={`${btn.secondary} mt-2 cursor-pointer ${busy ? 'pointer-events-none opacity-50' : ''}`}
          >
            <ImagePlus className="size-4" aria-hidden /> Выбрать изображения
          </label>
          <input
            id={fileId}
            type="file"
            accept={IMAGE_TYPES.join(',')}
            multiple
            className="sr-only"
            disabled={busy}
            onChange={(e) => {
              const all = Array.from(e.target.files ?? []);
              const chosen = all.filter((f) => IMAGE_TYPES.includes(f.type));
              const refused = all.filter((f) => !IMAGE_TYPES.includes(f.type));
              e.target.value = '';
              setFiles((f) => [...f, ...chosen]);
              // Named, so the owner knows which of many files was left out.
              if (refused.length > 0) {
                errors.show(
                  `Не добавлено: ${refused.map((f) => `«${f.name}»`).join(', ')}. Разрешены только изображения JPEG, PNG, WebP и AVIF.`,
                );
              }
            }}
          />
          <p className="mt-1 text-xs text-stone-600">Можно выбрать несколько файлов; только изображения.</p>
        </div>

        {busy ? <ProgressBar value={progress} label="Загрузка проекта" /> : null}
        <FormFooter
          error={errors.text}
          busy={busy}
          onCancel={onCancel}
          cancelDisabled={busy}
          submitLabel={project ? 'Сохранить' : 'Создать проект'}
        />
      </FieldErrors>
    </form>
  );
}
