import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.ts';
import type { DatabaseHandle } from './db/database.ts';
import { createAuditService } from './modules/audit/audit.service.ts';
import { createDeviceTokens } from './modules/auth/auth.devices.ts';
import { createAdminAuthenticator } from './modules/auth/auth.guard.ts';
import { findAdminById } from './modules/auth/auth.repository.ts';
import { createAuthService } from './modules/auth/auth.service.ts';
import { createTokenService } from './modules/auth/auth.tokens.ts';
import { createTotp, totpIssuer } from './modules/auth/auth.totp.ts';
import { createBookingFeed } from './modules/booking/booking.feed.ts';
import { createBookingService } from './modules/booking/booking.service.ts';
import { createLeases } from './modules/cluster/leases.ts';
import { createSharedFailureLimiter } from './modules/cluster/shared-failure-limiter.ts';
import { createContactService } from './modules/contact/contact.service.ts';
import { createDashboardService } from './modules/dashboard/dashboard.service.ts';
import { createDocumentsService } from './modules/documents/documents.service.ts';
import { createGalleryAccess } from './modules/galleries/galleries.access.ts';
import { createGalleryDelivery } from './modules/galleries/galleries.delivery.ts';
import { createGallerySelection } from './modules/galleries/galleries.selection.ts';
import { createGalleriesService } from './modules/galleries/galleries.service.ts';
import { galleryPaths as createGalleryPaths, galleryPrefix } from './modules/galleries/galleries.storage.ts';
import { createIdempotency } from './modules/idempotency/idempotency.service.ts';
import { createSecretBox } from './modules/mail/mail.crypto.ts';
import { createOutbox } from './modules/mail/mail.outbox.ts';
import { createMailService } from './modules/mail/mail.service.ts';
import { createEmailSettings } from './modules/mail/mail.settings.ts';
import { sendWithSmtp } from './modules/mail/mail.transport.ts';
import { createMediaModule } from './modules/media/media.module.ts';
import { mediaWrites } from './modules/media/media.storage.ts';
import { type ApiModule, erasureHooksOf, mediaColumnsOf, personalTablesOf } from './modules/module.ts';
import { createNewsletterService } from './modules/newsletter/newsletter.service.ts';
import { createConsentLedger } from './modules/privacy/privacy.consents.ts';
import { createRetention } from './modules/privacy/privacy.retention.ts';
import { createPrivacyService } from './modules/privacy/privacy.service.ts';
import { createReviewService } from './modules/reviews/reviews.service.ts';
import { createSettingsService, SECTIONS } from './modules/settings/settings.service.ts';
import { createBlobStore } from './storage/create-store.ts';

/**
 * The composition root: every service of the app, created once in dependency order and passed to
 * the modules' route mounts (STYLE.md 7: dependencies are passed in, nothing global).
 */
export function createServices({
  config,
  database,
  clock,
  log,
  modules,
}: {
  config: Config;
  database: DatabaseHandle;
  clock: () => Date;
  log: FastifyBaseLogger;
  modules: readonly ApiModule[];
}) {
  const db = database.db;
  const tokens = createTokenService({ secretKey: config.secretKey, clock });
  const auth = createAdminAuthenticator({ db, tokens });
  // Background work one instance at a time; a killed instance's work is taken over (ADR 032).
  const leases = createLeases({ db, clock });
  // Media, documents, gallery files and releases: DATA_DIR or an S3 bucket (ADR 033). Variants on
  // disk are written through the media's full-disk seam.
  const store = createBlobStore(config, { writeFile: (file, data) => mediaWrites.writeFile(file, data) });
  // Media: uploaded files under DATA_DIR/media, the background AVIF queue; the sweep keeps what the
  // modules' declared media columns name.
  const {
    paths: mediaPaths,
    avifQueue,
    media,
  } = createMediaModule({
    db,
    dataDir: config.dataDir,
    clock,
    log,
    mediaColumns: mediaColumnsOf(modules),
    claims: leases,
    store,
  });
  const documents = createDocumentsService({ db, clock, media });
  const settings = createSettingsService({ db, clock });
  const emailSettings = createEmailSettings({ clock, box: createSecretBox(config.secretKey, 'smtp-password') });
  const siteName = async (handle: typeof db) => (await SECTIONS.branding.read(handle)).site_name;
  // Every mail goes out from the site's name as display name (issue 35 item 5).
  const smtpWithName = async (handle: typeof db) => {
    const smtp = await emailSettings.smtp(handle);
    return smtp ? { ...smtp, sender_name: await siteName(handle) } : null;
  };
  const outbox = createOutbox({ db, clock, log, smtp: smtpWithName, send: sendWithSmtp });
  const mail = createMailService({ db, clock, settings: emailSettings, outbox, send: sendWithSmtp });
  const authService = createAuthService({
    db,
    clock,
    tokens,
    devices: createDeviceTokens({ secretKey: config.secretKey, clock }),
    totp: createTotp({ secretKey: config.secretKey, issuer: totpIssuer(config.publicUrl) }),
    publicUrl: config.publicUrl,
    settingsAdminEmail: emailSettings.adminEmail,
    queueMail: outbox.queue,
    // Several instances on one PostgreSQL count sign-in failures together (ADR 032).
    ...(database.kind === 'postgres'
      ? { failureLimiter: (scope, limits) => createSharedFailureLimiter({ db, scope, ...limits, clock }) }
      : {}),
  });
  const idempotency = createIdempotency({ db, clock });
  // Every public form stores the consent (text version, language, time) with its record (ADR 027).
  const consents = createConsentLedger({ clock });
  const galleryPaths = createGalleryPaths(config.dataDir);
  const galleryDelivery = createGalleryDelivery({
    db,
    clock,
    paths: galleryPaths,
    store,
    consents,
    mail,
    publicUrl: config.publicUrl,
    siteName,
    log,
  });
  const galleries = createGalleriesService({
    db,
    clock,
    store,
    access: createGalleryAccess(config.secretKey),
    secretKey: config.secretKey,
    log,
    delivery: galleryDelivery,
  });
  const personal = personalTablesOf(modules);
  const booking = createBookingService({
    db,
    clock,
    idempotency,
    mail,
    consents,
    services: settings.services,
    siteName,
    sender: async (handle) => (await emailSettings.smtp(handle))?.sender_email ?? '',
    publicUrl: config.publicUrl,
  });
  return {
    db,
    database,
    config,
    clock,
    tokens,
    auth,
    /** The signed-in admin's name and address, or null (the open profile GET). */
    adminProfile: async (request: Parameters<typeof auth.identify>[0]) => {
      const identity = await auth.identify(request);
      const admin = identity ? await findAdminById(db, identity.id) : undefined;
      return admin ? { username: admin.username, email: admin.email } : null;
    },
    media,
    mediaPaths,
    /** Where stored files live (ADR 033). */
    store,
    avifQueue,
    /** Responsive variants of stored images (portfolio and blog answers). */
    resolvePhotos: media.resolveImages,
    /** Deletes stored files nothing refers to any more (after a record changed or was deleted). */
    deleteFiles: media.deleteMediaByUrls,
    documents,
    settings,
    emailSettings,
    outbox,
    mail,
    authService,
    contact: createContactService({ db, clock, idempotency, mail, consents }),
    newsletter: createNewsletterService({ db, clock, idempotency, mail, consents, publicUrl: config.publicUrl }),
    booking,
    bookingFeed: createBookingFeed({ db, clock, booking, publicUrl: config.publicUrl }),
    reviews: createReviewService({ db, clock, idempotency, mail, consents }),
    retention: createRetention({
      db,
      clock,
      log,
      removeGalleryFiles: (id) => store.deletePrefix(galleryPrefix(id)),
    }),
    // The consent ledger is read and erased after the records it belongs to.
    privacy: createPrivacyService({
      db,
      clock,
      tables: [...personal.filter((p) => p.table !== 'consent'), ...personal.filter((p) => p.table === 'consent')],
      hooks: erasureHooksOf(modules),
    }),
    dashboard: createDashboardService({ db }),
    galleries,
    gallerySelection: createGallerySelection({
      db,
      clock,
      galleries,
      mail,
      publicUrl: config.publicUrl,
    }),
    galleryDelivery,
    galleryPaths,
    audit: createAuditService({ db, clock }),
    /** Leases on background work shared by every instance (ADR 032). */
    leases,
  };
}

export type AppServices = ReturnType<typeof createServices>;
