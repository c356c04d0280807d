import { Compass } from 'lucide-react';
import { data, Link, useLocation } from 'react-router';
import { btn } from '../../features/admin-ui/ui';

/**
 * An unknown address under /admin: a 404 inside the office (its menu, in Russian), not the public
 * site's page with its cookie banner. The server answers 404 for it too.
 */
export function loader() {
  return data(null, { status: 404 });
}

export function meta() {
  return [{ title: 'Страница не найдена' }, { name: 'robots', content: 'noindex' }];
}

export default function AdminNotFound() {
  const { pathname } = useLocation();
  return (
    <div className="mx-auto max-w-lg py-12 text-center">
      <Compass className="mx-auto size-10 text-stone-500" aria-hidden />
      <h1 className="mt-4 text-2xl font-semibold text-stone-900">Страница не найдена</h1>
      <p className="mt-2 break-words text-sm text-stone-700">
        В админ-панели нет страницы <code className="rounded bg-stone-200 px-1">{pathname}</code>. Возможно, адрес
        набран с ошибкой или раздел был переименован.
      </p>
      <Link to="/admin/dashboard" className={`${btn.primary} mt-6`}>
        На панель управления
      </Link>
    </div>
  );
}
