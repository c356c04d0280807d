import { type AdminPortfolioItem, slugify } from '@app/contracts';
import { arrayMove } from '@dnd-kit/sortable';
import { ImagePlus } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useLocalDraft } from '../admin-ui/draft';
import { FieldErrors, useFormErrors } from '../admin-ui/field-errors';
import { FormFooter } from '../admin-ui/form-footer';
import { notify } from '../admin-ui/notice';
import { btn, Select, TextArea, TextField } from '../admin-ui/ui';
import { deleteQuestion, useAsk } from '../admin-ui/unsaved';
import { createProject, type ProjectInput, saveProjectPhotos, updateProject } from './api';
import { PhotoList, type PhotoSlot, storedPhotos } from './photo-list';
import { busyStatus, IMAGE_TYPES, usePhotoSlots } from './use-photo-slots';

/** The fields that show their own server refusal (the `name` of each input). */
const SHOWN = [
  'title_de',
  'title_ru',
  'slug',
  'description_de',
  'description_ru',
  'category',
  'tags',
  'shot_on',
  'place_de',
  'place_ru',
];

/**
 * A project's texts and photos. Photos are uploaded one file per request as soon as the project
 * exists (a new project is created first, then its files follow), with progress; a refused file is
 * named and can be retried or removed, the others are kept. For a saved project, the order of the
 * photos (the first is the cover) and removals are stored at once; the texts, alt texts and
 * captions with «Сохранить».
 */
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
    tags: project?.tags ?? [],
    shot_on: project?.shot_on ?? '',
    place_de: project?.place_de ?? '',
    place_ru: project?.place_ru ?? '',
  });
  const [tagsText, setTagsText] = useState((project?.tags ?? []).join(', '));
  const { slots, current, setAll, update, choose, uploadAll } = usePhotoSlots(project);
  /** The project's id once it exists (a new one gets it on its first save). */
  const [projectId, setProjectId] = useState<string | null>(project?.id ?? null);
  const [saving, setSaving] = useState(false);
  /** Saved while some files were not stored: the form names them until they are retried or removed. */
  const [savedWithFailures, setSavedWithFailures] = useState(false);
  const errors = useFormErrors();
  const question = useAsk();
  // The texts (and photo texts) are kept in this browser until saved (ADR 019); files are chosen again.
  const draft = useLocalDraft(
    `project:${project?.id ?? 'new'}`,
    { form, tagsText, photos: storedPhotos(slots) },
    (stored) => {
      setForm((f) => ({ ...f, ...stored.form }));
      setTagsText(typeof stored.tagsText === 'string' ? stored.tagsText : '');
      if (Array.isArray(stored.photos)) {
        setAll((list) =>
          list.map((slot) => {
            const texts = stored.photos.find((p) => p.url === slot.url);
            return texts ? { ...slot, ...texts, key: slot.key, url: slot.url } : slot;
          }),
        );
      }
    },
  );

  const set = <K extends keyof ProjectInput>(key: K, value: ProjectInput[K]) =>
    setForm((f) => ({ ...f, [key]: value }));
  // Opened before the categories had loaded: the select showed the first one while the form held
  // none (refused on save as an unknown category). Take the first once they are there.
  const firstCategory = categories[0]?.slug ?? '';
  useEffect(() => {
    if (firstCategory) setForm((f) => (f.category ? f : { ...f, category: firstCategory }));
  }, [firstCategory]);
  // A new project's files wait for its creation; only then are they uploading.
  const uploading = projectId !== null && slots.some(busyStatus);

  /** Stores the order (and the texts) of the stored photos at once: a saved project only. */
  async function storeOrder(next: PhotoSlot[], done: string) {
    if (!projectId) return;
    const photos = storedPhotos(next);
    if (photos.length === 0) return;
    try {
      await saveProjectPhotos(projectId, photos);
      notify.success(done);
    } catch (e) {
      notify.error('Не удалось сохранить фото', e);
    }
  }

  function move(from: number, to: number) {
    if (to < 0 || to >= slots.length || from === to) return;
    const next = arrayMove(current(), from, to);
    setAll(() => next);
    void storeOrder(next, to === 0 || from === 0 ? 'Порядок фото и обложка сохранены' : 'Порядок фото сохранён');
  }

  async function remove(slot: PhotoSlot) {
    const next = current().filter((s) => s.key !== slot.key);
    if (slot.status === 'stored' && projectId) {
      if (storedPhotos(next).length === 0) {
        errors.show('У проекта должно остаться хотя бы одно фото: удалите проект целиком, если он больше не нужен.');
        return;
      }
      const name = slot.name ? `фото «${slot.name}»` : 'фото';
      if (!(await question.ask(deleteQuestion(name, 'Фото будет удалено из проекта сразу.')))) return;
      setAll((list) => list.filter((s) => s.key !== slot.key));
      await storeOrder(current(), 'Фото удалено');
      return;
    }
    setAll((list) => list.filter((s) => s.key !== slot.key));
  }

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (uploading) return;
    if (slots.filter((s) => s.status !== 'failed').length === 0) {
      errors.show('Добавьте хотя бы одно изображение');
      return;
    }
    errors.clear();
    setSaving(true);
    const tags = tagsText
      .split(',')
      .map((t) => t.trim())
      .filter(Boolean);
    try {
      let id = projectId;
      if (id) {
        await updateProject(id, { ...form, tags });
      } else {
        id = (await createProject({ ...form, tags })).id;
        setProjectId(id);
        await uploadAll(id, current().filter(busyStatus));
      }
      const now = current();
      const photos = storedPhotos(now);
      if (photos.length) await saveProjectPhotos(id, photos);
      if (now.some((s) => s.status === 'failed')) {
        // Named below (failedText) for as long as such files are in the list.
        setSavedWithFailures(true);
        return;
      }
      draft.clear();
      onSaved();
    } catch (e) {
      console.error(e);
      errors.fail(e, SHOWN, 'Не удалось сохранить проект: ');
    } finally {
      setSaving(false);
    }
  }

  const busy = saving;
  const failed = slots.filter((s) => s.status === 'failed');
  const failedText =
    savedWithFailures && failed.length
      ? `Проект сохранён, но не загружено: ${failed.map((s) => `«${s.name ?? ''}»`).join(', ')}. Повторите или уберите эти файлы.`
      : '';
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
        <div className="grid gap-4 sm:grid-cols-3">
          <TextField
            label="Дата съёмки"
            name="shot_on"
            type="date"
            value={form.shot_on}
            onChange={(v) => set('shot_on', v)}
            hint="Пусто — на сайте дата добавления проекта."
          />
          <TextField
            label="Место (немецкий)"
            name="place_de"
            value={form.place_de}
            onChange={(v) => set('place_de', v)}
            placeholder="Schloss Burgk, Thüringen"
          />
          <TextField
            label="Место (русский)"
            name="place_ru"
            value={form.place_ru}
            onChange={(v) => set('place_ru', v)}
            hint="Пусто — показывается немецкое."
          />
        </div>

        <div>
          <p className="text-sm font-medium text-stone-700">
            Фотографии<span className="text-red-600"> *</span>
          </p>
          <p className="text-xs text-stone-600">
            Первое фото — обложка на сайте. Порядок: перетащите за ручку (или выберите её и нажмите пробел, стрелки,
            пробел) либо стрелками справа.
            {projectId ? ' Порядок и удаление сохраняются сразу, подписи — кнопкой «Сохранить».' : ''}
          </p>
          {slots.length > 0 ? (
            <PhotoList
              slots={slots}
              title={form.title_de}
              locked={uploading || busy}
              onMove={move}
              onRemove={(slot) => void remove(slot)}
              onRetry={(slot) => projectId && void uploadAll(projectId, [{ ...slot, status: 'queued' }])}
              onText={(key, field, value) => update(key, { [field]: value })}
            />
          ) : null}
          <div data-saves-in-place={projectId ? '' : undefined}>
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
                const files = Array.from(e.target.files ?? []);
                e.target.value = '';
                choose(files, projectId);
              }}
            />
          </div>
          <p className="mt-1 text-xs text-stone-600">
            {projectId
              ? 'Каждый файл загружается отдельно и сразу сохраняется в проекте.'
              : 'Файлы загрузятся по одному после создания проекта.'}
          </p>
        </div>

        <FormFooter
          error={errors.text || failedText || (uploading ? 'Дождитесь окончания загрузки фото.' : '')}
          busy={busy || uploading}
          busyLabel={uploading ? 'Загрузка фото…' : 'Сохранение…'}
          onCancel={onCancel}
          cancelDisabled={busy}
          submitLabel={projectId ? 'Сохранить' : 'Создать проект'}
        />
        {question.dialog}
      </FieldErrors>
    </form>
  );
}
