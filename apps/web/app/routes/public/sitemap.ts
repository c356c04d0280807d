import {
  locationsResponseSchema,
  publicBlogPostSchema,
  publicPortfolioItemSchema,
  SITEMAP_PATHS,
} from '@app/contracts';
import { z } from 'zod';
import { postPaths } from '../../features/blog/post-format';
import { sitemapXml } from '../../features/seo/sitemap';
import { loadJson, publicUrl } from '../../lib/load';
import type { Route } from './+types/sitemap';

/** /sitemap.xml: every public page, every active city page, every post public now (not one scheduled for later), every project. */
export async function loader({ context }: Route.LoaderArgs) {
  const origin = publicUrl(context).replace(/\/+$/, '');
  const [locations, posts, projects] = await Promise.all([
    loadJson(context, '/api/public/locations', { locations: [] }, locationsResponseSchema),
    loadJson(context, '/api/public/blog?limit=500', [], z.array(publicBlogPostSchema)),
    loadJson(context, '/api/public/portfolio?limit=500', [], z.array(publicPortfolioItemSchema)),
  ]);
  const entries = [
    ...SITEMAP_PATHS.map((path) => ({ path })),
    ...locations.locations.filter((l) => l.active).map((l) => ({ path: `/${l.slug}` })),
    ...posts.map((p) => {
      const paths = postPaths(p);
      return { path: paths.de, paths, lastmod: p.date };
    }),
    ...projects.map((p) => ({ path: `/portfolio/${p.slug}`, lastmod: p.created_at })),
  ];
  return new Response(sitemapXml(origin, entries), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
}
