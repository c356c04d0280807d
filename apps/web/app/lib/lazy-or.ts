import { type ComponentType, lazy } from 'react';

/**
 * `React.lazy` for a chunk that may fail to load (a deploy replaced it while the page was open, the
 * line dropped): `fallback` renders with the same props instead. Without it the failed import
 * reaches the route's error boundary, which replaces the whole page and what was typed into it.
 */
export function lazyOr<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  fallback: ComponentType<P>,
) {
  return lazy(() => load().catch(() => ({ default: fallback })));
}
