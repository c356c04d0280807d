import { Outlet } from 'react-router';

/** Client-only: the back office never renders on the server and its code is not in the public bundle. */
export async function clientLoader() {
  return { token: window.localStorage.getItem('admin_token') };
}

export function HydrateFallback() {
  return (
    <div className="flex min-h-dvh items-center justify-center" role="status" aria-live="polite">
      <span className="size-8 animate-spin rounded-full border-2 border-stone-300 border-t-ink" />
      <span className="sr-only">Загрузка…</span>
    </div>
  );
}

export default function AdminLayout() {
  return (
    <div className="min-h-dvh bg-stone-100">
      <Outlet />
    </div>
  );
}
