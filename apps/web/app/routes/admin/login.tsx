import { redirect, useNavigate, useSearchParams } from 'react-router';
import { clearToken, getToken } from '../../features/admin-api/client';
import { verify } from '../../features/admin-auth/api';
import { LoginForm } from '../../features/admin-auth/login-form';
import { Spinner } from '../../features/admin-ui/ui';
import type { Route } from './+types/login';

/** Only back-office paths are accepted as the place to return to. */
function safeOrigin(value: string | null): string {
  if (value?.startsWith('/admin') && !value.startsWith('/admin/login')) return value;
  return '/admin/dashboard';
}

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const target = safeOrigin(new URL(request.url).searchParams.get('redirect'));
  if (getToken()) {
    try {
      await verify();
      throw redirect(target);
    } catch (error) {
      if (error instanceof Response) throw error;
      clearToken();
    }
  }
  return null;
}

export function meta() {
  return [{ title: 'Вход в админ-панель' }, { name: 'robots', content: 'noindex' }];
}

export function HydrateFallback() {
  return (
    <div lang="ru" className="flex min-h-dvh items-center justify-center">
      <Spinner />
    </div>
  );
}

export default function AdminLogin() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  return (
    <main lang="ru" className="flex min-h-dvh items-center justify-center bg-stone-100 px-4 py-12">
      <div className="w-full max-w-sm rounded-xl bg-white p-6 shadow-sm sm:p-8">
        <h1 className="mb-1 text-2xl font-semibold text-stone-900">Админ-панель</h1>
        <p className="mb-6 text-sm text-stone-600">Войдите, чтобы управлять сайтом.</p>
        <LoginForm onSuccess={() => navigate(safeOrigin(params.get('redirect')), { replace: true })} />
      </div>
    </main>
  );
}
