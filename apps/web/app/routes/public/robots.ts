import { robotsTxt } from '../../features/seo/sitemap';
import { publicUrl } from '../../lib/load';
import type { Route } from './+types/robots';

export function loader({ context }: Route.LoaderArgs) {
  return new Response(robotsTxt(publicUrl(context).replace(/\/+$/, '')), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=86400' },
  });
}
