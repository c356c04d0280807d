import Image from '@tiptap/extension-image';
import Link from '@tiptap/extension-link';
import { type Editor, EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import {
  Bold,
  Heading2,
  Heading3,
  ImagePlus,
  Italic,
  Link as LinkIcon,
  List,
  ListOrdered,
  Pilcrow,
  Quote,
  Redo2,
  Undo2,
} from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTexts } from '../../i18n/texts';
import { uploadImage } from '../admin-api/client';
import { errorMessage } from '../admin-api/errors';
import { FieldErrorText, useFieldError } from '../admin-ui/field-errors';
import { ProgressBar } from '../admin-ui/ui';
import { btn, inputClass } from '../admin-ui/ui-classes';
import { editorTexts } from './texts';

export interface RichTextEditorProps {
  label: string;
  /** HTML (the editor's own output, or content converted with editorHtml). */
  value: string;
  onChange: (html: string) => void;
  /** The field's name: server refusals for it are shown here. */
  name?: string;
  required?: boolean;
  hint?: string;
  /** Offer the image button (posts, city pages); off where images make no sense. */
  images?: boolean;
}

/** What the server keeps (http/rich-text.ts): links to the web, mail, phone or a path on this site. */
const LINK = /^(https?:\/\/[^\s]+|mailto:[^\s]+|tel:[+\d][\d\s/-]*|\/(?!\/)[^\s]*)$/i;

/** An empty document is '' (so a required field is refused as empty, not as '<p></p>'). */
const htmlOf = (editor: Editor) => (editor.isEmpty ? '' : editor.getHTML());

/**
 * The back office's rich-text field (Tiptap, ADR 023): headings, bold, italics, links, lists,
 * quotes and images uploaded through the media pipeline. The toolbar's buttons are 44 px touch
 * targets with Russian names; on a phone they wrap into rows above the text.
 */
export default function RichTextEditor({
  label,
  value,
  onChange,
  name,
  required,
  hint,
  images = true,
}: RichTextEditorProps) {
  const t = useTexts(editorTexts);
  const id = useId();
  const error = useFieldError(name);
  const fileInput = useRef<HTMLInputElement>(null);
  const [linkOpen, setLinkOpen] = useState(false);
  const [linkHref, setLinkHref] = useState('');
  const [linkProblem, setLinkProblem] = useState('');
  const [uploading, setUploading] = useState<number | null>(null);
  const [uploadError, setUploadError] = useState('');
  const linkPanel = useRef<HTMLDivElement>(null);
  const changed = useRef(onChange);
  changed.current = onChange;

  /** The editable area's attributes: named by the label, described by the hint and the refusal. */
  const attributes = () => ({
    id: `${id}-content`,
    role: 'textbox',
    'aria-multiline': 'true',
    'aria-labelledby': `${id}-label`,
    ...(hint || error
      ? { 'aria-describedby': [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].join(' ').trim() }
      : {}),
    ...(error ? { 'aria-invalid': 'true' } : {}),
    ...(required ? { 'aria-required': 'true' } : {}),
    class:
      'prose-site prose-editor min-h-48 max-w-none px-3 py-3 text-base leading-7 text-stone-900 focus:outline-none',
  });

  const editor = useEditor({
    immediatelyRender: false,
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        code: false,
        codeBlock: false,
        strike: false,
        underline: false,
        horizontalRule: false,
        link: false,
      }),
      Link.configure({
        openOnClick: false,
        // Typing behind a link does not stretch it (a pasted address still becomes a link).
        autolink: false,
        linkOnPaste: true,
        defaultProtocol: 'https',
        HTMLAttributes: { target: null, rel: null, class: null },
      }),
      Image.configure({ inline: false, allowBase64: false }),
    ],
    content: value,
    editorProps: { attributes: attributes() },
    onUpdate: ({ editor: current }) => changed.current(htmlOf(current)),
  });

  // A refusal from the server marks the text (aria-invalid), so the form can move the focus to it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: attributes() reads error, hint and required
  useEffect(() => {
    if (editor && !editor.isDestroyed) editor.setOptions({ editorProps: { attributes: attributes() } });
  }, [editor, error, hint, required]);

  // A value set from outside (a restored draft) replaces the text; the editor's own changes do not loop back.
  useEffect(() => {
    if (editor && !editor.isDestroyed && value !== htmlOf(editor)) {
      editor.commands.setContent(value, { emitUpdate: false });
    }
  }, [editor, value]);

  const state = useEditorState({
    editor,
    selector: ({ editor: e }) =>
      e
        ? {
            paragraph: e.isActive('paragraph') && !e.isActive('bulletList') && !e.isActive('orderedList'),
            h2: e.isActive('heading', { level: 2 }),
            h3: e.isActive('heading', { level: 3 }),
            bold: e.isActive('bold'),
            italic: e.isActive('italic'),
            link: e.isActive('link'),
            bulletList: e.isActive('bulletList'),
            orderedList: e.isActive('orderedList'),
            quote: e.isActive('blockquote'),
            image: e.isActive('image'),
            imageAlt: String(e.getAttributes('image').alt ?? ''),
            canUndo: e.can().undo(),
            canRedo: e.can().redo(),
          }
        : null,
  });

  // Escape in the link panel closes the panel, not the dialog around the form: the dialog listens on
  // the document in the capture phase, so this listener sits before it, on the window.
  useEffect(() => {
    if (!linkOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !linkPanel.current?.contains(document.activeElement)) return;
      event.stopPropagation();
      setLinkOpen(false);
      editor?.commands.focus();
    };
    window.addEventListener('keydown', onKey, true);
    return () => window.removeEventListener('keydown', onKey, true);
  }, [linkOpen, editor]);

  function openLink() {
    if (!editor) return;
    setLinkHref(String(editor.getAttributes('link').href ?? ''));
    setLinkProblem('');
    setLinkOpen(true);
  }

  function applyLink(event: React.FormEvent | React.MouseEvent) {
    event.preventDefault();
    if (!editor) return;
    const href = linkHref.trim();
    if (href === '') {
      editor.chain().focus().extendMarkRange('link').unsetLink().run();
      setLinkOpen(false);
      return;
    }
    const full = /^[\w.-]+\.[a-z]{2,}(\/|$)/i.test(href) ? `https://${href}` : href;
    if (!LINK.test(full)) {
      setLinkProblem(t.linkInvalid);
      return;
    }
    const chain = editor.chain().focus().extendMarkRange('link');
    if (editor.state.selection.empty && !editor.isActive('link')) {
      chain.insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href: full } }] }).run();
    } else {
      // The cursor goes behind the link: what is typed next is plain text again.
      chain.setLink({ href: full }).setTextSelection(editor.state.selection.to).run();
    }
    setLinkOpen(false);
  }

  async function insertImage(file: File) {
    if (!editor) return;
    setUploadError('');
    setUploading(0);
    try {
      const info = await uploadImage(file, setUploading);
      const alt = file.name.replace(/\.[^.]+$/, '').replace(/[-_]+/g, ' ');
      editor
        .chain()
        .focus()
        .setImage({ src: info.url, alt, ...(info.width ? { width: info.width, height: info.height } : {}) })
        .run();
    } catch (e) {
      setUploadError(t.uploadFailed(file.name, errorMessage(e)));
    } finally {
      setUploading(null);
    }
  }

  const run = (command: (e: Editor) => void) => () => {
    if (editor) command(editor);
  };
  const tools: {
    key: string;
    label: string;
    icon: typeof Bold;
    active?: boolean;
    onClick: () => void;
    disabled?: boolean;
  }[] = [
    {
      key: 'p',
      label: t.paragraph,
      icon: Pilcrow,
      active: state?.paragraph,
      onClick: run((e) => e.chain().focus().setParagraph().run()),
    },
    {
      key: 'h2',
      label: t.heading2,
      icon: Heading2,
      active: state?.h2,
      onClick: run((e) => e.chain().focus().toggleHeading({ level: 2 }).run()),
    },
    {
      key: 'h3',
      label: t.heading3,
      icon: Heading3,
      active: state?.h3,
      onClick: run((e) => e.chain().focus().toggleHeading({ level: 3 }).run()),
    },
    {
      key: 'b',
      label: t.bold,
      icon: Bold,
      active: state?.bold,
      onClick: run((e) => e.chain().focus().toggleBold().run()),
    },
    {
      key: 'i',
      label: t.italic,
      icon: Italic,
      active: state?.italic,
      onClick: run((e) => e.chain().focus().toggleItalic().run()),
    },
    { key: 'a', label: t.link, icon: LinkIcon, active: state?.link || linkOpen, onClick: openLink },
    {
      key: 'ul',
      label: t.bulletList,
      icon: List,
      active: state?.bulletList,
      onClick: run((e) => e.chain().focus().toggleBulletList().run()),
    },
    {
      key: 'ol',
      label: t.orderedList,
      icon: ListOrdered,
      active: state?.orderedList,
      onClick: run((e) => e.chain().focus().toggleOrderedList().run()),
    },
    {
      key: 'q',
      label: t.quote,
      icon: Quote,
      active: state?.quote,
      onClick: run((e) => e.chain().focus().toggleBlockquote().run()),
    },
    ...(images
      ? [
          {
            key: 'img',
            label: t.image,
            icon: ImagePlus,
            onClick: () => fileInput.current?.click(),
            disabled: uploading !== null,
          },
        ]
      : []),
    {
      key: 'undo',
      label: t.undo,
      icon: Undo2,
      onClick: run((e) => e.chain().focus().undo().run()),
      disabled: !state?.canUndo,
    },
    {
      key: 'redo',
      label: t.redo,
      icon: Redo2,
      onClick: run((e) => e.chain().focus().redo().run()),
      disabled: !state?.canRedo,
    },
  ];

  return (
    <div data-editor={name}>
      {/* The form's value as a control: the unsaved-changes scope (ADR 019) reads controls. */}
      <input type="hidden" name={name} value={value} />
      <span id={`${id}-label`} className="block text-sm font-medium text-stone-700">
        {label}
        {required ? (
          <span aria-hidden="true" className="text-red-600">
            {' '}
            *
          </span>
        ) : null}
      </span>
      {hint ? (
        <p id={`${id}-hint`} className="mt-0.5 text-xs text-stone-600">
          {hint}
        </p>
      ) : null}
      <div
        className={`mt-1 rounded-md border bg-white shadow-sm focus-within:border-stone-500 ${
          error ? 'border-red-500' : 'border-stone-300'
        }`}
      >
        <div
          role="toolbar"
          aria-label={t.toolbar}
          aria-controls={`${id}-content`}
          className="flex flex-wrap gap-0.5 rounded-t-md border-b border-stone-200 bg-stone-50 p-1"
        >
          {tools.map(({ key, label: toolLabel, icon: Icon, active, onClick, disabled }) => (
            <button
              key={key}
              type="button"
              title={toolLabel}
              aria-label={toolLabel}
              {...(active !== undefined ? { 'aria-pressed': Boolean(active) } : {})}
              disabled={!editor || disabled}
              onClick={onClick}
              onMouseDown={(event) => event.preventDefault()}
              className={`inline-flex min-h-11 min-w-11 items-center justify-center rounded-md text-stone-800 hover:bg-stone-200 disabled:opacity-40 ${
                active ? 'bg-stone-900 text-white hover:bg-stone-700' : ''
              }`}
            >
              <Icon className="size-5" aria-hidden />
            </button>
          ))}
        </div>
        {linkOpen ? (
          <div ref={linkPanel} className="flex flex-wrap items-end gap-2 border-b border-stone-200 bg-amber-50/60 p-2">
            <label className="min-w-0 flex-1 basis-56 text-sm font-medium text-stone-700">
              {t.linkAddress}
              <input
                type="text"
                inputMode="url"
                // The panel opens on the owner's click: the address field takes the focus.
                // biome-ignore lint/a11y/noAutofocus: opened on purpose by the link button
                autoFocus
                className={`${inputClass} min-h-11`}
                placeholder={t.linkPlaceholder}
                value={linkHref}
                onChange={(event) => setLinkHref(event.target.value)}
                onKeyDown={(event) => {
                  if (event.key === 'Enter') applyLink(event as unknown as React.FormEvent);
                }}
                {...(linkProblem ? { 'aria-invalid': true, 'aria-describedby': `${id}-link-problem` } : {})}
              />
            </label>
            <button type="button" className={`${btn.primary} min-h-11`} onClick={applyLink}>
              {t.linkApply}
            </button>
            {state?.link ? (
              <button
                type="button"
                className={`${btn.secondary} min-h-11`}
                onClick={() => {
                  editor?.chain().focus().extendMarkRange('link').unsetLink().run();
                  setLinkOpen(false);
                }}
              >
                {t.linkRemove}
              </button>
            ) : null}
            <button type="button" className={`${btn.secondary} min-h-11`} onClick={() => setLinkOpen(false)}>
              {t.linkCancel}
            </button>
            {linkProblem ? (
              <p id={`${id}-link-problem`} role="alert" className="basis-full text-sm text-red-700">
                {linkProblem}
              </p>
            ) : null}
          </div>
        ) : null}
        {state?.image ? (
          <div className="border-b border-stone-200 bg-stone-50 p-2">
            <label className="block text-sm font-medium text-stone-700">
              {t.imageAlt}
              <input
                type="text"
                className={`${inputClass} min-h-11`}
                value={state.imageAlt}
                onChange={(event) => editor?.chain().updateAttributes('image', { alt: event.target.value }).run()}
              />
            </label>
          </div>
        ) : null}
        {editor ? (
          <EditorContent editor={editor} />
        ) : (
          <div className="min-h-48 px-3 py-3 text-stone-500">{t.loading}</div>
        )}
      </div>
      {images ? (
        <input
          ref={fileInput}
          type="file"
          accept="image/jpeg,image/png,image/webp,image/avif"
          className="sr-only"
          tabIndex={-1}
          aria-hidden="true"
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) void insertImage(file);
          }}
        />
      ) : null}
      {uploading !== null ? <ProgressBar value={uploading} label={t.uploading} /> : null}
      {uploadError ? (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {uploadError}
        </p>
      ) : null}
      <FieldErrorText id={`${id}-error`} text={error} />
    </div>
  );
}
