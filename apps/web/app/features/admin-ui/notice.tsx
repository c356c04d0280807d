import { CheckCircle2, X, XCircle } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { errorMessage } from '../admin-api/errors';

/**
 * The back office's notices: what a click on a list did (approved, deleted, could not delete),
 * where there is no form to hold the message. Success is green and goes after a few seconds;
 * a failure is red, says why in Russian and stays until closed (the owner may be looking away).
 * Never the browser's alert(). `<Notices />` is rendered once, by the shell.
 */
export type NoticeKind = 'success' | 'error';
interface Notice {
  id: number;
  kind: NoticeKind;
  text: string;
}

const SUCCESS_MS = 4000;
let notices: readonly Notice[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function publish(next: readonly Notice[]) {
  notices = next;
  for (const listener of listeners) listener();
}

export function dismissNotice(id: number): void {
  publish(notices.filter((n) => n.id !== id));
}

function show(kind: NoticeKind, text: string): void {
  const id = nextId++;
  // The same text twice in a row is one notice (a double click), at most 4 on screen.
  publish([...notices.filter((n) => n.text !== text), { id, kind, text }].slice(-4));
  if (kind === 'success') window.setTimeout(() => dismissNotice(id), SUCCESS_MS);
}

export const notify = {
  success: (text: string) => show('success', text),
  /** A failure: `what` says what failed ("Не удалось удалить отзыв"), the error says why. */
  error: (what: string, error?: unknown) =>
    show('error', error === undefined ? what : `${what}: ${errorMessage(error)}`),
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const NONE: readonly Notice[] = [];

export function Notices() {
  const list = useSyncExternalStore(
    subscribe,
    () => notices,
    () => NONE,
  );
  return (
    <div className="pointer-events-none fixed inset-x-3 bottom-3 z-[70] flex flex-col items-stretch gap-2 sm:inset-x-auto sm:right-4 sm:bottom-4 sm:w-96">
      {list.map((n) => (
        <div
          key={n.id}
          role={n.kind === 'error' ? 'alert' : 'status'}
          data-kind={n.kind}
          className={`pointer-events-auto flex items-start gap-3 rounded-md border px-4 py-3 text-sm shadow-lg ${
            n.kind === 'error'
              ? 'border-red-200 bg-red-50 text-red-900'
              : 'border-emerald-200 bg-emerald-50 text-emerald-900'
          }`}
        >
          {n.kind === 'error' ? (
            <XCircle className="mt-0.5 size-4 shrink-0" aria-hidden />
          ) : (
            <CheckCircle2 className="mt-0.5 size-4 shrink-0" aria-hidden />
          )}
          <p className="min-w-0 flex-1 break-words">{n.text}</p>
          <button
            type="button"
            className="-my-2 -mr-3 inline-flex size-11 shrink-0 items-center justify-center rounded-md hover:bg-black/5"
            aria-label="Закрыть сообщение"
            onClick={() => dismissNotice(n.id)}
          >
            <X className="size-4" aria-hidden />
          </button>
        </div>
      ))}
    </div>
  );
}
