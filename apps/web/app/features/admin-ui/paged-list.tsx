import { useState } from 'react';
import { loadPages } from '../admin-api/pages';
import { useAdminData } from '../admin-api/queries';
import { btn } from './ui-classes';

/**
 * The office's long lists (reviews, the inbox, the audit log) show every record through «Показать
 * ещё» instead of cutting at a number. `usePages(view)` counts the pages read of one view of a
 * list; another view (a filter, a tab) starts again at one page.
 */
export function usePages(view: string): { pages: number; more: () => void } {
  const [paging, setPaging] = useState({ view, pages: 1 });
  const pages = paging.view === view ? paging.pages : 1;
  return { pages, more: () => setPaging({ view, pages: pages + 1 }) };
}

/** A list read page by page (`read(limit, skip)`, newest first) under a query key. */
export function usePagedList<T>(key: readonly unknown[], read: (limit: number, skip: number) => Promise<T[]>) {
  const { pages, more } = usePages(JSON.stringify(key));
  const list = useAdminData([...key, pages], () => loadPages(read, pages));
  return { ...list, items: list.data?.items, hasMore: list.data?.more === true, showMore: more };
}

/** «Показать ещё» under a list while the server may hold more. */
export function ShowMore({ more, onMore }: { more: boolean | undefined; onMore: () => void }) {
  if (!more) return null;
  return (
    <div className="mt-4 flex justify-center">
      <button type="button" className={btn.secondary} onClick={onMore}>
        Показать ещё
      </button>
    </div>
  );
}
