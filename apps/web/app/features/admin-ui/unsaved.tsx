import * as Dialog from '@radix-ui/react-dialog';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { useBlocker } from 'react-router';
import { onWriteAccepted } from '../admin-api/client';
import { btn } from './ui-classes';

/**
 * Unsaved changes (ADR 019), seen in one place for every back-office form: a scope (a dialog's
 * content, the settings tab) watches the form controls inside it. When the owner first touches a
 * form (focus, pointer, key), the values of its controls (and the images it shows) are noted; the
 * form has unsaved changes while its values differ from those (typing and deleting again is no
 * change), or after a file was chosen in it. A form whose submit the API accepted (a write
 * answered 2xx) is clean again. Nothing per dialog: Modal and the settings page use the scope.
 */

/** The scopes on screen (the leave guard asks them all). */
const scopes = new Set<() => boolean>();

/** Whether any scope on screen holds unsaved changes. */
export function hasUnsavedChanges(): boolean {
  for (const dirty of scopes) if (dirty()) return true;
  return false;
}

const CONTROLS = 'input, textarea, select, img';
/**
 * Controls that save themselves the moment they change (an image upload written at once): never
 * an unsaved change. Mark their container with `data-saves-in-place`.
 */
const SAVES_IN_PLACE = '[data-saves-in-place]';

/** The unit a control belongs to: its form inside the scope, or the scope itself. */
function unitOf(root: HTMLElement, element: Element): Element {
  const form = element.closest('form');
  return form && root.contains(form) ? form : root;
}

/** The values of a unit's own controls (not those of a form nested in it), in document order. */
function snapshot(root: HTMLElement, unit: Element): string {
  const parts: string[] = [];
  for (const el of unit.querySelectorAll(CONTROLS)) {
    if (unitOf(root, el) !== unit || el.closest(SAVES_IN_PLACE)) continue;
    if (el instanceof HTMLInputElement) {
      if (['file', 'submit', 'button', 'reset', 'image'].includes(el.type)) continue;
      parts.push(el.type === 'checkbox' || el.type === 'radio' ? `${el.name}:${el.checked}` : `${el.name}=${el.value}`);
    } else if (el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement) {
      parts.push(`${el.name}=${el.value}`);
    } else if (el instanceof HTMLImageElement) {
      parts.push(`img=${el.getAttribute('src') ?? ''}`);
    }
  }
  return JSON.stringify(parts);
}

export interface UnsavedScope {
  /** The scope's element (a callback ref). */
  ref: (element: HTMLElement | null) => void;
  isDirty: () => boolean;
  /** Forget every noted value (after the owner chose to drop the changes). */
  forget: () => void;
}

export function useUnsavedScope(): UnsavedScope {
  const state = useRef({
    root: null as HTMLElement | null,
    baselines: new Map<Element, string>(),
    /** Units where a file was chosen (its value is not kept in the control). */
    files: new Set<Element>(),
    /** The unit whose submit awaits the API's answer. */
    submitted: null as Element | null,
  });

  const isDirty = useCallback(() => {
    const { root, baselines, files } = state.current;
    if (!root) return false;
    for (const unit of files) if (unit.isConnected) return true;
    for (const [unit, baseline] of baselines) {
      if (unit.isConnected && root.contains(unit) && snapshot(root, unit) !== baseline) return true;
    }
    return false;
  }, []);

  const forget = useCallback(() => {
    state.current.baselines.clear();
    state.current.files.clear();
    state.current.submitted = null;
  }, []);

  const cleanup = useRef<(() => void) | null>(null);
  const ref = useCallback(
    (root: HTMLElement | null) => {
      cleanup.current?.();
      cleanup.current = null;
      state.current.root = root;
      forget();
      if (!root) return;
      const s = state.current;
      const note = (event: Event) => {
        if (!(event.target instanceof Element) || !root.contains(event.target)) return;
        const unit = unitOf(root, event.target);
        if (!s.baselines.has(unit)) s.baselines.set(unit, snapshot(root, unit));
      };
      // The owner acts again after a submit: a write accepted now need not hold what is on screen.
      const acts = (event: Event) => {
        note(event);
        s.submitted = null;
      };
      const changed = (event: Event) => {
        s.submitted = null;
        const target = event.target;
        if (
          target instanceof HTMLInputElement &&
          target.type === 'file' &&
          target.files?.length &&
          !target.closest(SAVES_IN_PLACE)
        ) {
          s.files.add(unitOf(root, target));
        }
      };
      const submitted = (event: Event) => {
        if (event.target instanceof Element) s.submitted = unitOf(root, event.target);
      };
      const stopWrites = onWriteAccepted(() => {
        if (!s.submitted) return;
        s.baselines.delete(s.submitted);
        s.files.delete(s.submitted);
        s.submitted = null;
      });
      const listeners: [string, (event: Event) => void][] = [
        ['focusin', note],
        ['pointerdown', acts],
        ['keydown', acts],
        ['input', changed],
        ['change', changed],
        ['submit', submitted],
      ];
      for (const [type, listener] of listeners) root.addEventListener(type, listener, true);
      scopes.add(isDirty);
      cleanup.current = () => {
        for (const [type, listener] of listeners) root.removeEventListener(type, listener, true);
        stopWrites();
        scopes.delete(isDirty);
      };
    },
    [forget, isDirty],
  );

  return { ref, isDirty, forget };
}

export interface ConfirmTexts {
  title: string;
  text: string;
  /** The button that drops the changes. */
  confirm: string;
  /** The button that goes back to the form. */
  cancel: string;
}

export const CLOSE_DIALOG: ConfirmTexts = {
  title: 'Закрыть без сохранения?',
  text: 'В форме есть несохранённые изменения. Если закрыть окно, они пропадут.',
  confirm: 'Закрыть без сохранения',
  cancel: 'Продолжить редактирование',
};

export const SWITCH_TAB: ConfirmTexts = {
  title: 'Перейти на другую вкладку?',
  text: 'На этой вкладке есть несохранённые изменения. Если перейти, они пропадут.',
  confirm: 'Перейти без сохранения',
  cancel: 'Остаться',
};

export const LEAVE_PAGE: ConfirmTexts = {
  title: 'Уйти со страницы?',
  text: 'Есть несохранённые изменения. Если уйти, они пропадут.',
  confirm: 'Уйти без сохранения',
  cancel: 'Остаться',
};

/** The in-app question (never the browser's confirm()): an alert dialog above everything else. */
export function ConfirmDialog({
  open,
  texts,
  onAnswer,
}: {
  open: boolean;
  texts: ConfirmTexts;
  onAnswer: (confirmed: boolean) => void;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={(o) => !o && onAnswer(false)}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[60] bg-black/40" />
        <Dialog.Content
          role="alertdialog"
          lang="ru"
          className="fixed left-1/2 top-1/2 z-[60] w-[calc(100%-1.5rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-lg bg-white p-5 shadow-xl sm:p-6"
        >
          <Dialog.Title className="text-lg font-semibold text-stone-900">{texts.title}</Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-stone-700">{texts.text}</Dialog.Description>
          <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <button type="button" className={btn.secondary} onClick={() => onAnswer(false)}>
              {texts.cancel}
            </button>
            <button type="button" className={btn.dangerSolid} onClick={() => onAnswer(true)}>
              {texts.confirm}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/**
 * `ask(texts)` opens an in-app question and resolves with the owner's answer; render `dialog`.
 * The back office's one way to ask (deleting, dropping changes): never the browser's confirm().
 */
export function useAsk(): { ask: (texts: ConfirmTexts) => Promise<boolean>; dialog: ReactNode } {
  const [pending, setPending] = useState<{ texts: ConfirmTexts; resolve: (answer: boolean) => void } | null>(null);
  const last = useRef<ConfirmTexts>(CLOSE_DIALOG);
  if (pending) last.current = pending.texts;
  const ask = useCallback(
    (texts: ConfirmTexts) => new Promise<boolean>((resolve) => setPending({ texts, resolve })),
    [],
  );
  const dialog = (
    <ConfirmDialog
      open={pending !== null}
      // While closing, the last question stays (no flash of other text).
      texts={pending?.texts ?? last.current}
      onAnswer={(answer) => {
        pending?.resolve(answer);
        setPending(null);
      }}
    />
  );
  return { ask, dialog };
}

/** `ask()` opens the one question `texts` and resolves with the owner's answer; render `dialog`. */
export function useConfirm(texts: ConfirmTexts): { ask: () => Promise<boolean>; dialog: ReactNode } {
  const { ask, dialog } = useAsk();
  return { ask: useCallback(() => ask(texts), [ask, texts]), dialog };
}

/** The question before deleting `what` ("отзыв от «Анна»"): named, and saying it cannot be undone. */
export function deleteQuestion(what: string, consequence = 'Это действие нельзя отменить.'): ConfirmTexts {
  return { title: `Удалить ${what}?`, text: consequence, confirm: 'Удалить', cancel: 'Отмена' };
}

/**
 * Leaving a back-office page with unsaved changes asks: in-app navigation through React Router's
 * blocker (the in-app question), closing or reloading the tab through `beforeunload` (the
 * browser's own question; its text is the browser's).
 */
export function LeaveGuard() {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => currentLocation.pathname !== nextLocation.pathname && hasUnsavedChanges(),
  );
  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!hasUnsavedChanges()) return;
      event.preventDefault();
      // Older browsers show the question only with a returnValue.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, []);
  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      texts={LEAVE_PAGE}
      onAnswer={(leave) => (leave ? blocker.proceed?.() : blocker.reset?.())}
    />
  );
}
