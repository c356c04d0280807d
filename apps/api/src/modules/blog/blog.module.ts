import { defineModule } from '../module.ts';
import { blogAdminRoutes } from './blog.admin-routes.ts';
import { blogFormRoutes } from './blog.form-routes.ts';
import { blogPublicRoutes } from './blog.public-routes.ts';
import { createBlogService } from './blog.service.ts';

/** Blog posts (drafts and published), each with one image. */
export const blogModule = defineModule({
  name: 'blog',
  needs: ['db', 'clock', 'media', 'mediaPaths'],
  tables: ['blog_post'],
  auditedRecords: [{ routes: '/api/admin/blog', table: 'blog_post' }],
  mediaColumns: [
    { table: 'blog_post', column: 'image' },
    { table: 'blog_post', column: 'thumbnail' },
    { table: 'blog_post', column: 'content_de' },
    { table: 'blog_post', column: 'content_ru' },
  ],
  notMediaColumns: [
    { table: 'blog_post', column: 'content_format', why: "'text' or 'html'" },
    { table: 'blog_post', column: 'seo_description_de', why: 'plain text for search engines' },
    { table: 'blog_post', column: 'seo_description_ru', why: 'plain text for search engines' },
  ],
  notPersonalColumns: [{ table: 'blog_post', columns: ['author'], why: 'the owner’s name as the post’s author' }],
  // A post scheduled for later appears by itself: the caches are cleared at its time.
  nextPublicChange: (s) => createBlogService({ db: s.db, clock: s.clock }).nextPublishAt(),
  publicRoutes: async (app, s) => {
    await app.register(blogPublicRoutes, {
      prefix: '/api/public/blog',
      db: s.db,
      clock: s.clock,
      resolvePhotos: s.media.resolveImages,
    });
  },
  adminRoutes: async (app, s) => {
    const options = {
      db: s.db,
      clock: s.clock,
      resolvePhotos: s.media.resolveImages,
      deleteFiles: s.media.deleteMediaByUrls,
    };
    await app.register(blogFormRoutes, { media: s.media, paths: s.mediaPaths, blog: createBlogService(options) });
    await app.register(blogAdminRoutes, { prefix: '/blog', ...options });
  },
});
