import { isRouteErrorResponse, Outlet, useRouteLoaderData } from 'react-router';
import { ErrorSection } from '../../features/layout/error-section';
import { type LayoutData, loadLayoutData } from '../../features/layout/load-layout.server';
import { pageLanguage } from '../../lib/lang';
import type { Route } from './+types/layout';
import { FALLBACK_LAYOUT, SiteFrame } from './frame';

/** Header and footer data are read once per render on the server: no client fetch delay. */
export async function loader({ url, context }: Route.LoaderArgs) {
  const lang = pageLanguage(url);
  return { ...(await loadLayoutData(context, lang)), lang };
}

export default function PublicLayout({ loaderData }: Route.ComponentProps) {
  return (
    <SiteFrame data={loaderData}>
      <Outlet />
    </SiteFrame>
  );
}

/**
 * A page that failed (a loader, a render, a form's request handled nowhere else) keeps the site's
 * header and footer and says so in the page's language (issue 32). When the layout's own data is
 * what failed, the frame is drawn with the defaults.
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const loaded = useRouteLoaderData('routes/public/layout') as LayoutData | undefined;
  if (typeof document !== 'undefined' && !(isRouteErrorResponse(error) && error.status === 404)) console.error(error);
  return (
    <SiteFrame data={loaded ?? FALLBACK_LAYOUT}>
      <ErrorSection error={error} />
    </SiteFrame>
  );
}
