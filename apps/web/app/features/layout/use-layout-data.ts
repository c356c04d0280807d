import { useRouteLoaderData } from 'react-router';
import type { LayoutData } from './load-layout.server';

/** The public layout's data (branding, contact, social links, locations) for any public page. */
export function useLayoutData(): LayoutData & { lang: 'de' | 'ru' } {
  const data = useRouteLoaderData('routes/public/layout') as (LayoutData & { lang: 'de' | 'ru' }) | undefined;
  if (!data) throw new Error('useLayoutData outside the public layout');
  return data;
}
