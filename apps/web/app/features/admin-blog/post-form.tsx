import type { AdminBlogPost } from '@app/contracts';
import { ImagePlus } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useLocalDraft } from '../admin-ui/draft';
import { FieldErrors, useFormErrors } from '../admin-ui/field-errors';
import { FormFooter } from '../admin-ui/form-footer';
import { btn, Checkbox, ProgressBar, TextArea, TextField } from '../admin-ui/ui';
import { DEFAULT_AUTHOR, type PostInput, savePost } from './api';

/** The fields that show their own server refusal (the `name` of each input). */
const SHOWN = ['title_de', 'title_ru', 'excerpt_de', 'excerpt_ru', 'content_de', 'content_ru', 'author', 'tags'];

export function PostForm({
  post,
  onSaved,
  onCancel,
}: {
  post: AdminBlogPost | null;
  onSaved: () => void;
  onCancel: () => void;
}) {
  const fileId = useId();
  const [form, setForm] = useState<PostInput>({
    title_de: post?.title_de ?? '',
    title_ru: post?.title_ru ?? '',
    excerpt_de: post?.excerpt_de ?? '',
    excerpt_ru: post?.excerpt_ru ?? '',
    content_de: post?.content_de ?? '',
    content_ru: post?.content_ru ?? '',
    author: post?.author ?? DEFAULT_AUTHOR,
    published: post?.published ?? true,
    tags: post?.tags ?? [],
  });
  const [tagsText, setTagsText] = useState((post?.tags ?? []).join(', '));
  const [image, setImage] = useState<File | null>(null);
  const [preview, setPreview] = useState('');
  const [progress, setProgress] = useState<number | null>(null);
  const errors = useFormErrors();
  const set = <K extends keyof PostInput>(key: K, value: PostInput[K]) => setForm((f) => ({ ...f, [key]: value }));
  // The texts are kept in this browser until saved (ADR 019); the image is chosen again.
  const draft = useLocalDraft(`post:${post?.id ?? 'new'}`, { form, tagsText }, (stored) => {
    setForm((f) => ({ ...f, ...stored.form }));
    setTagsText(typeof stored.tagsText === 'string' ? stored.tagsText : '');
  });

  useEffect(() => {
    if (!image) {
      setPreview('');
      return;
    }
    const url = URL.createObjectURL(image);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [image]);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!post && !image) {
      errors.show('Выберите главное изображение');
      return;
    }
    errors.clear();
    setProgress(0);
    try {
      const tags = tagsText
        .split(',')
        .map((t) => t.trim())
        .filter(Boolean);
      await savePost(post?.id ?? null, { ...form, tags }, image, setProgress);
      draft.clear();
      onSaved();
    } catch (e) {
      console.error(e);
      errors.fail(e, SHOWN, 'Error saving post: ');
    } finally {
      setProgress(null);
    }
  }

  const busy = progress !== null;
  const current = preview || post?.thumbnail || post?.image || '';
  return (
    <form onSubmit={submit} className="space-y-4">
      <FieldErrors value={errors.fields}>
        {draft.offer}
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Заголовок (немецкий)"
            name="title_de"
            value={form.title_de}
            onChange={(v) => set('title_de', v)}
            required
          />
          <TextField
            label="Заголовок (русский)"
            name="title_ru"
            value={form.title_ru}
            onChange={(v) => set('title_ru', v)}
            required
          />
          <TextArea
            label="Краткое описание (немецкий)"
            name="excerpt_de"
            rows={3}
            value={form.excerpt_de}
            onChange={(v) => set('excerpt_de', v)}
            required
          />
          <TextArea
            label="Краткое описание (русский)"
            name="excerpt_ru"
            rows={3}
            value={form.excerpt_ru}
            onChange={(v) => set('excerpt_ru', v)}
            required
          />
        </div>
        <TextArea
          label="Текст статьи (немецкий)"
          name="content_de"
          rows={8}
          value={form.content_de}
          onChange={(v) => set('content_de', v)}
          required
        />
        <TextArea
          label="Текст статьи (русский)"
          name="content_ru"
          rows={8}
          value={form.content_ru}
          onChange={(v) => set('content_ru', v)}
          required
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="Автор" name="author" value={form.author} onChange={(v) => set('author', v)} />
          <TextField label="Теги (через запятую)" name="tags" value={tagsText} onChange={setTagsText} />
        </div>
        <div>
          <p className="text-sm font-medium text-stone-700">
            Главное изображение{!post ? <span className="text-red-600"> *</span> : null}
          </p>
          {current ? <img src={current} alt="" className="mt-2 h-32 w-48 rounded object-cover" /> : null}
          <label
            htmlFor={fileId}
            className={`${btn.secondary} mt-2 cursor-pointer ${busy ? 'pointer-events-none opacity-50' : ''}`}
          >
            <ImagePlus className="size-4" aria-hidden /> {current ? 'Заменить изображение' : 'Выбрать изображение'}
          </label>
          <input
            id={fileId}
            type="file"
            accept="image/*"
            className="sr-only"
            disabled={busy}
            onChange={(e) => {
              const file = e.target.files?.[0] ?? null;
              e.target.value = '';
              if (file) setImage(file);
            }}
          />
        </div>
        <Checkbox label="Publish immediately" checked={form.published} onChange={(v) => set('published', v)} />
        {busy ? <ProgressBar value={progress} label="Загрузка статьи" /> : null}
        <FormFooter error={errors.text} busy={busy} onCancel={onCancel} cancelDisabled={busy} />
      </FieldErrors>
    </form>
  );
}
