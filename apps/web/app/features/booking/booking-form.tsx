import { type FieldError, type Language, localized, type Service, type SiteDocument } from '@app/contracts';
import { Send } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useFetcher } from 'react-router';
import { button } from '../../components/ui/buttons';
import { SuccessDialog } from '../../components/ui/success-dialog';
import { fieldErrorText } from '../../i18n/error-texts';
import { useHydrated } from '../../lib/use-hydrated';
import { useTypedBeforeHydration } from '../../lib/use-typed-before-hydration';
import { EnhancementFields, Field, FormErrorLine, Honeypot, inputClass, SubmitButton } from '../forms/form-kit';
import type { FormState } from '../forms/form-state';
import { AvailabilityCalendar, useAvailability } from './availability-calendar';
import { plusDays } from './availability-days';
import { ConsentField } from './consent-field';
import { splitTariff, TariffSelector } from './tariff-selector';
import type { BookingTexts } from './texts';

export const BOOKING_FIELDS = [
  'name',
  'email',
  'phone',
  'service',
  'date',
  'time',
  'tariff',
  'message',
  'consent',
] as const;
const EMPTY = { name: '', email: '', phone: '', date: '', time: '', service: '', tariff: '', message: '' };
type Values = typeof EMPTY;
type FieldName = keyof Values;

/** Today in the visitor's time zone as YYYY-MM-DD (the earliest date one can ask for). */
function localToday(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** A refused field in the visitor's language; the tariff and an unavailable service say it their own way. */
function bookingErrorText(path: string, error: Pick<FieldError, 'code' | 'params'>, t: BookingTexts, lang: Language) {
  if (path === 'tariff') return t.fieldErrors.tariff;
  if (path === 'service' && error.code !== 'required') return t.fieldErrors.service;
  return fieldErrorText(error, lang);
}

/** How each service is booked (public: the mode and a slot service's start times). */
export type BookingModes = Record<string, { mode: 'day' | 'slot' | 'request'; start_times: string[] }>;

interface BookingFormProps {
  services: Service[];
  modes: BookingModes;
  /** The days one can ask for: from today + `notice` to today + `horizon` days (the owner's settings). */
  bookable: { notice: number; horizon: number };
  documents: SiteDocument[];
  lang: Language;
  t: BookingTexts;
  /** Today as the server saw it; replaced by the visitor's own date once in the browser. */
  today: string;
  /** The page action's answer to a plain HTML post (no JavaScript). */
  actionData: FormState | undefined;
  /** Chosen before the page opened (`/booking?service=…&tariff=…` from a service's "book now"). */
  preselect?: { service: string; tariff: string } | undefined;
}

/**
 * The booking request: a plain HTML post to the page's action (it works without the page's
 * scripts: the tariffs of a service chosen without them appear when the server asks for one);
 * with scripts the tariffs follow the chosen service, the send waits for the consent box, and the
 * post goes through a fetcher (no reload, the success dialog).
 */
export function BookingForm({
  services,
  modes,
  bookable,
  documents,
  lang,
  t,
  today: serverToday,
  actionData,
  preselect,
}: BookingFormProps) {
  const fetcher = useFetcher<FormState>({ key: 'booking' });
  const state = fetcher.data ?? actionData;
  const hydrated = useHydrated();
  const [values, setValues] = useState<Values>(() => ({ ...EMPTY, ...preselect, ...pick(actionData?.values) }));
  const [consent, setConsent] = useState(actionData?.values.consent === 'on');
  const [edited, setEdited] = useState<Set<string>>(new Set());
  const [sent, setSent] = useState(0);
  const [success, setSuccess] = useState(false);
  const [sentOnRequest, setSentOnRequest] = useState(false);
  // Whether the chosen service is booked on request (read when the post is answered).
  const onRequest = useRef(false);
  const [today, setToday] = useState(serverToday);
  const formRef = useRef<HTMLFormElement>(null);
  const busy = fetcher.state !== 'idle';

  useEffect(() => setToday(localToday()), []);
  useTypedBeforeHydration(
    formRef,
    [...(Object.keys(EMPTY) as FieldName[]), 'consent'],
    ({ consent: ticked, ...typed }) => {
      // A tariff ticked among all services' (the page before its scripts) chooses its service.
      setValues((current) => {
        const next = { ...current, ...typed };
        return { ...next, ...splitTariff(next.service, next.tariff) };
      });
      if (ticked) setConsent(true);
    },
  );
  useEffect(() => {
    if (fetcher.state !== 'idle' || !fetcher.data) return;
    setEdited(new Set());
    if (fetcher.data.status === 'sent') {
      // A service booked on request reserves no date, also after the address is confirmed (ADR 045).
      setSentOnRequest(onRequest.current);
      setValues(EMPTY);
      setConsent(false);
      setSent((n) => n + 1);
      setSuccess(true);
      return;
    }
    const first = BOOKING_FIELDS.find((name) => fetcher.data?.fieldErrors[name]);
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  }, [fetcher.state, fetcher.data]);

  const service = services.find((s) => s.id === values.service);
  const mode = modes[values.service]?.mode ?? 'request';
  onRequest.current = mode === 'request';
  // The chosen service's free days (with scripts): the calendar, the free times, an early word on a taken day.
  const firstDay = plusDays(today, bookable.notice);
  const lastDay = plusDays(today, bookable.horizon);
  const availability = useAvailability(values.service, today, lastDay, hydrated && mode !== 'request');
  const day = availability?.status === 'ready' && values.date ? availability.days.get(values.date) : undefined;
  const times =
    mode !== 'slot'
      ? []
      : availability?.status === 'ready'
        ? (day?.times ?? [])
        : (modes[values.service]?.start_times ?? []);
  // Before the scripts run (and without them) no service may be chosen yet: every slot service's
  // start times are offered, grouped per service, as are all tariffs (TariffSelector `all`).
  const slotServices = services.filter((s) => modes[s.id]?.mode === 'slot' && modes[s.id]?.start_times.length);
  const allTimes = !hydrated && !values.service && slotServices.length > 0;
  const errorOf = (name: string) => {
    const refused = state?.status === 'invalid' && !edited.has(name) ? state.fieldErrors[name] : undefined;
    if (refused) return bookingErrorText(name, refused, t, lang);
    if (name === 'date' && day && day.state !== 'free') return t.details.dayTaken;
    return undefined;
  };

  function set(name: FieldName, value: string) {
    // Another service has other tariffs: the chosen one no longer applies.
    // Another service has other tariffs and times; another day other times.
    setValues((current) =>
      name === 'service'
        ? { ...current, service: value, tariff: '', time: '' }
        : name === 'date'
          ? { ...current, date: value, time: '' }
          : { ...current, [name]: value },
    );
    setEdited((current) => {
      const next = new Set(current).add(name);
      if (name === 'service') next.add('tariff').add('time');
      if (name === 'date') next.add('time');
      return next;
    });
  }

  const input = (name: FieldName) => {
    const error = errorOf(name);
    return {
      id: `booking-${name}`,
      name,
      value: values[name],
      onChange: (event: { target: { value: string } }) => set(name, event.target.value),
      ...(error ? { 'aria-invalid': true as const, 'aria-describedby': `booking-${name}-error` } : {}),
    };
  };
  const field = (name: FieldName, label: string) => ({
    id: `booking-${name}`,
    label,
    required: true,
    requiredLabel: t.required,
    error: errorOf(name),
  });

  return (
    <>
      <fetcher.Form ref={formRef} method="post" className="space-y-10" aria-describedby="booking-required-note">
        <p id="booking-required-note" className="text-sm text-stone-600">
          {t.requiredNote}
        </p>

        <fieldset className="space-y-5">
          <legend className="font-display text-2xl font-semibold">{t.personal.legend}</legend>
          <Field {...field('name', t.personal.name)}>
            <input {...input('name')} type="text" autoComplete="name" required className={inputClass} />
          </Field>
          <div className="grid gap-5 sm:grid-cols-2">
            <Field {...field('email', t.personal.email)}>
              <input {...input('email')} type="email" autoComplete="email" required className={inputClass} />
            </Field>
            <Field {...field('phone', t.personal.phone)}>
              <input {...input('phone')} type="tel" autoComplete="tel" required className={inputClass} />
            </Field>
          </div>
        </fieldset>

        <fieldset className="space-y-5">
          <legend className="font-display text-2xl font-semibold">{t.details.legend}</legend>
          <div className="grid gap-5 sm:grid-cols-2">
            <Field {...field('service', t.details.service)}>
              <select {...input('service')} required className={inputClass}>
                <option value="">{t.details.servicePlaceholder}</option>
                {services.map((s) => (
                  <option key={s.id} value={s.id}>
                    {localized(s, 'name', lang)}
                  </option>
                ))}
              </select>
            </Field>
            <Field {...field('date', t.details.date)}>
              <input {...input('date')} type="date" min={firstDay} max={lastDay} required className={inputClass} />
            </Field>
          </div>
          {availability && (
            <AvailabilityCalendar
              availability={availability}
              value={values.date}
              onPick={(date) => set('date', date)}
              today={today}
              firstDay={firstDay}
              lastDay={lastDay}
              lang={lang}
              t={t}
            />
          )}
          {allTimes && (
            <Field
              id="booking-time"
              label={t.details.time}
              hint={t.details.timeFor(slotServices.map((s) => localized(s, 'name', lang)).join(', '))}
              error={errorOf('time')}
            >
              <select {...input('time')} className={inputClass}>
                <option value="">{t.details.timePlaceholder}</option>
                {slotServices.map((s) => (
                  <optgroup key={s.id} label={localized(s, 'name', lang)}>
                    {modes[s.id]?.start_times.map((time) => (
                      <option key={time} value={time}>
                        {time}
                      </option>
                    ))}
                  </optgroup>
                ))}
              </select>
            </Field>
          )}
          {mode === 'slot' && (
            <Field
              {...field('time', t.details.time)}
              hint={values.date && times.length === 0 ? t.details.noTimes : undefined}
            >
              <select {...input('time')} required className={inputClass}>
                <option value="">{t.details.timePlaceholder}</option>
                {times.map((time) => (
                  <option key={time} value={time}>
                    {time}
                  </option>
                ))}
              </select>
            </Field>
          )}
          <TariffSelector
            service={service}
            all={hydrated ? undefined : services}
            value={values.tariff}
            onChange={(id) => set('tariff', id)}
            lang={lang}
            t={t}
            error={errorOf('tariff')}
          />
          <Field
            id="booking-message"
            label={t.details.message}
            hint={t.details.messageOptional}
            error={errorOf('message')}
          >
            <textarea
              {...input('message')}
              rows={5}
              placeholder={t.details.messagePlaceholder}
              className={inputClass}
            />
          </Field>
        </fieldset>

        <Honeypot label={t.honeypot} />
        <EnhancementFields attempt={sent} />

        <ConsentField
          checked={consent}
          onChange={(ticked) => {
            setConsent(ticked);
            setEdited((current) => new Set(current).add('consent'));
          }}
          documents={documents}
          lang={lang}
          t={t}
          error={errorOf('consent')}
        />

        <FormErrorLine state={state} lang={lang} failed={t.error} />

        <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
          <SubmitButton
            busy={busy}
            // Without scripts the browser checks the consent box itself (it is required).
            disabled={hydrated && (!consent || busy)}
            describedBy={consent ? undefined : 'booking-consent-first'}
            label={t.submit}
            busyLabel={t.sending}
            icon={<Send aria-hidden="true" className="size-4" />}
            className={`${button.primary} shrink-0 whitespace-nowrap`}
          />
          {!consent && (
            <p id="booking-consent-first" className="text-sm text-stone-600">
              {t.consentFirst}
            </p>
          )}
        </div>
      </fetcher.Form>
      <SuccessDialog
        open={success}
        onClose={() => setSuccess(false)}
        title={t.success.title}
        message={sentOnRequest ? t.success.messageOnRequest : t.success.message}
        closeLabel={t.success.close}
      />
    </>
  );
}

/** The form's own fields out of the values a refused post came back with. */
function pick(values: Record<string, string> | undefined): Partial<Values> {
  if (!values) return {};
  const picked = Object.fromEntries(Object.keys(EMPTY).map((name) => [name, values[name] ?? ''])) as Values;
  return { ...picked, ...splitTariff(picked.service, picked.tariff) };
}
