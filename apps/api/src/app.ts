import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { DestinationStream } from 'pino';
import type { Config } from './config.ts';
import { type DatabaseHandle, openDatabase } from './db/database.ts';
import { newId } from './db/ids.ts';
import { migrateToLatest } from './db/migrate.ts';
import { type Seeder, seedDefaults } from './db/seed.ts';
import { registerErrorHandler } from './http/error-handler.ts';
import { notFound } from './http/errors.ts';
import { loggerOptions } from './http/logger.ts';
import { registerOpenApi } from './http/openapi.ts';
import { registerPublicApiCache } from './http/public-api-cache.ts';
import { createPublicFormRunner } from './http/public-form.ts';
import { authAdminRoutes } from './modules/auth/auth.admin-routes.ts';
import { createAdminAuthenticator } from './modules/auth/auth.guard.ts';
import { authOpenRoutes } from './modules/auth/auth.open-routes.ts';
import { authPublicRoutes } from './modules/auth/auth.public-routes.ts';
import { findAdminById } from './modules/auth/auth.repository.ts';
import { seedAdminUser } from './modules/auth/auth.seed.ts';
import { createAuthService } from './modules/auth/auth.service.ts';
import { createTokenService } from './modules/auth/auth.tokens.ts';
import { blogAdminRoutes } from './modules/blog/blog.admin-routes.ts';
import { blogPublicRoutes } from './modules/blog/blog.public-routes.ts';
import { createBlogService } from './modules/blog/blog.service.ts';
import { dashboardAdminRoutes } from './modules/dashboard/dashboard.admin-routes.ts';
import { createDashboardService } from './modules/dashboard/dashboard.service.ts';
import { documentsAdminRoutes } from './modules/documents/documents.admin-routes.ts';
import { documentsPublicRoutes } from './modules/documents/documents.public-routes.ts';
import { createDocumentsService } from './modules/documents/documents.service.ts';
import { formsAdminRoutes } from './modules/forms/forms.admin-routes.ts';
import { formsPublicRoutes } from './modules/forms/forms.public-routes.ts';
import { createFormsService } from './modules/forms/forms.service.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { locationAdminRoutes } from './modules/locations/locations.admin-routes.ts';
import { locationPublicRoutes } from './modules/locations/locations.public-routes.ts';
import { seedLocations } from './modules/locations/locations.seed.ts';
import { mailAdminRoutes } from './modules/mail/mail.admin-routes.ts';
import { createSecretBox } from './modules/mail/mail.crypto.ts';
import { createOutbox, type Outbox } from './modules/mail/mail.outbox.ts';
import { createMailService } from './modules/mail/mail.service.ts';
import { createEmailSettings, seedEmailSettings } from './modules/mail/mail.settings.ts';
import { sendWithSmtp } from './modules/mail/mail.transport.ts';
import { catalogFormsAdminRoutes } from './modules/media/catalog-forms.admin-routes.ts';
import { mediaAdminRoutes } from './modules/media/media.admin-routes.ts';
import { mediaFilesRoutes } from './modules/media/media.files-routes.ts';
import { createMediaModule, MEDIA_ORPHAN_AGE_MS } from './modules/media/media.module.ts';
import { mediaPublicRoutes } from './modules/media/media.public-routes.ts';
import { MULTIPART_LIMITS } from './modules/media/multipart.ts';
import { portfolioAdminRoutes } from './modules/portfolio/portfolio.admin-routes.ts';
import { portfolioPublicRoutes } from './modules/portfolio/portfolio.public-routes.ts';
import { createPortfolioService } from './modules/portfolio/portfolio.service.ts';
import { portfolioCategoryAdminRoutes } from './modules/portfolio-categories/portfolio-categories.admin-routes.ts';
import { portfolioCategoryPublicRoutes } from './modules/portfolio-categories/portfolio-categories.public-routes.ts';
import { seedPortfolioCategories } from './modules/portfolio-categories/portfolio-categories.seed.ts';
import { reviewAdminRoutes } from './modules/reviews/reviews.admin-routes.ts';
import { reviewPublicRoutes } from './modules/reviews/reviews.public-routes.ts';
import { settingsAdminRoutes } from './modules/settings/settings.admin-routes.ts';
import { settingsOpenRoutes } from './modules/settings/settings.open-routes.ts';
import { settingsPublicRoutes } from './modules/settings/settings.public-routes.ts';
import { createSettingsService, seedSettings } from './modules/settings/settings.service.ts';
import { createPageCache } from './web/page-cache.ts';
import { webPlugin } from './web/web.plugin.ts';

export interface BuildOptions {
  /** An already open database (tests); otherwise the configured one is opened. */
  database?: DatabaseHandle;
  /** Serve the web app: the production build, Vite in development, or not at all (API tests). */
  web?: 'production' | 'development' | 'none';
  /** Where log lines go (tests read them); stdout by default. */
  logStream?: DestinationStream;
  /** The clock every service reads (tests move it). */
  clock?: () => Date;
  /** Run the background AVIF queue (default true; tests of restarts build an app without it). */
  avifQueue?: boolean;
  /** Start the periodic sweep of unreferenced media files (default true; tests call app.mediaSweep()). */
  mediaSweep?: boolean;
  /** Run the mail outbox's background delivery (default true); tests may call `app.mailOutbox.processDue()`. */
  mailWorker?: boolean;
  /** Cache public GET answers (default: with the production web app, as its page cache). */
  publicApiCache?: boolean;
}

export interface RegisteredRoute {
  method: string | string[];
  url: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route registered on the app (collected by an onRoute hook; the guard test reads it). */
    registeredRoutes: RegisteredRoute[];
    mailOutbox: Outbox;
  }
}

/** First-start defaults, in order (each only fills what is missing). */
const SEEDERS: Seeder[] = [seedAdminUser, seedSettings, seedEmailSettings, seedPortfolioCategories, seedLocations];

/**
 * Builds the whole server without listening: plugins and route scopes are registered here,
 * explicitly, so one read of this function shows where every route is mounted.
 */
export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config, options.logStream),
    routerOptions: { ignoreTrailingSlash: true },
    genReqId: () => newId(),
    bodyLimit: 1024 * 1024,
    forceCloseConnections: 'idle',
  });
  const registeredRoutes: RegisteredRoute[] = [];
  app.addHook('onRoute', (route) => {
    registeredRoutes.push({ method: route.method, url: route.url });
  });
  app.decorate('registeredRoutes', registeredRoutes);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  // The API reference (/api/docs) is collected from every route registered after this line.
  await registerOpenApi(app);

  const web = options.web ?? 'none';
  // The production server caches rendered pages and the public API answers they are built from.
  const pageCache = web === 'production' ? createPageCache() : undefined;
  const apiCache =
    (options.publicApiCache ?? web === 'production')
      ? createPageCache({ maxEntries: 500, maxBytes: 32 * 1024 * 1024 })
      : undefined;
  if (pageCache || apiCache) {
    // Any successful change made in the back office may change what pages show. (Added before
    // any route so that it runs for every route.)
    app.addHook('onResponse', async (request, reply) => {
      const write = request.method !== 'GET' && request.method !== 'HEAD';
      if (write && reply.statusCode < 400 && request.url.startsWith('/api/admin/')) {
        pageCache?.clear();
        apiCache?.clear();
      }
    });
  }

  // Graceful close: new requests get 503 (Fastify's default), in-flight ones finish; their
  // keep-alive connections are closed as soon as they go idle so close() does not wait for them.
  app.addHook('preClose', async () => {
    const timer = setInterval(() => app.server.closeIdleConnections(), 50);
    timer.unref();
    app.server.once('close', () => clearInterval(timer));
  });

  const database = options.database ?? openDatabase(config.database);
  app.addHook('onClose', async () => {
    await database.close();
  });
  await migrateToLatest(database.db);

  const clock = options.clock ?? (() => new Date());
  await seedDefaults({ db: database.db, config, log: app.log, clock }, SEEDERS);

  const tokens = createTokenService({ secretKey: config.secretKey, clock });
  const auth = createAdminAuthenticator({ db: database.db, tokens });
  // Media: uploaded files under DATA_DIR/media, the background AVIF queue, documents.
  const mediaModule = createMediaModule({ db: database.db, dataDir: config.dataDir, clock, log: app.log });
  const { paths: mediaDirs, avifQueue, media } = mediaModule;
  app.decorate('avifQueue', avifQueue);
  if (options.avifQueue !== false) await avifQueue.start();
  // Before the database closes (onClose); an unfinished image stays pending for the next start.
  app.addHook('preClose', () => avifQueue.stop());
  const documents = createDocumentsService({ db: database.db, clock, media });
  // Files nothing refers to any more (a replaced hero image, an upload never saved) go after a day:
  // a minute after start, then every six hours.
  const sweepMedia = () =>
    media.sweepOrphans(new Date(clock().getTime() - MEDIA_ORPHAN_AGE_MS).toISOString()).catch((error: unknown) => {
      app.log.error({ err: error }, 'media sweep failed');
      return 0;
    });
  app.decorate('mediaSweep', sweepMedia);
  if (options.mediaSweep !== false) {
    const first = setTimeout(sweepMedia, 60_000).unref();
    const every = setInterval(sweepMedia, 6 * 60 * 60_000).unref();
    app.addHook('preClose', async () => {
      clearTimeout(first);
      clearInterval(every);
    });
  }

  /** What every route module receives: pass dependencies in, nothing global. */
  const deps = {
    db: database.db,
    config,
    clock,
    auth,
    tokens,
    runPublicForm: createPublicFormRunner({ db: database.db, clock }),
    /** Responsive variants of stored images (portfolio and blog answers). */
    resolvePhotos: media.resolveImages,
    /** Deletes stored files nothing refers to any more (after a record changed or was deleted). */
    deleteFiles: media.deleteMediaByUrls,
  };

  const settings = createSettingsService({ db: database.db, clock });
  const emailSettings = createEmailSettings({ clock, box: createSecretBox(config.secretKey, 'smtp-password') });
  const outbox = createOutbox({ db: database.db, clock, log: app.log, smtp: emailSettings.smtp, send: sendWithSmtp });
  app.decorate('mailOutbox', outbox);
  if (options.mailWorker ?? true) outbox.start();
  app.addHook('preClose', () => outbox.stop());
  const mail = createMailService({ db: database.db, settings: emailSettings, outbox, send: sendWithSmtp });
  const authService = createAuthService({
    db: database.db,
    clock,
    tokens,
    publicUrl: config.publicUrl,
    settingsAdminEmail: emailSettings.adminEmail,
    queueMail: outbox.queue,
  });
  const forms = createFormsService({
    db: database.db,
    clock,
    services: settings.services,
    notifyAdmin: mail.notifyAdmin,
    notifyVisitor: mail.notifyVisitor,
  });
  const dashboard = createDashboardService({ db: database.db });
  const onMailQueued = () => outbox.kick();

  await app.register(helmet, {
    // Pages get their own policy with a per-response nonce (see apps/web entry.server);
    // API answers and files may not run or embed anything.
    contentSecurityPolicy: {
      useDefaults: false,
      directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
    },
    crossOriginEmbedderPolicy: false,
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });

  // Per-route limits only (`config.rateLimit` on the routes that need one).
  app.decorate('publicFormRateLimitMax', config.publicFormRateLimitMax);
  await app.register(rateLimit, { global: false });
  // Multipart bodies are read only by the routes that call request.parts()/file(), with these limits.
  await app.register(multipart, { limits: MULTIPART_LIMITS });
  if (apiCache) registerPublicApiCache(app, apiCache);

  // ---- public API: no token ----
  await app.register(healthRoutes, { prefix: '/api', database });
  await app.register(mediaFilesRoutes, { prefix: '/media', media, paths: mediaDirs });
  await app.register(portfolioCategoryPublicRoutes, { prefix: '/api/portfolio-categories', ...deps });
  await app.register(portfolioPublicRoutes, { prefix: '/api/public/portfolio', ...deps });
  await app.register(blogPublicRoutes, { prefix: '/api/public/blog', ...deps });
  await app.register(reviewPublicRoutes, {
    prefix: '/api/public/reviews',
    ...deps,
    notifyAdmin: mail.notifyAdmin,
    onMailQueued,
  });
  await app.register(locationPublicRoutes, { prefix: '/api/public/locations', ...deps });
  await app.register(mediaPublicRoutes, { prefix: '/api/public/images', media });
  await app.register(authPublicRoutes, { prefix: '/api/auth', authService, onMailQueued });
  await app.register(formsPublicRoutes, {
    prefix: '/api/public',
    forms,
    runPublicForm: deps.runPublicForm,
    onMailQueued,
  });
  await app.register(settingsPublicRoutes, { prefix: '/api/public', settings });

  // ---- /api/admin routes that are open on purpose: sign-in and the public-safe settings GETs ----
  await app.register(
    async (open) => {
      await open.register(authOpenRoutes, { authService });
      // Visitors get the active documents, the back office (with a token) all of them.
      await open.register(documentsPublicRoutes, { documents, auth });
      await open.register(settingsOpenRoutes, {
        settings,
        adminProfile: async (request) => {
          const identity = await auth.identify(request);
          const admin = identity ? await findAdminById(database.db, identity.id) : undefined;
          return admin ? { username: admin.username, email: admin.email } : null;
        },
      });
    },
    { prefix: '/api/admin' },
  );

  // ---- admin API: every route in this scope requires the bearer token ----
  await app.register(
    async (admin) => {
      admin.addHook('onRequest', auth.requireAdmin);
      await admin.register(mediaAdminRoutes, { media, paths: mediaDirs });
      await admin.register(documentsAdminRoutes, { documents });
      // Multipart portfolio and blog writes: the media pipeline plus the portfolio and blog services.
      await admin.register(catalogFormsAdminRoutes, {
        media,
        paths: mediaDirs,
        portfolio: createPortfolioService(deps),
        blog: createBlogService(deps),
      });
      await admin.register(portfolioCategoryAdminRoutes, { prefix: '/portfolio-categories', ...deps });
      await admin.register(portfolioAdminRoutes, { prefix: '/portfolio', ...deps });
      await admin.register(blogAdminRoutes, { prefix: '/blog', ...deps });
      await admin.register(reviewAdminRoutes, { prefix: '/reviews', ...deps });
      await admin.register(locationAdminRoutes, { prefix: '/settings/locations', ...deps });
      await admin.register(authAdminRoutes, { authService });
      await admin.register(dashboardAdminRoutes, { dashboard });
      await admin.register(formsAdminRoutes, { forms });
      await admin.register(settingsAdminRoutes, { settings });
      await admin.register(mailAdminRoutes, { db: database.db, emailSettings, mail });
      const unknownAdminPath = async () => {
        throw notFound();
      };
      admin.all('/', unknownAdminPath);
      admin.all('/*', unknownAdminPath);
    },
    { prefix: '/api/admin' },
  );

  void deps;

  app.all('/api/*', async () => {
    throw notFound();
  });

  if (web !== 'none') {
    await app.register(webPlugin, { mode: web, webDir: config.webDir, publicUrl: config.publicUrl, pageCache });
  }
  return app;
}
