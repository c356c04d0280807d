import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False in the server-rendered HTML and during hydration, true once React runs the page. A form
 * whose sending needs JavaScript keeps its submit button disabled until then: the page paints
 * before its scripts load (ADR 006), and a press in that moment would otherwise send the form the
 * browser's way, without the page's handling.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
