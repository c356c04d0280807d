import { Suspense, useId } from 'react';
import { useTexts } from '../../i18n/texts';
import { lazyOr } from '../../lib/lazy-or';
import { FieldErrorText, useFieldError } from '../admin-ui/field-errors';
import type { RichTextEditorProps } from './rich-text-editor';
import { editorTexts } from './texts';

/**
 * Stands in for the editor when its code cannot be loaded (a deploy replaced the chunk while the
 * office was open, the line dropped): the field's HTML in a plain text area, saved as usual, so
 * nothing typed is lost to the route's error page.
 */
function PlainHtmlField({ label, value, onChange, name, required, hint }: RichTextEditorProps) {
  const t = useTexts(editorTexts);
  const id = useId();
  const error = useFieldError(name);
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-stone-700">
        {label}
      </label>
      <p id={`${id}-note`} className="mt-0.5 text-xs text-amber-800">
        {t.loadFailed}
      </p>
      {hint ? <p className="mt-0.5 text-xs text-stone-600">{hint}</p> : null}
      <textarea
        id={id}
        name={name}
        required={required}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-describedby={`${id}-note${error ? ` ${id}-error` : ''}`}
        aria-invalid={error ? true : undefined}
        rows={12}
        className="mt-1 block w-full rounded-md border border-stone-300 bg-white px-3 py-2 font-mono text-sm"
      />
      <FieldErrorText id={`${id}-error`} text={error} />
    </div>
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
