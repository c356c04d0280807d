import type { Language } from '@app/contracts';
import { Send } from 'lucide-react';
import { type FormEvent, useRef, useState } from 'react';
import { FormAlert } from '../../components/ui/form-alert';
import { SuccessDialog } from '../../components/ui/success-dialog';
import { textsFor } from '../../i18n/texts';
import { useHydrated } from '../../lib/use-hydrated';
import { useTypedBeforeHydration } from '../../lib/use-typed-before-hydration';
import { Field, inputClass, primaryButtonClass } from '../forms/field';
import { Honeypot } from '../forms/honeypot';
import { formTexts } from '../forms/texts';
import { useFormSubmit } from '../forms/use-form-submit';
import { contactTexts } from './texts';

const EMPTY = { name: '', email: '', phone: '', subject: '', message: '', website: '' };

/** The contact form: sent as JSON; cleared after success, kept as typed after a failure. */
export function ContactForm({ lang }: { lang: Language }) {
  const t = textsFor(contactTexts, lang);
  const f = textsFor(formTexts, lang);
  const [values, setValues] = useState(EMPTY);
  const [successOpen, setSuccessOpen] = useState(false);
  const { state, submit, sending } = useFormSubmit('/api/public/contact');
  const hydrated = useHydrated();
  const formRef = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(formRef, ['name', 'email', 'phone', 'subject', 'message'], (typed) =>
    setValues((v) => ({ ...v, ...typed })),
  );

  const set = (key: keyof typeof EMPTY) => (value: string) => setValues((v) => ({ ...v, [key]: value }));

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    if (await submit(values)) {
      setValues(EMPTY);
      setSuccessOpen(true);
    }
  }

  const common = { requiredLabel: f.required, optionalLabel: f.optional };
  return (
    <>
      <form
        ref={formRef}
        method="post"
        onSubmit={onSubmit}
        className="relative space-y-5 rounded-2xl border border-stone-200 bg-white p-6 shadow-sm sm:p-8"
      >
        <h2 className="font-display text-3xl">{t.formTitle}</h2>
        <div className="grid gap-5 sm:grid-cols-2">
          <Field id="contact-name" label={t.name} required {...common}>
            <input
              id="contact-name"
              name="name"
              required
              autoComplete="name"
              className={inputClass}
              value={values.name}
              onChange={(e) => set('name')(e.target.value)}
            />
          </Field>
          <Field id="contact-email" label={t.email} required {...common}>
            <input
              id="contact-email"
              name="email"
              type="email"
              required
              autoComplete="email"
              className={inputClass}
              value={values.email}
              onChange={(e) => set('email')(e.target.value)}
            />
          </Field>
          <Field id="contact-phone" label={t.phone} {...common}>
            <input
              id="contact-phone"
              name="phone"
              type="tel"
              autoComplete="tel"
              className={inputClass}
              value={values.phone}
              onChange={(e) => set('phone')(e.target.value)}
            />
          </Field>
          <Field id="contact-subject" label={t.subject} {...common}>
            <input
              id="contact-subject"
              name="subject"
              className={inputClass}
              value={values.subject}
              onChange={(e) => set('subject')(e.target.value)}
            />
          </Field>
        </div>
        <Field id="contact-message" label={t.message} required {...common}>
          <textarea
            id="contact-message"
            name="message"
            required
            rows={6}
            placeholder={t.messagePlaceholder}
            className={inputClass}
            value={values.message}
            onChange={(e) => set('message')(e.target.value)}
          />
        </Field>
        <Honeypot label={f.honeypot} value={values.website} onChange={set('website')} />
        {state === 'error' && <FormAlert>{t.error}</FormAlert>}
        <button type="submit" disabled={sending || !hydrated} className={`${primaryButtonClass} w-full sm:w-auto`}>
          <Send aria-hidden="true" className="size-4" />
          {sending ? f.sending : t.submit}
        </button>
      </form>
      <SuccessDialog
        open={successOpen}
        onClose={() => setSuccessOpen(false)}
        title={t.successTitle}
        message={t.success}
        closeLabel={f.ok}
      />
    </>
  );
}
