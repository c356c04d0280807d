import { HONEYPOT_FIELD, type Language, localized } from '@app/contracts';
import * as Dialog from '@radix-ui/react-dialog';
import { CheckCircle2, MessageSquarePlus, X } from 'lucide-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { FormAlert } from '../../components/ui/form-alert';
import { useIdempotencyKey } from '../../lib/use-idempotency-key';
import type { ReviewService } from './review-services';
import { type ReviewPayload, sendReview } from './send-review';
import { StarRatingInput } from './star-rating-input';
import type { ReviewTexts } from './texts';

/** The thank-you view closes itself after this long (spec: 3 seconds). */
const THANKS_MS = 3000;

const EMPTY = { name: '', email: '', rating: 0, service: '', text: '' };

const inputClass =
  'mt-1.5 block w-full rounded-lg border border-stone-300 bg-white px-3.5 py-2.5 text-base text-ink transition placeholder:text-stone-400 hover:border-stone-400 focus:border-accent focus:outline-2 focus:outline-offset-0 focus:outline-accent disabled:bg-stone-100';

function Label({ htmlFor, children, hint }: { htmlFor: string; children: string; hint?: string }) {
  return (
    <label htmlFor={htmlFor} className="block text-sm font-medium text-stone-800">
      {children}
      <span className="ml-0.5 text-accent-dark" aria-hidden="true">
        *
      </span>
      {hint && <span className="ml-1 font-normal text-stone-600">{hint}</span>}
    </label>
  );
}

interface ReviewDialogProps {
  services: ReviewService[];
  lang: Language;
  t: ReviewTexts;
}

/** "Share your experience": the review form in a dialog, then a thank-you view. */
export function ReviewDialog({ services, lang, t }: ReviewDialogProps) {
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState(EMPTY);
  const [status, setStatus] = useState<'form' | 'sending' | 'thanks'>('form');
  const [failed, setFailed] = useState(false);
  const honeypot = useRef<HTMLInputElement>(null);
  const idempotency = useIdempotencyKey();
  const sending = status === 'sending';

  function reset() {
    setValues(EMPTY);
    setStatus('form');
    setFailed(false);
  }

  useEffect(() => {
    if (status !== 'thanks') return;
    const timer = window.setTimeout(() => {
      setOpen(false);
      setValues(EMPTY);
      setStatus('form');
      setFailed(false);
    }, THANKS_MS);
    return () => window.clearTimeout(timer);
  }, [status]);

  function onOpenChange(next: boolean) {
    if (sending) return; // no closing while the review is on its way
    setOpen(next);
    if (!next && status === 'thanks') reset();
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending || values.rating === 0) return;
    const payload: ReviewPayload = {
      name: values.name,
      email: values.email,
      rating: values.rating,
      service: values.service,
      // The visitor writes in the language the site is shown in.
      text_de: lang === 'de' ? values.text : '',
      text_ru: lang === 'ru' ? values.text : '',
      [HONEYPOT_FIELD]: honeypot.current?.value ?? '',
    };
    setStatus('sending');
    setFailed(false);
    const ok = await sendReview(payload, idempotency.keyFor(payload));
    if (ok) {
      idempotency.reset();
      setStatus('thanks');
    } else {
      setStatus('form');
      setFailed(true);
    }
  }

  const field = (name: 'name' | 'email' | 'service' | 'text') => ({
    id: `review-${name}`,
    name,
    value: values[name],
    required: true,
    disabled: sending,
    onChange: (event: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: event.target.value })),
  });

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger className="inline-flex min-h-12 items-center justify-center gap-2 rounded-full bg-ink px-8 text-base font-medium text-paper transition hover:bg-accent-dark">
        <MessageSquarePlus aria-hidden="true" className="size-5" />
        {t.cta.button}
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/50 backdrop-blur-sm" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-xl sm:p-8">
          <Dialog.Close
            disabled={sending}
            aria-label={t.form.close}
            className="absolute top-4 right-4 flex size-10 items-center justify-center rounded-full text-stone-600 transition hover:bg-stone-100 hover:text-ink disabled:opacity-40"
          >
            <X aria-hidden="true" className="size-5" />
          </Dialog.Close>
          {status === 'thanks' ? (
            <div className="py-6 text-center" role="status">
              <CheckCircle2 aria-hidden="true" className="mx-auto size-12 text-accent" />
              <Dialog.Title className="mt-4 font-display text-3xl font-semibold">{t.form.thanksTitle}</Dialog.Title>
              <Dialog.Description className="mt-3 text-stone-700">{t.form.thanksText}</Dialog.Description>
            </div>
          ) : (
            <>
              <Dialog.Title className="pr-10 font-display text-3xl font-semibold">{t.form.title}</Dialog.Title>
              <Dialog.Description className="mt-2 text-sm text-stone-600">
                {t.form.description} {t.form.requiredNote}
              </Dialog.Description>
              <form method="post" onSubmit={onSubmit} className="mt-6 space-y-5">
                <div>
                  <Label htmlFor="review-name">{t.form.name}</Label>
                  <input {...field('name')} type="text" autoComplete="name" className={inputClass} />
                </div>
                <div>
                  <Label htmlFor="review-email" hint={t.form.emailHint}>
                    {t.form.email}
                  </Label>
                  <input {...field('email')} type="email" autoComplete="email" className={inputClass} />
                </div>
                <StarRatingInput
                  value={values.rating}
                  onChange={(rating) => setValues((v) => ({ ...v, rating }))}
                  legend={t.form.rating}
                  optionLabel={t.form.ratingOption}
                  disabled={sending}
                />
                <div>
                  <Label htmlFor="review-service">{t.form.service}</Label>
                  <select {...field('service')} className={inputClass}>
                    <option value="">{t.form.servicePlaceholder}</option>
                    {services.map((s) => (
                      <option key={s.id} value={s.id}>
                        {localized(s, 'name', lang)}
                      </option>
                    ))}
                  </select>
                </div>
                <div>
                  <Label htmlFor="review-text">{t.form.text}</Label>
                  <textarea {...field('text')} rows={5} placeholder={t.form.textPlaceholder} className={inputClass} />
                </div>
                <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
                  <label htmlFor="review-website">Website</label>
                  <input
                    ref={honeypot}
                    id="review-website"
                    name={HONEYPOT_FIELD}
                    type="text"
                    tabIndex={-1}
                    autoComplete="off"
                  />
                </div>
                {failed && <FormAlert>{t.form.error}</FormAlert>}
                <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
                  <Dialog.Close
                    type="button"
                    disabled={sending}
                    className="inline-flex min-h-11 items-center justify-center rounded-full border border-stone-300 px-6 text-sm font-medium transition hover:border-ink disabled:opacity-40"
                  >
                    {t.form.cancel}
                  </Dialog.Close>
                  <button
                    type="submit"
                    disabled={sending || values.rating === 0}
                    className="inline-flex min-h-11 items-center justify-center rounded-full bg-ink px-6 text-sm font-medium text-paper transition hover:bg-accent-dark disabled:cursor-not-allowed disabled:bg-stone-400"
                  >
                    {sending ? t.form.sending : t.form.submit}
                  </button>
                </div>
              </form>
            </>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
