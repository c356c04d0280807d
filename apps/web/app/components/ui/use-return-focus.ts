import { useLayoutEffect, useRef } from 'react';

/**
 * Radix returns focus only to a Dialog.Trigger. Dialogs opened from state (a grid of buttons)
 * remember the focused element when they open and pass `onCloseAutoFocus` to Dialog.Content.
 */
export function useReturnFocus(open: boolean) {
  const opener = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (open) opener.current = document.activeElement as HTMLElement | null;
  }, [open]);
  return (event: Event) => {
    if (opener.current?.isConnected) {
      event.preventDefault();
      opener.current.focus();
    }
  };
}
