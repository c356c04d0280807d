import { type AdminBlogPost, blogPostInputSchema, postSlug } from '@app/contracts';
import { ImagePlus } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useTexts } from '../../i18n/texts';
import { editorHtml } from '../admin-editor/plain-to-html';
import { RichTextField } from '../admin-editor/rich-text-field';
import { FormFooter } from '../admin-ui/form-footer';
import { OfficeForm } from '../admin-ui/form-kit/office-form';
import { useOfficeForm } from '../admin-ui/form-kit/use-office-form';
import { btn, Checkbox, ProgressBar, TextArea, TextField } from '../admin-ui/ui';
import { DEFAULT_AUTHOR, type PostInput, savePost } from './api';
import { berlinInputToIso, berlinInputValue } from './berlin-time';
import { adminBlogTexts } from './texts';

/** What the form edits: the post's fields, the tags as typed and the publication time in Berlin. */
type PostValues = PostInput & { tagsText: string; publishLocal: string };

/** The form's values as the API's body: tags split at commas, the Berlin time as an instant. */
function toBody({ tagsText, publishLocal, ...rest }: PostValues): PostInput {
  const tags = tagsText
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean);
  return { ...rest, tags, publish_at: berlinInputToIso(publishLocal) };
}

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
  const [image, setImage] = useState<File | null>(null);
  const [preview, setPreview] = useState('');
  const [progress, setProgress] = useState<number | null>(null);
  // Posts written before the editor (plain text) open converted; they are saved as HTML (ADR 023).
  // The texts are kept in this browser until saved (ADR 019, the kit's draft); the image is chosen again.
  const form = useOfficeForm({
    schema: blogPostInputSchema,
    initial: {
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
      tagsText: (post?.tags ?? []).join(', '),
      // The publication time as the owner reads it: Berlin wall time ('' = now).
      publishLocal: post ? berlinInputValue(post.publish_at) : '',
    } satisfies PostValues,
    prepare: toBody,
    // A new post needs its main image (a file, not a field of the schema).
    extraCheck: () => (!post && !image ? t.imageRequired : null),
    errorPrefix: t.saveFailed,
    draft: `post:${post?.id ?? 'new'}`,
    async onSubmit(value) {
      setProgress(0);
      try {
        await savePost(post?.id ?? null, { ...value, content_format: 'html' }, image, setProgress);
      } finally {
        setProgress(null);
      }
      onSaved();
    },
  });
  const values = form.values;

  useEffect(() => {
    if (!image) {
      setPreview('');
      return;
    }
    const url = URL.createObjectURL(image);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [image]);

  const busy = progress !== null || form.busy;
  const current = preview || post?.thumbnail || post?.image || '';
  return (
    <OfficeForm form={form}>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t.titleDe} {...form.field('title_de')} required />
        <TextField label={t.titleRu} {...form.field('title_ru')} required />
        <TextArea label={t.excerptDe} rows={3} {...form.field('excerpt_de')} required />
        <TextArea label={t.excerptRu} rows={3} {...form.field('excerpt_ru')} required />
      </div>
      <RichTextField label={t.contentDe} {...form.field('content_de')} required />
      <RichTextField label={t.contentRu} {...form.field('content_ru')} required />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t.author} {...form.field('author')} />
        <TextField label={t.tags} {...form.field('tagsText', 'tags')} />
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
        <Checkbox label={t.publish} {...form.check('published')} />
        <div className="max-w-xs">
          <TextField
            label={t.publishAt}
            type="datetime-local"
            {...form.field('publishLocal', 'publish_at')}
            hint={t.publishAtHint}
          />
        </div>
      </fieldset>
      <details className="rounded-md border border-stone-200 p-3" open={Boolean(values.slug || values.seo_title_de)}>
        <summary className="flex min-h-11 cursor-pointer items-center text-sm font-semibold text-stone-800">
          {t.seo}
        </summary>
        <div className="mt-3 space-y-4">
          <TextField
            label={t.slug}
            {...form.field('slug')}
            onChange={(v) => form.set('slug', v.trim().toLowerCase())}
            placeholder="hochzeit-im-schnee"
            hint={t.slugHint(
              `/blog/${postSlug({ id: post?.id ?? '…', title_de: values.title_de || '…', slug: values.slug })}`,
            )}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label={t.seoTitleDe}
              {...form.field('seo_title_de')}
              placeholder={values.title_de}
              hint={t.seoHint}
            />
            <TextField label={t.seoTitleRu} {...form.field('seo_title_ru')} placeholder={values.title_ru} />
            <TextArea label={t.seoDescriptionDe} rows={2} {...form.field('seo_description_de')} />
            <TextArea label={t.seoDescriptionRu} rows={2} {...form.field('seo_description_ru')} />
          </div>
        </div>
      </details>
      {progress !== null ? <ProgressBar value={progress} label={t.saving} /> : null}
      <FormFooter error={form.alert} busy={busy} onCancel={onCancel} cancelDisabled={busy} />
    </OfficeForm>
  );
}
