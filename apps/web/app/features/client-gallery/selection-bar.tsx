import type { Language } from '@app/contracts';
import { useState } from 'react';
import { Form } from 'react-router';
import { button } from '../../components/ui/buttons';
import { errorTexts } from '../../i18n/error-texts';
import { textsFor } from '../../i18n/texts';
import { primaryButtonClass } from '../forms/form-kit';
import { clientGalleryTexts } from './texts';

const secondaryClass = button.secondary;

/**
 * The visitor's count against the gallery's limits ("3 von 20 ausgewählt") and the step that
 * submits the favourites as their selection (asked once more first; locked afterwards). A form
 * posted to the page's action: without JavaScript each step (`step`: ask, confirm, cancel) is a
 * round trip and `asked` shows the question; with it the buttons act at once (`onSubmit`).
 */
export function SelectionBar({
  lang,
  visitor,
  asked = false,
  count,
  min,
  max,
  submittedAt,
  submitError,
  onSubmit,
}: {
  lang: Language;
  visitor: string;
  /** The page's action asked the question (a post without JavaScript). */
  asked?: boolean;
  count: number;
  min: number | null;
  max: number | null;
  submittedAt: string | null;
  submitError: string;
  onSubmit: () => Promise<void>;
}) {
  const t = textsFor(clientGalleryTexts, lang);
  const [asking, setAsking] = useState(asked);
  const [busy, setBusy] = useState(false);
  const least = Math.max(1, min ?? 1);
  const limits = min !== null && max !== null ? t.limitRange(min, max) : min !== null ? t.limitMin(min) : '';
  const countText =
    max !== null ? t.selectedOf(count, max) : min !== null ? t.selected(count) : t.favouriteCount(count);
  const hint = count < least ? t.needMore(least - count) : max !== null && count > max ? t.tooMany(count - max) : '';
  const errors: Record<string, string | undefined> = textsFor(errorTexts, lang).api;

  if (submittedAt) {
    const date = new Date(submittedAt).toLocaleString(lang === 'ru' ? 'ru-RU' : 'de-DE', {
      day: 'numeric',
      month: 'long',
      hour: '2-digit',
      minute: '2-digit',
      timeZone: 'Europe/Berlin',
    });
    return (
      <div className="basis-full space-y-1 text-sm text-stone-800" aria-live="polite">
        <p>{countText}</p>
        <p className="bg-emerald-50 px-3 py-2 text-emerald-900">{t.submitted(date)}</p>
      </div>
    );
  }
  return (
    <Form method="post" className="basis-full space-y-2 text-sm text-stone-800">
      <input type="hidden" name="intent" value="selection" />
      <input type="hidden" name="visitor" value={visitor} />
      <p aria-live="polite">
        <span className="font-medium">{countText}</span>
        {limits ? <span> · {limits}</span> : null}
        {hint ? <span className="block text-stone-600">{hint}</span> : null}
      </p>
      {asking ? (
        <div className="flex flex-wrap items-center gap-3 border border-stone-200 bg-white p-3">
          <p className="basis-full">{t.submitQuestion(count)}</p>
          <button
            type="submit"
            name="step"
            value="confirm"
            className={primaryButtonClass}
            disabled={busy}
            onClick={async (event) => {
              event.preventDefault();
              setBusy(true);
              await onSubmit();
              setBusy(false);
              setAsking(false);
            }}
          >
            {t.submitConfirm}
          </button>
          <button
            type="submit"
            name="step"
            value="cancel"
            className={secondaryClass}
            onClick={(event) => {
              event.preventDefault();
              setAsking(false);
            }}
          >
            {t.cancel}
          </button>
        </div>
      ) : (
        <button
          type="submit"
          name="step"
          value="ask"
          className={secondaryClass}
          disabled={hint !== ''}
          onClick={(event) => {
            event.preventDefault();
            setAsking(true);
          }}
        >
          {t.submit}
        </button>
      )}
      {submitError ? (
        <p role="alert" className="text-red-800">
          {errors[submitError] ?? t.submitFailed}
        </p>
      ) : null}
    </Form>
  );
}
