import { QueryClient, QueryClientProvider, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';

/**
 * The back office's one way to load data (ADR 012): TanStack Query over the API client. Reads are
 * cached by key and shared between pages; after a change the page refreshes the keys it touched
 * (and the dashboard's counts). Not retried: a refused read (401) is the client's to handle, a
 * failed one shows its error with a retry button (`LoadError`), never an empty list. Not refetched on window focus: an open form must not be
 * refilled under the owner's hands.
 */
export function AdminQueries({ children }: { children: ReactNode }) {
  const [client] = useState(
    () =>
      new QueryClient({
        defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false, staleTime: 10_000 } },
      }),
  );
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

/** The keys of the back office's reads (a prefix refreshes everything under it). */
export const adminKeys = {
  dashboard: ['admin', 'dashboard'],
  reviews: ['admin', 'reviews'],
  posts: (filter: string) => ['admin', 'posts', filter],
  allPosts: ['admin', 'posts'],
  documents: ['admin', 'documents'],
  inbox: (kind: string, filter: string) => ['admin', 'inbox', kind, filter],
  allInbox: ['admin', 'inbox'],
  locations: ['admin', 'locations'],
  categories: ['admin', 'categories'],
  projects: (filter: string) => ['admin', 'projects', filter],
  allProjects: ['admin', 'projects'],
  settings: (section: string) => ['admin', 'settings', section],
  mail: ['admin', 'mail'],
  newsletter: ['admin', 'newsletter'],
  galleries: ['admin', 'galleries'],
  gallery: (id: string) => ['admin', 'galleries', id],
  audit: ['admin', 'audit'],
  clients: ['admin', 'clients'],
  client: (id: string) => ['admin', 'clients', id],
  bookingChoices: ['admin', 'inbox', 'booking-choices'],
} as const;

/**
 * One read: `data` once loaded, `failed` when it could not be (the caller shows `LoadError` with
 * `retry`, never zeros or an empty list, which would look like "nothing there").
 */
export function useAdminData<T>(key: readonly unknown[], load: () => Promise<T>) {
  const query = useQuery({ queryKey: key, queryFn: load });
  const { refetch } = query;
  return {
    data: query.data,
    loading: query.isPending,
    failed: query.isError,
    error: query.error,
    retrying: query.isFetching && query.isError,
    retry: () => void refetch(),
  };
}

/** After a change: the reads whose keys start with one of these load again (the dashboard too). */
export function useRefresh() {
  const client = useQueryClient();
  return (...keys: (readonly unknown[])[]) =>
    Promise.all(
      [...keys, adminKeys.dashboard].map((queryKey) => client.invalidateQueries({ queryKey: [...queryKey] })),
    ).then(() => undefined);
}

/** After a write whose answer is the new state of a read (a settings section): shown at once, no second read. */
export function useSetAdminData() {
  const client = useQueryClient();
  return <T,>(key: readonly unknown[], data: T) => {
    client.setQueryData([...key], data);
  };
}
