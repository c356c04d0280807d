import { type Language, localePath } from '@app/contracts';
import { button } from '../../components/ui/buttons';
import { textsFor } from '../../i18n/texts';
import { Field, FormErrorLine, formBinding, Honeypot, inputClass, primaryButtonClass } from '../forms/form-kit';
import type { FormState } from '../forms/form-state';
import { Link } from '../language/links';
import { newsletterTexts } from './texts';

/** The footer's button: light on the dark footer (the primary button is ink on ink there). */
const footerButtonClass = button.light;
('focus-visible:outline-white');

export const NEWSLETTER_FIELDS = ['email', 'consent'] as const;

/**
 * The newsletter sign-up: a plain HTML form to the newsletter page's action (works without
 * JavaScript, from the footer of every page too); the consent box must be ticked. `compact` is
 * the footer's version on the dark background.
 */
export function NewsletterSignupForm({
  lang,
  state,
  compact = false,
}: {
  lang: Language;
  state?: FormState | undefined;
  compact?: boolean;
}) {
  const t = textsFor(newsletterTexts, lang);
  const form = formBinding(compact ? 'newsletter-footer' : 'newsletter', state, lang);
  const email = form.input('email');
  const consentError = form.error('consent');
  return (
    <form method="post" action={localePath(lang, '/newsletter')} className="relative space-y-4" noValidate={false}>
      <input type="hidden" name="intent" value="signup" />
      <Honeypot label="Website" />
      <Field
        id={email.id}
        label={t.email}
        error={form.error('email')}
        className={compact ? '[&_label]:text-stone-200' : undefined}
      >
        <input {...email} type="email" autoComplete="email" required className={inputClass} />
      </Field>
      <div>
        <label className={`flex items-start gap-3 text-sm ${compact ? 'text-stone-300' : 'text-stone-700'}`}>
          <input
            type="checkbox"
            name="consent"
            required
            defaultChecked={state?.values.consent === 'on'}
            aria-invalid={consentError ? true : undefined}
            aria-describedby={consentError ? `${form.id('consent')}-error` : undefined}
            className="mt-1 size-5 shrink-0 accent-accent-dark"
          />
          <span>
            {t.consent}{' '}
            <Link to="/datenschutz" className="underline underline-offset-4">
              {t.privacy}
            </Link>
          </span>
        </label>
        {consentError ? (
          <p id={`${form.id('consent')}-error`} className="mt-1 text-sm text-red-700">
            {consentError}
          </p>
        ) : null}
      </div>
      {compact ? null : <FormErrorLine state={state} lang={lang} failed={t.failed} />}
      <button type="submit" className={compact ? footerButtonClass : primaryButtonClass}>
        {t.submit}
      </button>
    </form>
  );
}
