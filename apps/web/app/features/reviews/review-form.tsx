import { CONSENT_TEXTS, type Language, localePath, localized } from '@app/contracts';
import { useState } from 'react';
import type { FetcherWithComponents } from 'react-router';
import { button } from '../../components/ui/buttons';
import { useHydrated } from '../../lib/use-hydrated';
import {
  EnhancementFields,
  Field,
  FormErrorLine,
  formBinding,
  Honeypot,
  inputClass,
  SubmitButton,
} from '../forms/form-kit';
import type { FormState } from '../forms/form-state';
import type { ReviewService } from './review-services';
import { StarRatingInput } from './star-rating-input';
import type { ReviewTexts } from './texts';

export const REVIEW_FIELDS = ['name', 'email', 'rating', 'service', 'text'] as const;

/** The text a visitor writes goes to the field of the language the site is shown in. */
export function reviewInput(values: Record<string, string>, lang: Language) {
  const text = values.text ?? '';
  return {
    name: values.name,
    email: values.email,
    rating: values.rating ? Number(values.rating) : undefined,
    service: values.service,
    text_de: lang === 'de' ? text : '',
    text_ru: lang === 'ru' ? text : '',
  };
}

/** Errors of the stored fields shown at the form's field (the text has one field per language). */
export function reviewFieldErrors(state: FormState | undefined): FormState | undefined {
  if (!state) return state;
  const { text_de, text_ru, ...rest } = state.fieldErrors;
  const text = text_de ?? text_ru;
  return { ...state, fieldErrors: text ? { ...rest, text } : rest };
}

interface ReviewFormProps {
  fetcher: FetcherWithComponents<FormState>;
  state: FormState | undefined;
  services: ReviewService[];
  lang: Language;
  t: ReviewTexts;
  /** Counts successful sends: a new attempt gets a new Idempotency-Key (the caller remounts the form with it as key). */
  attempt: number;
  /** The dialog's cancel button (absent on the page's own form). */
  cancel?: React.ReactNode;
}

/** The review form's fields, the same in the dialog (with scripts) and on the page (without). */
export function ReviewForm({ fetcher, state, services, lang, t, attempt, cancel }: ReviewFormProps) {
  const shown = reviewFieldErrors(state?.status === 'sent' ? undefined : state);
  const bind = formBinding('review', shown, lang);
  const [rating, setRating] = useState(Number(shown?.values.rating ?? 0) || 0);
  const sending = fetcher.state !== 'idle';
  const hydrated = useHydrated();
  const common = { required: true, requiredLabel: t.form.required };
  return (
    <fetcher.Form method="post" action={localePath(lang, '/reviews')} className="mt-6 space-y-5">
      <Field id={bind.id('name')} label={t.form.name} error={bind.error('name')} {...common}>
        <input type="text" autoComplete="name" required className={inputClass} {...bind.input('name')} />
      </Field>
      <Field id={bind.id('email')} label={t.form.email} hint={t.form.emailHint} error={bind.error('email')} {...common}>
        <input type="email" autoComplete="email" required className={inputClass} {...bind.input('email')} />
      </Field>
      <StarRatingInput
        value={rating}
        onChange={setRating}
        legend={t.form.rating}
        optionLabel={t.form.ratingOption}
        error={bind.error('rating')}
      />
      <Field id={bind.id('service')} label={t.form.service} error={bind.error('service')} {...common}>
        <select required className={inputClass} {...bind.input('service')}>
          <option value="">{t.form.servicePlaceholder}</option>
          {services.map((s) => (
            <option key={s.id} value={s.id}>
              {localized(s, 'name', lang)}
            </option>
          ))}
        </select>
      </Field>
      <Field id={bind.id('text')} label={t.form.text} error={bind.error('text')} {...common}>
        <textarea
          required
          rows={5}
          placeholder={t.form.textPlaceholder}
          className={inputClass}
          {...bind.input('text')}
        />
      </Field>
      <Honeypot label={t.form.honeypot} />
      <EnhancementFields attempt={attempt} />
      {/* The notice stored (by version) with the review (ADR 027). */}
      <p className="text-sm text-stone-600">{CONSENT_TEXTS.review[lang]}</p>
      <FormErrorLine state={shown} lang={lang} failed={t.form.error} />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        {cancel}
        <SubmitButton
          busy={sending}
          // With scripts the send waits for a rating; without them the browser asks for it (required).
          disabled={sending || (hydrated && rating === 0)}
          label={t.form.submit}
          busyLabel={t.form.sending}
          className={button.primary}
        />
      </div>
    </fetcher.Form>
  );
}
