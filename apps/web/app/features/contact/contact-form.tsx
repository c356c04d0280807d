import { CONSENT_TEXTS, type Language } from '@app/contracts';
import { Send } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useFetcher } from 'react-router';
import { SuccessDialog } from '../../components/ui/success-dialog';
import { textsFor } from '../../i18n/texts';
import {
  EnhancementFields,
  Field,
  FormErrorLine,
  formBinding,
  Honeypot,
  inputClass,
  primaryButtonClass,
  SubmitButton,
} from '../forms/form-kit';
import type { FormState } from '../forms/form-state';
import { formTexts } from '../forms/texts';
import { contactTexts } from './texts';

export const CONTACT_FIELDS = ['name', 'email', 'phone', 'subject', 'message'] as const;

/**
 * The contact form: a plain HTML post to the page's action (it works before and without the
 * page's scripts); with scripts it is sent without a reload, cleared and the success dialog shown.
 * A refused post keeps every value and names what to fix beside the field.
 */
export function ContactForm({ lang, actionData }: { lang: Language; actionData: FormState | undefined }) {
  const t = textsFor(contactTexts, lang);
  const f = textsFor(formTexts, lang);
  const fetcher = useFetcher<FormState>({ key: 'contact' });
  const state = fetcher.data ?? actionData;
  const [sent, setSent] = useState(0);
  const [successOpen, setSuccessOpen] = useState(false);
  useEffect(() => {
    if (fetcher.state === 'idle' && fetcher.data?.status === 'sent') {
      setSent((n) => n + 1);
      setSuccessOpen(true);
    }
  }, [fetcher.state, fetcher.data]);
  const bind = formBinding('contact', state?.status === 'sent' ? undefined : state, lang);
  const common = { requiredLabel: f.required, optionalLabel: f.optional };

  return (
    <>
      <fetcher.Form
        key={sent}
        method="post"
        noValidate={false}
        className="relative space-y-5 border border-stone-200 bg-white p-6 shadow-sm sm:p-8"
      >
        <h2 className="font-display text-3xl">{t.formTitle}</h2>
        <div className="grid gap-5 sm:grid-cols-2">
          <Field id={bind.id('name')} error={bind.error('name')} label={t.name} required {...common}>
            <input required autoComplete="name" className={inputClass} {...bind.input('name')} />
          </Field>
          <Field id={bind.id('email')} error={bind.error('email')} label={t.email} required {...common}>
            <input type="email" required autoComplete="email" className={inputClass} {...bind.input('email')} />
          </Field>
          <Field id={bind.id('phone')} error={bind.error('phone')} label={t.phone} {...common}>
            <input type="tel" autoComplete="tel" className={inputClass} {...bind.input('phone')} />
          </Field>
          <Field id={bind.id('subject')} error={bind.error('subject')} label={t.subject} {...common}>
            <input className={inputClass} {...bind.input('subject')} />
          </Field>
        </div>
        <Field id={bind.id('message')} error={bind.error('message')} label={t.message} required {...common}>
          <textarea
            required
            rows={6}
            placeholder={t.messagePlaceholder}
            className={inputClass}
            {...bind.input('message')}
          />
        </Field>
        <Honeypot label={f.honeypot} />
        <EnhancementFields attempt={sent} />
        {/* The notice stored (by version) with the message (ADR 027). */}
        <p className="text-sm text-stone-600">{CONSENT_TEXTS.contact[lang]}</p>
        <FormErrorLine state={state} lang={lang} failed={t.error} />
        <SubmitButton
          busy={fetcher.state !== 'idle'}
          label={t.submit}
          busyLabel={f.sending}
          icon={<Send aria-hidden="true" className="size-4" />}
          className={`${primaryButtonClass} w-full sm:w-auto`}
        />
      </fetcher.Form>
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
