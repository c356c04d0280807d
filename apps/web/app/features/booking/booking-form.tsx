import { HONEYPOT_FIELD, type Language, localized, type Service, type SiteDocument } from '@app/contracts';
import { Send } from 'lucide-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { FormAlert } from '../../components/ui/form-alert';
import { SuccessDialog } from '../../components/ui/success-dialog';
import { useIdempotencyKey } from '../../lib/use-idempotency-key';
import { useTypedBeforeHydration } from '../../lib/use-typed-before-hydration';
import { errorProps, Field, inputClass } from './booking-field';
import { ConsentField } from './consent-field';
import { type BookingPayload, sendBooking } from './send-booking';
import { TariffSelector } from './tariff-selector';
import type { BookingTexts } from './texts';

const EMPTY = { name: '', email: '', phone: '', date: '', service: '', tariff: '', message: '' };
type Values = typeof EMPTY;
type FieldName = keyof Values;

/** Today in the visitor's time zone as YYYY-MM-DD (the earliest date one can ask for). */
function localToday(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The server's field errors (English, technical) as a sentence in the visitor's language. */
function fieldErrorText(path: string, message: string, t: BookingTexts): string {
  const e = t.fieldErrors;
  if (path === 'tariff') return e.tariff;
  if (path === 'service') return message.includes('required') ? e.required : e.service;
  if (message.includes('is required')) return e.required;
  if (path === 'email') return e.email;
  if (path === 'phone') return e.phone;
  if (path === 'date') return e.date;
  return e.invalid;
}

interface BookingFormProps {
  services: Service[];
  documents: SiteDocument[];
  lang: Language;
  t: BookingTexts;
  /** Today as the server saw it; replaced by the visitor's own date once in the browser. */
  today: string;
}

export function BookingForm({ services, documents, lang, t, today: serverToday }: BookingFormProps) {
  const [values, setValues] = useState<Values>(EMPTY);
  const [consent, setConsent] = useState(false);
  const [sending, setSending] = useState(false);
  const [failed, setFailed] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [success, setSuccess] = useState(false);
  const [today, setToday] = useState(serverToday);
  const honeypot = useRef<HTMLInputElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const idempotency = useIdempotencyKey();

  useEffect(() => setToday(localToday()), []);
  useTypedBeforeHydration(
    formRef,
    [...(Object.keys(EMPTY) as FieldName[]), 'consent'],
    ({ consent: ticked, ...typed }) => {
      setValues((current) => ({ ...current, ...typed }));
      if (ticked) setConsent(true);
    },
  );

  const service = services.find((s) => s.id === values.service);

  function set(name: FieldName, value: string) {
    setValues((current) =>
      // Another service has other tariffs: the chosen one no longer applies.
      name === 'service' ? { ...current, service: value, tariff: '' } : { ...current, [name]: value },
    );
    setFieldErrors((current) => {
      const next = { ...current };
      delete next[name];
      if (name === 'service') delete next.tariff;
      return next;
    });
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!consent || sending) return;
    const payload: BookingPayload = {
      ...values,
      tariff: service && service.tariffs.length > 0 ? values.tariff : '',
      [HONEYPOT_FIELD]: honeypot.current?.value ?? '',
    };
    setSending(true);
    setFailed(false);
    setFieldErrors({});
    const result = await sendBooking(payload, idempotency.keyFor(payload));
    setSending(false);
    if (result.ok) {
      idempotency.reset();
      setValues(EMPTY);
      setConsent(false);
      setSuccess(true);
      return;
    }
    setFailed(true);
    const errors: Partial<Record<FieldName, string>> = {};
    for (const { path, message } of result.fieldErrors) {
      if (path in EMPTY && !errors[path as FieldName]) errors[path as FieldName] = fieldErrorText(path, message, t);
    }
    setFieldErrors(errors);
    const first = Object.keys(EMPTY).find((name) => errors[name as FieldName]);
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  }

  const input = (name: FieldName) => ({
    id: `booking-${name}`,
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) => set(name, event.target.value),
    ...errorProps(`booking-${name}`, fieldErrors[name]),
  });

  return (
    <>
      <form
        ref={formRef}
        method="post"
        onSubmit={onSubmit}
        className="space-y-10"
        aria-describedby="booking-required-note"
      >
        <p id="booking-required-note" className="text-sm text-stone-600">
          {t.requiredNote}
        </p>

        <fieldset className="space-y-5">
          <legend className="font-display text-2xl font-semibold">{t.personal.legend}</legend>
          <Field id="booking-name" label={t.personal.name} required requiredLabel={t.required} error={fieldErrors.name}>
            <input {...input('name')} type="text" autoComplete="name" required className={inputClass} />
          </Field>
          <div className="grid gap-5 sm:grid-cols-2">
            <Field
              id="booking-email"
              label={t.personal.email}
              required
              requiredLabel={t.required}
              error={fieldErrors.email}
            >
              <input {...input('email')} type="email" autoComplete="email" required className={inputClass} />
            </Field>
            <Field
              id="booking-phone"
              label={t.personal.phone}
              required
              requiredLabel={t.required}
              error={fieldErrors.phone}
            >
              <input {...input('phone')} type="tel" autoComplete="tel" required className={inputClass} />
            </Field>
          </div>
        </fieldset>

        <fieldset className="space-y-5">
          <legend className="font-display text-2xl font-semibold">{t.details.legend}</legend>
          <div className="grid gap-5 sm:grid-cols-2">
            <Field
              id="booking-date"
              label={t.details.date}
              required
              requiredLabel={t.required}
              error={fieldErrors.date}
            >
              <input {...input('date')} type="date" min={today} required className={inputClass} />
            </Field>
            <Field
              id="booking-service"
              label={t.details.service}
              required
              requiredLabel={t.required}
              error={fieldErrors.service}
            >
              <select {...input('service')} required className={inputClass}>
                <option value="">{t.details.servicePlaceholder}</option>
                {services.map((s) => (
                  <option key={s.id} value={s.id}>
                    {localized(s, 'name', lang)}
                  </option>
                ))}
              </select>
            </Field>
          </div>
          <TariffSelector
            service={service}
            value={values.tariff}
            onChange={(id) => set('tariff', id)}
            lang={lang}
            t={t}
            error={fieldErrors.tariff}
          />
          <Field
            id="booking-message"
            label={t.details.message}
            hint={t.details.messageOptional}
            error={fieldErrors.message}
          >
            <textarea
              {...input('message')}
              rows={5}
              placeholder={t.details.messagePlaceholder}
              className={inputClass}
            />
          </Field>
        </fieldset>

        {/* Real visitors never see or fill this; bots that do are answered like a success and ignored. */}
        <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
          <label htmlFor="booking-website">Website</label>
          <input
            ref={honeypot}
            id="booking-website"
            name={HONEYPOT_FIELD}
            type="text"
            tabIndex={-1}
            autoComplete="off"
          />
        </div>

        <ConsentField checked={consent} onChange={setConsent} documents={documents} lang={lang} t={t} />

        {failed && <FormAlert>{t.error}</FormAlert>}

        <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
          <button
            type="submit"
            disabled={!consent || sending}
            aria-describedby={consent ? undefined : 'booking-consent-first'}
            className="inline-flex min-h-12 shrink-0 items-center justify-center gap-2 rounded-full bg-ink px-8 whitespace-nowrap text-base font-medium text-paper transition hover:bg-accent-dark disabled:cursor-not-allowed disabled:bg-stone-400"
          >
            <Send aria-hidden="true" className="size-4" />
            {sending ? t.sending : t.submit}
          </button>
          {!consent && (
            <p id="booking-consent-first" className="text-sm text-stone-600">
              {t.consentFirst}
            </p>
          )}
        </div>
      </form>
      <SuccessDialog
        open={success}
        onClose={() => setSuccess(false)}
        title={t.success.title}
        message={t.success.message}
        closeLabel={t.success.close}
      />
    </>
  );
}
