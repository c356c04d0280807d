import { codeForStatus } from '@app/contracts';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { DestinationStream } from 'pino';
import type { Config } from './config.ts';
import { type DatabaseHandle, openDatabase } from './db/database.ts';
import { newId } from './db/ids.ts';
import { migrateToLatest, underStartupLock } from './db/migrate.ts';
import { seedDefaults } from './db/seed.ts';
import { answerClientError } from './http/client-error.ts';
import { clientKey } from './http/client-key.ts';
import { registerErrorHandler } from './http/error-handler.ts';
import { notFound } from './http/errors.ts';
import { loggerOptions } from './http/logger.ts';
import { registerOpenApi } from './http/openapi.ts';
import type { RouteSchemaParts } from './http/operations.ts';
import { registerPublicApiCache } from './http/public-api-cache.ts';
import { createScheduledClear } from './http/scheduled-clear.ts';
import { startJobs } from './jobs.ts';
import { auditModule } from './modules/audit/audit.module.ts';
import { installAuditLog } from './modules/audit/audit.recorder.ts';
import { authModule } from './modules/auth/auth.module.ts';
import { blogModule } from './modules/blog/blog.module.ts';
import { bookingModule } from './modules/booking/booking.module.ts';
import { clientsModule } from './modules/clients/clients.module.ts';
import { createCacheVersion } from './modules/cluster/cache-version.ts';
import { clusterModule } from './modules/cluster/cluster.module.ts';
import { sharedRateLimitStore } from './modules/cluster/shared-rate-limit-store.ts';
import { contactModule } from './modules/contact/contact.module.ts';
import { dashboardModule } from './modules/dashboard/dashboard.module.ts';
import { documentsModule } from './modules/documents/documents.module.ts';
import { galleriesModule, galleryJobsOf } from './modules/galleries/galleries.module.ts';
import { healthModule } from './modules/health/health.module.ts';
import { idempotencyModule } from './modules/idempotency/idempotency.module.ts';
import { locationsModule } from './modules/locations/locations.module.ts';
import { mailModule } from './modules/mail/mail.module.ts';
import type { Outbox } from './modules/mail/mail.outbox.ts';
import { mediaModule, mediaSweepOf } from './modules/media/media.module.ts';
import { MULTIPART_LIMITS } from './modules/media/multipart.ts';
import type { ApiModule } from './modules/module.ts';
import { newsletterModule } from './modules/newsletter/newsletter.module.ts';
import { portfolioModule } from './modules/portfolio/portfolio.module.ts';
import { portfolioCategoriesModule } from './modules/portfolio-categories/portfolio-categories.module.ts';
import { privacyModule } from './modules/privacy/privacy.module.ts';
import { reviewsModule } from './modules/reviews/reviews.module.ts';
import { settingsModule } from './modules/settings/settings.module.ts';
import { createServices, servicesOf } from './services.ts';
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
  /** Run the daily retention (default true; tests call the privacy routes). */
  retentionJob?: boolean;
  /** Run the galleries' jobs: watermark re-renders and reminders before expiry (default true; tests call app.galleryJobs). */
  galleryJobs?: boolean;
  /** Run the mail outbox's background delivery (default true); tests may call `app.mailOutbox.processDue()`. */
  mailWorker?: boolean;
  /** Fetch the owner's private calendars every 15 minutes (default true; tests call app.bookingJobs.syncBusyFeeds()). */
  calendarFeeds?: boolean;
  /**
   * Tests only: exact addresses outside the public internet that calendar fetches may reach (the
   * test's loopback ICS server). Production never sets it: every private address is refused (ADR 050).
   */
  privateAddressesAllowed?: readonly string[];
  /** Cache public GET answers (default: with the production web app, as its page cache). */
  publicApiCache?: boolean;
}

export interface RegisteredRoute {
  method: string | string[];
  url: string;
  /** Registered behind the admin guard (the bearer token). */
  guarded: boolean;
  /** The route's declared cacheability (`config.publicCache`); undefined when it declares none. */
  publicCache: boolean | undefined;
  /** The route's schema as registered (the operations test compares it with the contracts). */
  schema: RouteSchemaParts | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route registered on the app (collected by an onRoute hook; the guard test reads it). */
    registeredRoutes: RegisteredRoute[];
    mailOutbox: Outbox;
    /** The booking desk's minute jobs (tests run them directly). */
    bookingJobs: { expireHolds(): Promise<number>; warnHolds(): Promise<number>; syncBusyFeeds(): Promise<unknown> };
    galleryJobs: {
      renderPending(): Promise<number>;
      encodeAvif(): Promise<number>;
      sendReminders(): Promise<number>;
      deleteUnfinishedUploads(): Promise<number>;
      forgetFinishedUploads(): Promise<number>;
      renderIdle(): Promise<void>;
    };
  }
}

/**
 * Every feature of the API, in order: seeds run in this order, routes are mounted in this order.
 * A module declares its tables, media columns, seeds and routes (modules/module.ts, ADR 008);
 * a new feature is added here and nowhere else.
 */
export const API_MODULES: readonly ApiModule[] = [
  healthModule,
  authModule,
  settingsModule,
  mailModule,
  mediaModule,
  documentsModule,
  portfolioCategoriesModule,
  portfolioModule,
  blogModule,
  reviewsModule,
  locationsModule,
  contactModule,
  newsletterModule,
  bookingModule,
  galleriesModule,
  idempotencyModule,
  dashboardModule,
  clientsModule,
  privacyModule,
  auditModule,
  clusterModule,
];

/** A successful change made in the back office: it may change what pages show. */
function changedContent(request: FastifyRequest, reply: FastifyReply): boolean {
  const write = request.method !== 'GET' && request.method !== 'HEAD';
  return write && reply.statusCode < 400 && request.url.startsWith('/api/admin/');
}

/**
 * Builds the whole server without listening: plugins and route scopes are registered here,
 * explicitly, so one read of this function shows where every route is mounted.
 */
const PERMISSIONS_POLICY =
  'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=(), interest-cohort=()';
/** Sent only on answers to requests that came over TLS (RFC 6797 7.2: never over plain HTTP). */
const HSTS = 'max-age=31536000; includeSubDomains';

export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config, options.logStream),
    routerOptions: { ignoreTrailingSlash: true },
    genReqId: () => newId(),
    bodyLimit: 1024 * 1024,
    forceCloseConnections: 'idle',
    // Loading the web app's server build (webPlugin) can take longer than the default 10 s on a
    // busy small machine (a deploy while another process compiles): slow is not broken.
    pluginTimeout: 60_000,
    // The TLS proxy in front (loopback by default, TRUST_PROXY): its X-Forwarded-For is the
    // visitor's address (per-address limits), its X-Forwarded-Proto decides HSTS.
    trustProxy: config.trustProxy,
    // A request Node's parser cannot read (headers over 16 KB, broken HTTP): a {detail, code} answer
    // that says the connection ends, so a kept-alive client does not send its next request into it.
    clientErrorHandler: answerClientError,
    // Errors Fastify answers before routing (a URL that is not valid percent-encoding, a bad
    // content type header): the same {detail, code} as every other error, one log line.
    frameworkErrors: (error, request, reply) => {
      request.log.info({ code: error.code }, 'request refused before routing');
      const status = error.statusCode ?? 400;
      (reply as unknown as FastifyReply)
        .status(status)
        .send({ detail: error.message, code: codeForStatus(status, 'bad_request') });
    },
  });
  const registeredRoutes: RegisteredRoute[] = [];
  app.addHook('onRoute', (route) => {
    // Read when asked: the admin scope's own onRoute hook marks its routes after this one ran.
    registeredRoutes.push({
      method: route.method,
      url: route.url,
      get guarded() {
        return route.config?.guarded === true;
      },
      get publicCache() {
        return route.config?.publicCache;
      },
      schema: route.schema as RouteSchemaParts | undefined,
    });
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
  const clock = options.clock ?? (() => new Date());
  const database = options.database ?? openDatabase(config.database);
  // Several instances on one PostgreSQL: a change through one clears every instance's caches (ADR 032).
  const cacheVersion = database.kind === 'postgres' ? createCacheVersion({ db: database.db }) : undefined;
  // Set once the services exist (below); the hooks must be added before any route.
  let nextPublicChange: () => Promise<string | null> = async () => null;
  if (pageCache || apiCache) {
    const clearCaches = () => {
      pageCache?.clear();
      apiCache?.clear();
    };
    const scheduled = createScheduledClear({
      clock,
      nextChange: () => nextPublicChange(),
      clear: clearCaches,
      onError: (error) => app.log.error({ err: error }, 'could not read when scheduled content is due'),
    });
    // Content scheduled for a time that has come: no cached answer may still hide it. Another
    // instance changed something: neither may an answer cached before that.
    // (Version unreadable: cached answers are served, and it is asked again half a second later.)
    app.addHook('onRequest', async () => {
      const moved = await cacheVersion?.changed().catch((error: unknown) => {
        app.log.error({ err: error }, 'could not read the content version');
        return false;
      });
      if (moved) {
        clearCaches();
        await scheduled.refresh();
      }
      await scheduled.beforeRequest();
    });
    // Any successful change made in the back office may change what pages show. (Added before
    // any route so that it runs for every route.)
    app.addHook('onResponse', async (request, reply) => {
      if (changedContent(request, reply)) {
        clearCaches();
        await cacheVersion?.bump();
        await scheduled.refresh();
      }
    });
  } else if (cacheVersion) {
    // No caches here, but the other instances have theirs.
    app.addHook('onResponse', async (request, reply) => {
      if (changedContent(request, reply)) await cacheVersion.bump();
    });
  }

  // Graceful close: new requests get 503 (Fastify's default), in-flight ones finish; their
  // keep-alive connections are closed as soon as they go idle so close() does not wait for them.
  app.addHook('preClose', async () => {
    const timer = setInterval(() => app.server.closeIdleConnections(), 50);
    timer.unref();
    app.server.once('close', () => clearInterval(timer));
  });

  app.addHook('onClose', async () => {
    await database.close();
  });
  // Several instances starting together on one PostgreSQL migrate and seed one after the other.
  await underStartupLock(database, async () => {
    await migrateToLatest(database.db);
    await seedDefaults(
      { db: database.db, config, log: app.log, clock },
      API_MODULES.flatMap((module) => module.seeds ?? []),
    );
  });

  const services = createServices({
    config,
    database,
    clock,
    log: app.log,
    modules: API_MODULES,
    privateAddressesAllowed: options.privateAddressesAllowed ?? [],
  });
  const scoped = new Map(API_MODULES.map((module) => [module, servicesOf(module, services)]));
  const of = (module: ApiModule) => scoped.get(module) ?? servicesOf(module, services);
  nextPublicChange = async () => {
    const times = await Promise.all(API_MODULES.map((module) => module.nextPublicChange?.(of(module)) ?? null));
    return times.filter((time): time is string => time !== null).sort()[0] ?? null;
  };
  // What tests run by hand (apps built without some background work).
  app.decorate('avifQueue', services.avifQueue);
  app.decorate('mediaSweep', mediaSweepOf(services));
  app.decorate('galleryJobs', galleryJobsOf(services));
  app.decorate('mailOutbox', services.outbox);
  app.decorate('bookingJobs', {
    expireHolds: () => services.booking.expireHolds(),
    warnHolds: () => services.booking.warnHolds(),
    syncBusyFeeds: () => services.busyFeeds.syncAll(),
  });
  await startJobs(
    app,
    API_MODULES.flatMap((module) => module.jobs?.(of(module)) ?? []),
    (job) => options[job] ?? true,
    services.leases,
  );

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
    // HSTS per request, below.
    strictTransportSecurity: false,
  });
  app.addHook('onRequest', async (request, reply) => {
    // No page or answer may use the camera, microphone, location, payments, USB or ad topics.
    reply.raw.setHeader('permissions-policy', PERMISSIONS_POLICY);
    // HSTS only over https: TLS to this server, or a trusted proxy's X-Forwarded-Proto.
    if (request.protocol === 'https') reply.raw.setHeader('strict-transport-security', HSTS);
  });

  // Per-route limits only (`config.rateLimit` on the routes that need one), counted per client
  // (an IPv6 client by its /64, like the sign-in throttle).
  app.decorate('publicFormRateLimitMax', config.publicFormRateLimitMax);
  // Several instances on one PostgreSQL count in the database (ADR 032); one process in memory.
  await app.register(rateLimit, {
    global: false,
    keyGenerator: (request) => clientKey(request.ip),
    ...(database.kind === 'postgres' ? { store: sharedRateLimitStore(database.db) } : {}),
  });
  // Multipart bodies are read only by the routes that call request.parts()/file(), with these limits.
  await app.register(multipart, { limits: MULTIPART_LIMITS });
  if (apiCache) registerPublicApiCache(app, apiCache);

  // ---- no token: /api/public/*, /api/auth/*, /media/*, /api/health ----
  for (const module of API_MODULES) await module.publicRoutes?.(app, of(module));

  // ---- /api/admin routes that are open on purpose: sign-in and the public-safe settings GETs ----
  await app.register(
    async (open) => {
      for (const module of API_MODULES) await module.openAdminRoutes?.(open, of(module));
    },
    { prefix: '/api/admin' },
  );

  // ---- admin API: every route in this scope requires the bearer token ----
  await app.register(
    async (admin) => {
      admin.addHook('onRequest', services.auth.requireAdmin);
      admin.addHook('onRoute', (route) => {
        route.config = { ...route.config, guarded: true };
      });
      installAuditLog(admin, { db: services.db, audit: services.audit, modules: API_MODULES });
      for (const module of API_MODULES) await module.adminRoutes?.(admin, of(module));
      const unknownAdminPath = async () => {
        throw notFound();
      };
      admin.all('/', unknownAdminPath);
      admin.all('/*', unknownAdminPath);
    },
    { prefix: '/api/admin' },
  );

  app.all('/api/*', async () => {
    throw notFound();
  });

  if (web !== 'none') {
    await app.register(webPlugin, { mode: web, webDir: config.webDir, publicUrl: config.publicUrl, pageCache });
  }
  return app;
}
