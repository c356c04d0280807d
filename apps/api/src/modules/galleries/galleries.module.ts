import { defineModule } from '../module.ts';
import { galleriesAdminRoutes } from './galleries.admin-routes.ts';
import { forgetPublicationConsents } from './galleries.delivery-repository.ts';
import { galleryLogoRoutes } from './galleries.logo-routes.ts';
import { galleriesPublicRoutes } from './galleries.public-routes.ts';
import { gallerySelectionAdminRoutes } from './galleries.selection-admin-routes.ts';
import { GALLERY_FILES_DIR, GALLERY_UPLOADS_DIR } from './galleries.storage.ts';
import { galleryUploadRoutes } from './galleries.uploads.ts';

/**
 * Private client galleries (issue 18, ADR 029): the owner's galleries and resumable photo uploads,
 * the client's link /g/{token} with its files. Its files are not /media/ URLs: they live in their
 * own folders under DATA_DIR (declared in `fileDirs`, which the backup includes and the media sweep
 * never touches) and are served only through a route that checks the gallery.
 */
export const galleriesModule = defineModule({
  name: 'galleries',
  tables: ['gallery', 'gallery_photo', 'gallery_favourite', 'gallery_selection', 'gallery_stat', 'gallery_upload_done'],
  fileDirs: [
    {
      dir: GALLERY_FILES_DIR,
      backup: true,
      why: 'originals and previews of gallery photos, by gallery and photo id; the studio logo for watermarks',
    },
    { dir: GALLERY_UPLOADS_DIR, backup: false, why: 'tus uploads being received; an unfinished one is started again' },
  ],
  notMediaColumns: [
    {
      table: 'gallery_photo',
      column: 'preview_files',
      why: 'file names inside the photo’s private folder (galleries/), never /media/ URLs',
    },
    { table: 'gallery', column: 'cover_photo_id', why: 'the id of a photo of the gallery, not a file' },
    { table: 'gallery', column: 'publication_consent_id', why: 'the id of a consent-ledger row, not a file' },
    {
      table: 'gallery',
      column: 'watermark_logo',
      why: '0/1: the studio logo (the private galleries/watermark-logo.png) marks the previews, not a URL',
    },
    { table: 'gallery_favourite', column: 'photo_id', why: 'the id of a photo of the gallery, not a file' },
    { table: 'gallery_photo', column: 'content_hash', why: 'sha256 of the original (ADR 046), not a file' },
    { table: 'gallery_upload_done', column: 'photo_id', why: 'the id of the photo a finished upload made, not a file' },
    { table: 'gallery_selection', column: 'photo_count', why: 'how many photos were submitted, a number' },
    { table: 'gallery_stat', column: 'photo_downloads', why: 'how often single photos were downloaded, a number' },
  ],
  // The client's name and address (ADR 027): found by the address, emptied on erasure (the
  // gallery and its files stay the owner's until she deletes it).
  personalData: [
    {
      table: 'gallery',
      columns: { client_name: 'name', client_email: 'email' },
      emailColumns: ['client_email'],
      // The link's secret, the password's hash and the lock-out's state: never in an export.
      secretColumns: [
        'link_token',
        'password_hash',
        'unlock_failures',
        'unlock_window_start',
        'publication_request_hash',
      ],
      erase: 'anonymise',
      anonymised: { client_name: '', client_email: '' },
    },
    // A visitor's favourites and submitted selection name the visitor (the name they typed, no
    // address): found by that name (any case) or when it holds the address asked about, deleted
    // on erasure.
    {
      table: 'gallery_favourite',
      columns: { visitor: 'name' },
      emailColumns: [],
      textColumns: ['visitor'],
      nameColumns: ['visitor'],
      erase: 'delete',
    },
    {
      table: 'gallery_selection',
      columns: { visitor: 'name' },
      emailColumns: [],
      textColumns: ['visitor'],
      nameColumns: ['visitor'],
      erase: 'delete',
    },
  ],
  // Erasing the client deletes their publication opt-in (a consent-ledger row): the gallery then
  // shows no opt-in (not "given" without a date).
  onErased: async (trx, { table, ids }) => {
    if (table === 'consent') await forgetPublicationConsents(trx, ids);
  },
  notPersonalColumns: [
    { table: 'gallery_photo', columns: ['original_name'], why: 'the file name the camera gave the photo' },
    {
      table: 'gallery',
      columns: ['watermark_text'],
      why: 'the studio’s name burned into the previews, not the client’s',
    },
  ],
  // The audit log's before/after (ADR 030): the link token and password hash appear as changed only.
  auditedRecords: [{ routes: '/api/admin/galleries', table: 'gallery' }],
  publicRoutes: async (app, s) => {
    await app.register(galleriesPublicRoutes, {
      prefix: '/api/public/galleries',
      galleries: s.galleries,
      selection: s.gallerySelection,
      store: s.store,
      secure: s.config.publicUrl.startsWith('https:'),
    });
  },
  adminRoutes: async (app, s) => {
    await app.register(galleriesAdminRoutes, { galleries: s.galleries });
    await app.register(galleryLogoRoutes, { galleries: s.galleries, paths: s.mediaPaths });
    await app.register(gallerySelectionAdminRoutes, { selection: s.gallerySelection });
    await app.register(galleryUploadRoutes, { galleries: s.galleries, paths: s.galleryPaths, audit: s.audit });
  },
});
