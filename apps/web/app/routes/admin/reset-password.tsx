import { useSearchParams } from 'react-router';
import { ResetPasswordForm } from '../../features/admin-auth/reset-password-form';
import { Spinner } from '../../features/admin-ui/ui';

export async function clientLoader() {
  return null;
}

export function meta() {
  return [{ title: 'Новый пароль' }, { name: 'robots', content: 'noindex' }];
}

export function HydrateFallback() {
  return (
    <div lang="ru" className="flex min-h-dvh items-center justify-center">
      <Spinner />
    </div>
  );
}

export default function AdminResetPassword() {
  const [params] = useSearchParams();
  return (
    <main lang="ru" className="flex min-h-dvh items-center justify-center bg-stone-100 px-4 py-12">
      <div className="w-full max-w-sm rounded-xl bg-white p-6 shadow-sm sm:p-8">
        <h1 className="mb-6 text-2xl font-semibold text-stone-900">Новый пароль</h1>
        <ResetPasswordForm token={params.get('token') ?? ''} />
      </div>
    </main>
  );
}
