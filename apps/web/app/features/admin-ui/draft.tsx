import { type ReactNode, useEffect, useRef, useState } from 'react';
import { btn } from './ui-classes';

/**
 * Drafts kept in this browser (ADR 019) for the long texts (posts, projects): while the owner types,
 * the form's text values are written to localStorage under `admin_draft:<key>`; when the form opens
 * again (after a reload, a closed tab, a crash) with a draft stored, it offers it back. A successful
 * save (`clear`) or "Удалить черновик" removes it. Chosen files are not kept (a browser cannot
 * store them there); the owner picks them again.
 */
const PREFIX = 'admin_draft:';

interface Stored<T> {
  savedAt: string;
  value: T;
}

function readDraft<T>(key: string): Stored<T> | null {
  try {
    const raw = window.localStorage.getItem(PREFIX + key);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<Stored<T>>;
    if (typeof parsed.savedAt !== 'string' || typeof parsed.value !== 'object' || parsed.value === null) return null;
    return { savedAt: parsed.savedAt, value: parsed.value };
  } catch {
    return null;
  }
}

function writeDraft(key: string, value: unknown): void {
  try {
    window.localStorage.setItem(PREFIX + key, JSON.stringify({ savedAt: new Date().toISOString(), value }));
  } catch {
    // Storage full or refused: the form itself still holds the text.
  }
}

function removeDraft(key: string): void {
  try {
    window.localStorage.removeItem(PREFIX + key);
  } catch {
    // Nothing stored, nothing to remove.
  }
}

function savedAtText(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return date.toLocaleString('ru-RU', { dateStyle: 'long', timeStyle: 'short' });
}

/**
 * `value`: what the form would keep (plain JSON); `restore` puts a stored one back into the form.
 * Renders nothing until a stored draft is found; then `offer` asks "Восстановить черновик?". While
 * the question is open nothing is written (the stored draft stays as it was). A `null` key keeps
 * no draft (a form kit form without `draft`).
 */
export function useLocalDraft<T>(
  key: string | null,
  value: T,
  restore: (value: T) => void,
): { offer: ReactNode; clear: () => void } {
  const [initial] = useState(() => JSON.stringify(value));
  const [stored, setStored] = useState<Stored<T> | null>(() => (key === null ? null : readDraft<T>(key)));
  const done = useRef(false);
  const current = JSON.stringify(value);

  useEffect(() => {
    if (key === null || stored || done.current) return;
    if (current === initial) removeDraft(key);
    else writeDraft(key, JSON.parse(current));
  }, [current, initial, key, stored]);

  const offer = stored ? (
    <section aria-label="Черновик" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm">
      <p className="font-medium text-amber-950">Восстановить черновик?</p>
      <p className="mt-1 text-amber-900">
        В этом браузере сохранён несохранённый черновик
        {savedAtText(stored.savedAt) ? ` от ${savedAtText(stored.savedAt)}` : ''}.
      </p>
      <div className="mt-2 flex flex-wrap gap-2">
        <button
          type="button"
          className={btn.primary}
          onClick={() => {
            restore(stored.value);
            setStored(null);
          }}
        >
          Восстановить
        </button>
        <button
          type="button"
          className={btn.secondary}
          onClick={() => {
            if (key !== null) removeDraft(key);
            setStored(null);
          }}
        >
          Удалить черновик
        </button>
      </div>
    </section>
  ) : null;

  return {
    offer,
    clear() {
      done.current = true;
      if (key !== null) removeDraft(key);
    },
  };
}
