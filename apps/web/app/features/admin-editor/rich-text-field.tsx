import { Suspense } from 'react';
import { useTexts } from '../../i18n/texts';
import { lazyOr } from '../../lib/lazy-or';
import { TextArea } from '../admin-ui/ui';
import type { RichTextEditorProps } from './rich-text-editor';
import { editorTexts } from './texts';

/**
 * Stands in for the editor when its code cannot be loaded (a deploy replaced the chunk while the
 * office was open, the line dropped): the field's HTML in a plain text area, saved as usual, so
 * nothing typed is lost to the route's error page.
 */
function PlainHtmlField({ label, value, onChange, name, required, hint }: RichTextEditorProps) {
  const t = useTexts(editorTexts);
  return (
    <TextArea
      label={label}
      value={value}
      onChange={onChange}
      name={name}
      required={required}
      rows={12}
      hint={hint ? `${t.loadFailed} ${hint}` : t.loadFailed}
    />
  );
}

/** The editor (Tiptap, about 130 kB compressed) loads with the first form that shows it, not with the office. */
const RichTextEditor = lazyOr(() => import('./rich-text-editor'), PlainHtmlField);

/** A rich-text field of a back-office form; while the editor loads, its label and an empty box. */
export function RichTextField(props: RichTextEditorProps) {
  const t = useTexts(editorTexts);
  return (
    <Suspense
      fallback={
        <div>
          <span className="block text-sm font-medium text-stone-700">{props.label}</span>
          <div className="mt-1 min-h-60 rounded-md border border-stone-300 bg-white px-3 py-3 text-sm text-stone-500">
            {t.loading}
          </div>
        </div>
      }
    >
      <RichTextEditor {...props} />
    </Suspense>
  );
}
