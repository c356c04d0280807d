import { type Language, localePath } from '@app/contracts';
import * as Dialog from '@radix-ui/react-dialog';
import { CheckCircle2, MessageSquarePlus, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useFetcher } from 'react-router';
import { button } from '../../components/ui/buttons';
import type { FormState } from '../forms/form-state';
import { ReviewForm } from './review-form';
import type { ReviewService } from './review-services';
import type { ReviewTexts } from './texts';

/** The thank-you view closes itself after this long (spec: 3 seconds). */
const THANKS_MS = 3000;

/** Where the button leads without scripts: the page's own form. */
export const WRITE_REVIEW_HREF = '/reviews?write=1#review-form';

interface ReviewDialogProps {
  services: ReviewService[];
  lang: Language;
  t: ReviewTexts;
}

/**
 * "Share your experience": a link to the page's own form (it works without scripts); with them
 * the form opens in a dialog, is sent without a reload and thanks the visitor for 3 seconds.
 */
export function ReviewDialog({ services, lang, t }: ReviewDialogProps) {
  const fetcher = useFetcher<FormState>({ key: 'review' });
  const [open, setOpen] = useState(false);
  const [thanks, setThanks] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const sending = fetcher.state !== 'idle';

  useEffect(() => {
    if (fetcher.state === 'idle' && fetcher.data?.status === 'sent') {
      setThanks(true);
      setAttempt((n) => n + 1);
    }
  }, [fetcher.state, fetcher.data]);

  useEffect(() => {
    if (!thanks) return;
    const timer = window.setTimeout(() => {
      setOpen(false);
      setThanks(false);
    }, THANKS_MS);
    return () => window.clearTimeout(timer);
  }, [thanks]);

  function onOpenChange(next: boolean) {
    if (sending) return; // no closing while the review is on its way
    setOpen(next);
    if (!next) setThanks(false);
  }

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger asChild>
        <a
          href={localePath(lang, WRITE_REVIEW_HREF)}
          onClick={(event) => {
            event.preventDefault();
            setOpen(true);
          }}
          className={button.primary}
        >
          <MessageSquarePlus aria-hidden="true" className="size-5" />
          {t.cta.button}
        </a>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/50 backdrop-blur-sm" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto bg-white p-6 shadow-xl sm:p-8">
          <Dialog.Close
            disabled={sending}
            aria-label={t.form.close}
            className="absolute top-4 right-4 flex size-10 items-center justify-center rounded-full text-stone-600 transition hover:bg-stone-100 hover:text-ink disabled:opacity-40"
          >
            <X aria-hidden="true" className="size-5" />
          </Dialog.Close>
          {thanks ? (
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
              <ReviewForm
                key={attempt}
                fetcher={fetcher}
                state={fetcher.data}
                services={services}
                lang={lang}
                t={t}
                attempt={attempt}
                cancel={
                  <Dialog.Close type="button" disabled={sending} className={button.smallSecondary}>
                    {t.form.cancel}
                  </Dialog.Close>
                }
              />
            </>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
