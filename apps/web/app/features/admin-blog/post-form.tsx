import { type AdminBlogPost, postSlug } from '@app/contracts';
import { ImagePlus } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useTexts } from '../../i18n/texts';
import { editorHtml } from '../admin-editor/plain-to-html';
import { RichTextField } from '../admin-editor/rich-text-field';
import { useLocalDraft } from '../admin-ui/draft';
import { FieldErrors, useFormErrors } from '../admin-ui/field-errors';
import { FormFooter } from '../admin-ui/form-footer';
import { btn, Checkbox, ProgressBar, TextArea, TextField } from '../admin-ui/ui';
import { DEFAULT_AUTHOR, type PostInput, savePost } from './api';
import { berlinInputToIso, berlinInputValue } from './berlin-time';
import { adminBlogTexts } from './texts';

/** The fields that show their own server refusal (the `name` of each input). */
const SHOWN = [
  'title_de',
  'title_ru',
  'excerpt_de',
  'excerpt_ru',
  'content_de',
  'content_ru',
  'author',
  'tags',
  'slug',
  'publish_at',
  'seo_title_de',
  'seo_title_ru',
  'seo_description_de',
  'seo_description_ru',
];

export function PostForm({
  post,
  onSaved,
  onCancel,
}: {
  post: AdminBlogPost | null;
  onSaved: () => void;
  onCancel: () => void;
}) {
  const t = useTexts(adminBlogTexts);
  const fileId = useId();
  // Posts written before the editor (plain text) open converted; they are saved as HTML (ADR 023).
  const [form, setForm] = useState<PostInput>({
    title_de: post?.title_de ?? '',
    title_ru: post?.title_ru ?? '',
    excerpt_de: post?.excerpt_de ?? '',
    excerpt_ru: post?.excerpt_ru ?? '',
    content_de: post ? editorHtml(post.content_de, post.content_format) : '',
    content_ru: post ? editorHtml(post.content_ru, post.content_format) : '',
    content_format: 'html',
    author: post?.author ?? DEFAULT_AUTHOR,
    published: post?.published ?? true,
    tags: post?.tags ?? [],
    slug: post?.slug ?? '',
    publish_at: post?.publish_at ?? '',
    seo_title_de: post?.seo_title_de ?? '',
    seo_title_ru: post?.seo_title_ru ?? '',
    seo_description_de: post?.seo_description_de ?? '',
    seo_description_ru: post?.seo_description_ru ?? '',
  });
  const [tagsText, setTagsText] = useState((post?.tags ?? []).join(', '));
  // The publication time as the owner reads it: Berlin wall time ('' = now).
  const [publishLocal, setPublishLocal] = useState(post ? berlinInputValue(post.publish_at) : '');
  const [image, setImage] = useState<File | null>(null);
  const [preview, setPreview] = useState('');
  const [progress, setProgress] = useState<number | null>(null);
  const errors = useFormErrors();
  const set = <K extends keyof PostInput>(key: K, value: PostInput[K]) => setForm((f) => ({ ...f, [key]: value }));
  // The texts are kept in this browser until saved (ADR 019); the image is chosen again.
  const draft = useLocalDraft(`post:${post?.id ?? 'new'}`, { form, tagsText, publishLocal }, (stored) => {
    setForm((f) => ({
      ...f,
      ...stored.form,
      // A draft kept before the editor holds plain text.
      content_de: editorHtml(stored.form.content_de ?? '', 'text'),
      content_ru: editorHtml(stored.form.content_ru ?? '', 'text'),
      content_format: 'html',
    }));
    setTagsText(typeof stored.tagsText === 'string' ? stored.tagsText : '');
    if (typeof stored.publishLocal === 'string') setPublishLocal(stored.publishLocal);
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
      errors.show(t.imageRequired);
      return;
    }
    for (const [key, label] of [
      ['content_de', t.contentDe],
      ['content_ru', t.contentRu],
    ] as const) {
      if (form[key].trim() === '') {
        errors.show(t.contentRequired(label));
        return;
      }
    }
    errors.clear();
    setProgress(0);
    try {
      const tags = tagsText
        .split(',')
        .map((t) => t.trim())
        .filter(Boolean);
      const publish_at = berlinInputToIso(publishLocal);
      await savePost(post?.id ?? null, { ...form, tags, publish_at }, image, setProgress);
      draft.clear();
      onSaved();
    } catch (e) {
      console.error(e);
      errors.fail(e, SHOWN, t.saveFailed);
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
            label={t.titleDe}
            name="title_de"
            value={form.title_de}
            onChange={(v) => set('title_de', v)}
            required
          />
          <TextField
            label={t.titleRu}
            name="title_ru"
            value={form.title_ru}
            onChange={(v) => set('title_ru', v)}
            required
          />
          <TextArea
            label={t.excerptDe}
            name="excerpt_de"
            rows={3}
            value={form.excerpt_de}
            onChange={(v) => set('excerpt_de', v)}
            required
          />
          <TextArea
            label={t.excerptRu}
            name="excerpt_ru"
            rows={3}
            value={form.excerpt_ru}
            onChange={(v) => set('excerpt_ru', v)}
            required
          />
        </div>
        <RichTextField
          label={t.contentDe}
          name="content_de"
          value={form.content_de}
          onChange={(v) => set('content_de', v)}
          required
        />
        <RichTextField
          label={t.contentRu}
          name="content_ru"
          value={form.content_ru}
          onChange={(v) => set('content_ru', v)}
          required
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label={t.author} name="author" value={form.author} onChange={(v) => set('author', v)} />
          <TextField label={t.tags} name="tags" value={tagsText} onChange={setTagsText} />
        </div>
        <div>
          <p className="text-sm font-medium text-stone-700">
            {t.mainImage}
            {!post ? <span className="text-red-600"> *</span> : null}
          </p>
          {current ? <img src={current} alt="" className="mt-2 h-32 w-48 rounded object-cover" /> : null}
          <label
            htmlFor={fileId}
            className={`${btn.secondary} mt-2 min-h-11 cursor-pointer ${busy ? 'pointer-events-none opacity-50' : ''}`}
          >
            <ImagePlus className="size-4" aria-hidden /> {current ? t.replaceImage : t.chooseImage}
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
        <fieldset className="space-y-3 rounded-md border border-stone-200 p-3">
          <legend className="px-1 text-sm font-semibold text-stone-800">{t.publication}</legend>
          <Checkbox label={t.publish} checked={form.published} onChange={(v) => set('published', v)} />
          <div className="max-w-xs">
            <TextField
              label={t.publishAt}
              name="publish_at"
              type="datetime-local"
              value={publishLocal}
              onChange={setPublishLocal}
              hint={t.publishAtHint}
            />
          </div>
        </fieldset>
        <details className="rounded-md border border-stone-200 p-3" open={Boolean(form.slug || form.seo_title_de)}>
          <summary className="flex min-h-11 cursor-pointer items-center text-sm font-semibold text-stone-800">
            {t.seo}
          </summary>
          <div className="mt-3 space-y-4">
            <TextField
              label={t.slug}
              name="slug"
              value={form.slug}
              onChange={(v) => set('slug', v.trim().toLowerCase())}
              placeholder="hochzeit-im-schnee"
              hint={t.slugHint(
                `/blog/${postSlug({ id: post?.id ?? '…', title_de: form.title_de || '…', slug: form.slug })}`,
              )}
            />
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField
                label={t.seoTitleDe}
                name="seo_title_de"
                value={form.seo_title_de}
                onChange={(v) => set('seo_title_de', v)}
                placeholder={form.title_de}
                hint={t.seoHint}
              />
              <TextField
                label={t.seoTitleRu}
                name="seo_title_ru"
                value={form.seo_title_ru}
                onChange={(v) => set('seo_title_ru', v)}
                placeholder={form.title_ru}
              />
              <TextArea
                label={t.seoDescriptionDe}
                name="seo_description_de"
                rows={2}
                value={form.seo_description_de}
                onChange={(v) => set('seo_description_de', v)}
              />
              <TextArea
                label={t.seoDescriptionRu}
                name="seo_description_ru"
                rows={2}
                value={form.seo_description_ru}
                onChange={(v) => set('seo_description_ru', v)}
              />
            </div>
          </div>
        </details>
        {busy ? <ProgressBar value={progress} label={t.saving} /> : null}
        <FormFooter error={errors.text} busy={busy} onCancel={onCancel} cancelDisabled={busy} />
      </FieldErrors>
    </form>
  );
}
