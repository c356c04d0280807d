import { Outlet, redirect, useNavigate } from 'react-router';
import { clearToken, getToken, loginUrl } from '../../features/admin-api/client';
import { AdminQueries } from '../../features/admin-api/queries';
import { logout, verify } from '../../features/admin-auth/api';
import { SessionDialog, useRenewWhileInUse } from '../../features/admin-auth/session-dialog';
import { AdminShell } from '../../features/admin-shell/admin-shell';
import { Spinner } from '../../features/admin-ui/ui';
import { LeaveGuard } from '../../features/admin-ui/unsaved';
import type { Route } from './+types/layout';

/**
 * The guard. Client-only: the back office never renders on the server and its code is not in the
 * public bundle. The stored token is verified once when the area is entered; later 401s are
 * handled by the API client, which asks the sign-in dialog here (ADR 019: no work is lost).
 */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const url = new URL(request.url);
  const origin = url.pathname + url.search;
  if (!getToken()) throw redirect(loginUrl(origin));
  try {
    const answer = await verify();
    return { username: answer.username };
  } catch {
    clearToken();
    throw redirect(loginUrl(origin));
  }
}

export function shouldRevalidate() {
  return false;
}

export function HydrateFallback() {
  return (
    <div lang="ru" className="flex min-h-dvh items-center justify-center">
      <Spinner label="Проверка входа…" />
    </div>
  );
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  const navigate = useNavigate();
  useRenewWhileInUse();
  async function onLogout() {
    try {
      await logout();
    } catch (error) {
      console.error('logout failed', error);
    }
    clearToken();
    navigate('/admin/login');
  }
  return (
    <AdminQueries>
      <AdminShell username={loaderData.username} onLogout={onLogout}>
        <Outlet />
      </AdminShell>
      <SessionDialog username={loaderData.username} />
      <LeaveGuard />
    </AdminQueries>
  );
}
