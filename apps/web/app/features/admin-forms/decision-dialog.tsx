import { type BookingRequest, bookingUpdateSchema, DECISION_MESSAGE_MAX } from '@app/contracts';
import * as Dialog from '@radix-ui/react-dialog';
import { Undo2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTexts } from '../../i18n/texts';
import { errorMessage } from '../admin-api/errors';
import { OfficeForm, OfficeFormAlert } from '../admin-ui/form-kit/office-form';
import { useOfficeForm } from '../admin-ui/form-kit/use-office-form';
import { btn, officeDate, TextArea } from '../admin-ui/ui';
import { type DeskStatus, setBookingStatus, undoDecision } from './api';
import { deskDecisionTexts } from './texts';

type Texts = (typeof deskDecisionTexts)['ru'];

/** The question's title and text: the client, the day and the mail that will go out, in their language. */
function question(t: Texts, booking: BookingRequest, status: DeskStatus) {
  const language = booking.lang === 'ru' ? t.inRussian : t.inGerman;
  return {
    title: t.title(t.actions[status], officeDate(booking.date)),
    text: `${booking.name} (${booking.email}) ${t.mail[status](language)} ${t.ifMailConfigured}`,
    confirm: t.confirm(t.actions[status]),
  };
}

/**
 * Every decision that mails the client asks first (issue 35 item 3, ADR 051): it names the client,
 * the day and the mail that will go out, and takes an optional personal line for that mail (the
 * owner's words, sent as written). The decision is made here; its mail then waits for the undo.
 */
export function DecisionDialog({
  booking,
  status,
  onClose,
  onDecided,
}: {
  booking: BookingRequest;
  status: DeskStatus;
  onClose: () => void;
  onDecided: (updated: BookingRequest) => Promise<void> | void;
}) {
  const t = useTexts(deskDecisionTexts);
  const texts = question(t, booking, status);
  const form = useOfficeForm({
    // The decision as the API checks it: the status and the personal line.
    schema: bookingUpdateSchema,
    initial: { message: '' },
    prepare: (values) => ({ status, message: values.message }),
    errorPrefix: t.refused,
    async onSubmit(value) {
      const updated = await setBookingStatus(booking.id, status, value.message ?? '');
      form.reset({ message: '' });
      await onDecided(updated);
    },
  });
  const close = () => {
    form.reset({ message: '' });
    onClose();
  };
  return (
    <Dialog.Root open onOpenChange={(open) => !open && close()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[60] bg-black/40" />
        <Dialog.Content
          role="alertdialog"
          lang="ru"
          className="fixed left-1/2 top-1/2 z-[60] max-h-[calc(100dvh-1.5rem)] w-[calc(100%-1.5rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-lg bg-white p-5 shadow-xl sm:p-6"
        >
          <Dialog.Title className="text-lg font-semibold text-stone-900">{texts.title}</Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-stone-700">{texts.text}</Dialog.Description>
          <OfficeForm form={form} className="mt-4 space-y-3" label={t.formLabel}>
            <TextArea
              label={t.personalLine}
              hint={t.personalHint(DECISION_MESSAGE_MAX)}
              rows={3}
              {...form.field('message')}
            />
            <OfficeFormAlert form={form} />
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <button type="button" className={btn.secondary} onClick={close}>
                {t.back}
              </button>
              <button
                type="submit"
                className={status === 'confirmed' ? btn.approve : btn.dangerSolid}
                disabled={form.busy}
              >
                {texts.confirm}
              </button>
            </div>
          </OfficeForm>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** Whole seconds until an instant (0 once it passed). */
const secondsUntil = (iso: string) => Math.max(0, Math.ceil((Date.parse(iso) - Date.now()) / 1000));

/**
 * «Письмо уйдёт через N с · Отменить» (ADR 051): while the decision's mail waits, one click takes
 * the decision back (the status, hold and day come back, the mail never leaves). The bar goes when
 * the time is over; a refusal (the mail left, the day was taken meanwhile) is said in it.
 */
export function UndoBar({
  booking,
  onUndone,
  onGone,
  floating = false,
}: {
  booking: BookingRequest & { undo_until: string };
  onUndone: (restored: BookingRequest) => Promise<void> | void;
  onGone: () => void;
  /** Fixed at the bottom of the page (no dialog open) rather than in the request's dialog. */
  floating?: boolean;
}) {
  const t = useTexts(deskDecisionTexts);
  const [left, setLeft] = useState(() => secondsUntil(booking.undo_until));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  useEffect(() => {
    const timer = window.setInterval(() => setLeft(secondsUntil(booking.undo_until)), 250);
    return () => window.clearInterval(timer);
  }, [booking.undo_until]);
  useEffect(() => {
    // The bar stays while a refusal is shown, so the owner can read it.
    if (left === 0 && !busy && !error) onGone();
  }, [left, busy, error, onGone]);

  async function undo() {
    setBusy(true);
    setError('');
    try {
      await onUndone(await undoDecision(booking.id));
    } catch (e) {
      setError(errorMessage(e, t.undoFailed));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div
      role="status"
      aria-label={t.undoRegion}
      className={`flex flex-wrap items-center gap-x-3 gap-y-2 rounded-md border border-stone-300 bg-stone-900 px-4 py-3 text-sm text-white shadow-lg ${
        floating
          ? 'fixed inset-x-3 bottom-3 z-[65] sm:inset-x-auto sm:left-1/2 sm:w-[32rem] sm:-translate-x-1/2'
          : 'sticky bottom-0 z-10'
      }`}
    >
      {/* The second-by-second count is not read out each second; a refusal is. */}
      <p className="min-w-0 flex-1" aria-live={error ? 'assertive' : 'off'}>
        {error ? error : left > 0 ? t.leavesIn(booking.name, left) : t.leaving}
      </p>
      {error ? (
        <button type="button" className="min-h-11 rounded-md px-3 font-semibold underline" onClick={onGone}>
          {t.dismiss}
        </button>
      ) : (
        <button
          type="button"
          className="inline-flex min-h-11 items-center gap-1 rounded-md bg-white px-3 font-semibold text-stone-900 hover:bg-stone-100 disabled:opacity-60"
          onClick={() => void undo()}
          disabled={busy || left === 0}
        >
          <Undo2 className="size-4" aria-hidden /> {t.undo}
          {/* Apart from the dialog's «Отменить» (cancel the booking) for a screen reader. */}
          <span className="sr-only"> {t.undoWhat}</span>
        </button>
      )}
    </div>
  );
}
