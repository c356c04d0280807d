import { type RefObject, useLayoutEffect } from 'react';

/**
 * What a visitor typed into a server-rendered form before React took over (the page paints before
 * its scripts load, ADR 006). Hydration leaves those values in the fields, but the first re-render
 * of a controlled field would set it back to the component's empty state: on mount, before that
 * re-render, this hands the non-empty values of the named fields (and ticked checkboxes, as "on")
 * to `adopt`, once.
 */
export function useTypedBeforeHydration<K extends string>(
  form: RefObject<HTMLFormElement | null>,
  names: readonly K[],
  adopt: (typed: Partial<Record<K, string>>) => void,
): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once, on the hydrated mount only
  useLayoutEffect(() => {
    if (!form.current) return;
    const data = new FormData(form.current);
    const typed: Partial<Record<K, string>> = {};
    for (const name of names) {
      const value = data.get(name);
      if (typeof value === 'string' && value !== '') typed[name] = value;
    }
    if (Object.keys(typed).length > 0) adopt(typed);
  }, []);
}
