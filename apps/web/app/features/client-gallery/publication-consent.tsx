import { CONSENT_TEXTS, type GalleryPublic, type Language } from '@app/contracts';
import { Form } from 'react-router';
import { textsFor } from '../../i18n/texts';
import { primaryButtonClass } from '../forms/form-kit';
import { clientGalleryTexts } from './texts';

/**
 * The client's opt-in to public use of the photos (issue 18 item 5): a plain form posted to the
 * page's action (works without JavaScript). The box's sentence is the ledger's wording exactly
 * (`CONSENT_TEXTS.gallery_publication`), stored with its version, the language and the time once
 * the client confirms it from the mail sent to the gallery's address (ADR 039: anyone with the
 * link can ask, only the mailbox gives it). `error` is the API's code when the ask was refused.
 */
export function PublicationConsent({
  state,
  lang,
  error,
}: {
  state: GalleryPublic['publication'];
  lang: Language;
  error: string | undefined;
}) {
  const t = textsFor(clientGalleryTexts, lang);
  return (
    <section
      aria-labelledby="publication-title"
      className="mx-auto mt-12 max-w-2xl border border-stone-200 bg-stone-50 p-5 sm:p-6"
    >
      <h2 id="publication-title" className="font-display text-2xl text-ink">
        {t.publicationTitle}
      </h2>
      {state === 'given' ? (
        <Form method="post" className="mt-3 space-y-3">
          <input type="hidden" name="intent" value="publication" />
          <input type="hidden" name="consent" value="withdraw" />
          <p role="status" className="text-sm text-stone-800">
            {t.publicationGiven}
          </p>
          <button
            type="submit"
            className="min-h-11 text-sm font-medium text-accent-dark underline underline-offset-2 sm:min-h-0"
          >
            {t.publicationWithdraw}
          </button>
        </Form>
      ) : (
        <Form method="post" className="mt-3 space-y-4">
          <input type="hidden" name="intent" value="publication" />
          <p role={state === 'pending' ? 'status' : undefined} className="text-sm text-stone-700">
            {state === 'pending'
              ? t.publicationPending
              : state === 'withdrawn'
                ? t.publicationWithdrawn
                : t.publicationIntro}
          </p>
          <div className="flex items-start gap-3">
            <input
              id="publication-consent"
              name="consent"
              value="give"
              type="checkbox"
              required
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? 'publication-error' : undefined}
              className="mt-0.5 size-5 shrink-0 cursor-pointer accent-accent-dark"
            />
            <label htmlFor="publication-consent" className="text-sm leading-relaxed text-stone-800">
              {CONSENT_TEXTS.gallery_publication[lang]}
            </label>
          </div>
          {error ? (
            <p id="publication-error" role="alert" className="text-sm text-red-800">
              {error === 'gallery.no_client_email' ? t.publicationNoEmail : t.publicationFailed}
            </p>
          ) : null}
          <button type="submit" className={primaryButtonClass}>
            {state === 'pending' ? t.publicationResend : t.publicationGive}
          </button>
        </Form>
      )}
    </section>
  );
}
