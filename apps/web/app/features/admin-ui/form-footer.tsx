import { btn, useGuardedClose } from './ui';

/**
 * The end of a back-office form: its error line (role="alert") and the Отмена / submit buttons.
 * While `busy` the submit button is disabled and reads `busyLabel`. Inside a Modal, Отмена asks
 * first when the form has unsaved changes (ADR 019).
 */
export function FormFooter({
  error,
  busy,
  onCancel,
  submitLabel = 'Сохранить',
  busyLabel = 'Сохранение…',
  submitDisabled = false,
  cancelDisabled = false,
}: {
  error?: string;
  busy: boolean;
  onCancel: () => void;
  submitLabel?: string;
  busyLabel?: string;
  submitDisabled?: boolean;
  cancelDisabled?: boolean;
}) {
  const guardedClose = useGuardedClose();
  return (
    <>
      {error ? (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
      <div className="flex justify-end gap-2">
        <button
          type="button"
          className={btn.secondary}
          onClick={() => guardedClose(onCancel)}
          disabled={cancelDisabled}
        >
          Отмена
        </button>
        <button type="submit" className={btn.primary} disabled={busy || submitDisabled}>
          {busy ? busyLabel : submitLabel}
        </button>
      </div>
    </>
  );
}
