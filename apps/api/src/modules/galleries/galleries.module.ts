import { defineModule, type PeriodicTiming, provide, type ServiceRegistry } from '../module.ts';
import { createGalleryAccess } from './galleries.access.ts';
import { galleriesAdminRoutes } from './galleries.admin-routes.ts';
import { createGalleryDelivery, type GalleryDelivery } from './galleries.delivery.ts';
import { forgetPublicationConsents } from './galleries.delivery-repository.ts';
import { galleryLogoRoutes } from './galleries.logo-routes.ts';
import { galleriesPublicRoutes } from './galleries.public-routes.ts';
import { createGallerySelection, type GallerySelection } from './galleries.selection.ts';
import { gallerySelectionAdminRoutes } from './galleries.selection-admin-routes.ts';
import { createGalleriesService, type GalleriesService } from './galleries.service.ts';
import { GALLERY_FILES_DIR, GALLERY_UPLOADS_DIR, type GalleryPaths, galleryPaths } from './galleries.storage.ts';
import { deleteUnfinishedUploads, galleryUploadRoutes } from './galleries.uploads.ts';

declare module '../module.ts' {
  interface ServiceRegistry {
    galleryPaths: GalleryPaths;
    galleryDelivery: GalleryDelivery;
    galleries: GalleriesService;
    gallerySelection: GallerySelection;
  }
}

/** The galleries' jobs (re-renders, reminders, unfinished uploads): a minute after start, then hourly. */
const GALLERY_JOBS_TIMING: PeriodicTiming = {
  firstMs: 60_000,
  tickMs: 10 * 60_000,
  everyMs: 60 * 60_000,
  runningMs: 60 * 60_000,
};

/**
 * The galleries' background work (ADR 029), also run by hand in tests (`app.galleryJobs`): previews
 * behind their watermark rendered again (also those a restart interrupted), AVIF files, reminders
 * before expiry, uploads left unfinished for a day deleted. A failed reminder or clean-up run is
 * logged and answers 0.
 */
export function galleryJobsOf({
  galleryDelivery,
  galleries,
  galleryPaths: paths,
  log,
}: Pick<ServiceRegistry, 'galleryDelivery' | 'galleries' | 'galleryPaths' | 'log'>) {
  return {
    renderPending: () => galleryDelivery.renderPending(),
    encodeAvif: () => galleryDelivery.encodeAvif(),
    sendReminders: () =>
      galleryDelivery.sendReminders().catch((error: unknown) => {
        log.error({ err: error }, 'gallery reminders failed');
        return 0;
      }),
    deleteUnfinishedUploads: () =>
      deleteUnfinishedUploads(paths).catch((error: unknown) => {
        log.error({ err: error }, 'deleting unfinished gallery uploads failed');
        return 0;
      }),
    /** Finished uploads are remembered for a week (ADR 046), then forgotten. */
    forgetFinishedUploads: () =>
      galleries.forgetFinishedUploads().catch((error: unknown) => {
        log.error({ err: error }, 'forgetting finished gallery uploads failed');
        return 0;
      }),
    /** Resolves once no gallery photo is being rendered (new uploads render in the background). */
    renderIdle: () => galleryDelivery.renderIdle(),
  };
}

/**
 * Private client galleries (issue 18, ADR 029): the owner's galleries and resumable photo uploads,
 * the client's link /g/{token} with its files. Its files are not /media/ URLs: they live in their
 * own folders under DATA_DIR (declared in `fileDirs`, which the backup includes and the media sweep
 * never touches) and are served only through a route that checks the gallery.
 */
export const galleriesModule = defineModule({
  name: 'galleries',
  needs: ['store', 'config', 'mediaPaths', 'audit', 'log'],
  provides: {
    galleryPaths: provide(['config'], ({ config }) => galleryPaths(config.dataDir)),
    galleryDelivery: provide(
      ['db', 'clock', 'galleryPaths', 'store', 'consents', 'mail', 'config', 'siteName', 'log'],
      ({ galleryPaths: paths, config, ...s }) => createGalleryDelivery({ ...s, paths, publicUrl: config.publicUrl }),
    ),
    galleries: provide(
      ['db', 'clock', 'store', 'config', 'log', 'galleryDelivery'],
      ({ config, galleryDelivery, ...s }) =>
        createGalleriesService({
          ...s,
          access: createGalleryAccess(config.secretKey),
          secretKey: config.secretKey,
          delivery: galleryDelivery,
        }),
    ),
    gallerySelection: provide(['db', 'clock', 'galleries', 'mail', 'config'], ({ config, ...s }) =>
      createGallerySelection({ ...s, publicUrl: config.publicUrl }),
    ),
  },
  jobs: (s) => {
    const jobs = galleryJobsOf(s);
    return [
      {
        kind: 'periodic',
        name: 'galleries',
        switch: 'galleryJobs',
        timing: GALLERY_JOBS_TIMING,
        run: async (on) => {
          await jobs.sendReminders();
          await jobs.deleteUnfinishedUploads();
          await jobs.forgetFinishedUploads();
          await jobs.renderPending();
          // Not awaited: encoding many photos outlasts the job's lease (a second instance doing the
          // same photo stores the same files; the list is written only for unchanged previews).
          if (on('avifQueue')) void jobs.encodeAvif();
        },
      },
      // Gallery previews get AVIF files in the background as the media do (an app built without the
      // AVIF queue makes them only when asked: galleryJobs.encodeAvif()). A re-render under way
      // finishes its photo before the database closes (the rest waits for the next start).
      {
        kind: 'worker',
        name: 'gallery-avif',
        switch: 'avifQueue',
        start: () => s.galleryDelivery.startAvif(),
        stop: () => s.galleryDelivery.stop(),
        alwaysStop: true,
      },
      // Photos whose upload was answered but whose previews a restart interrupted (state
      // `processing`) are rendered at once, not only by the first hourly run (ADR 046).
      {
        kind: 'worker',
        name: 'gallery-render-on-start',
        start: () => {
          void s.galleryDelivery.renderPending();
        },
        stop: () => undefined,
      },
    ];
  },
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
    { table: 'gallery', column: 'photo_order', why: 'how the photos are ordered (captured, name, manual), not a file' },
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
      client: { kind: 'galleries', at: 'created_at', name: 'client_name', lang: 'language' },
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
