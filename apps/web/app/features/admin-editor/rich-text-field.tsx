import { lazy, Suspense } from 'react';
import { useTexts } from '../../i18n/texts';
import type { RichTextEditorProps } from './rich-text-editor';
import { editorTexts } from './texts';

/** The editor (Tiptap, about 130 kB compressed) loads with the first form that shows it, not with the office. */
const RichTextEditor = lazy(() => import('./rich-text-editor'));

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
