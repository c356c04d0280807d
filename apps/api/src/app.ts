import helmet from '@fastify/helmet';
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
import { createPublicFormRunner } from './http/public-form.ts';
import { createAdminAuthenticator } from './modules/auth/auth.guard.ts';
import { createTokenService } from './modules/auth/auth.tokens.ts';
import { blogAdminRoutes } from './modules/blog/blog.admin-routes.ts';
import { blogPublicRoutes } from './modules/blog/blog.public-routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { locationAdminRoutes } from './modules/locations/locations.admin-routes.ts';
import { locationPublicRoutes } from './modules/locations/locations.public-routes.ts';
import { seedLocations } from './modules/locations/locations.seed.ts';
import { portfolioAdminRoutes } from './modules/portfolio/portfolio.admin-routes.ts';
import { portfolioPublicRoutes } from './modules/portfolio/portfolio.public-routes.ts';
import { portfolioCategoryAdminRoutes } from './modules/portfolio-categories/portfolio-categories.admin-routes.ts';
import { portfolioCategoryPublicRoutes } from './modules/portfolio-categories/portfolio-categories.public-routes.ts';
import { seedPortfolioCategories } from './modules/portfolio-categories/portfolio-categories.seed.ts';
import { reviewAdminRoutes } from './modules/reviews/reviews.admin-routes.ts';
import { reviewPublicRoutes } from './modules/reviews/reviews.public-routes.ts';
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
}

/** First-start defaults, in order (each only fills what is missing). */
const SEEDERS: Seeder[] = [seedPortfolioCategories, seedLocations];

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
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);

  const web = options.web ?? 'none';
  const pageCache = web === 'production' ? createPageCache() : undefined;
  if (pageCache) {
    // Any successful change made in the back office may change what pages show. (Added before
    // any route so that it runs for every route.)
    app.addHook('onResponse', async (request, reply) => {
      const write = request.method !== 'GET' && request.method !== 'HEAD';
      if (write && reply.statusCode < 400 && request.url.startsWith('/api/admin/')) pageCache.clear();
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

  const tokens = createTokenService({ secretKey: config.secretKey });
  const auth = createAdminAuthenticator({ db: database.db, tokens });
  /** What every route module receives: pass dependencies in, nothing global. */
  const deps = {
    db: database.db,
    config,
    clock,
    auth,
    tokens,
    runPublicForm: createPublicFormRunner({ db: database.db, clock }),
  };

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
  await app.register(rateLimit, { global: false });

  // ---- public API: no token ----
  await app.register(healthRoutes, { prefix: '/api', database });
  await app.register(portfolioCategoryPublicRoutes, { prefix: '/api/portfolio-categories', ...deps });
  await app.register(portfolioPublicRoutes, { prefix: '/api/public/portfolio', ...deps });
  await app.register(blogPublicRoutes, { prefix: '/api/public/blog', ...deps });
  await app.register(reviewPublicRoutes, { prefix: '/api/public/reviews', ...deps });
  await app.register(locationPublicRoutes, { prefix: '/api/public/locations', ...deps });

  // ---- admin API: every route in this scope requires the bearer token ----
  await app.register(
    async (admin) => {
      admin.addHook('onRequest', auth.requireAdmin);
      await admin.register(portfolioCategoryAdminRoutes, { prefix: '/portfolio-categories', ...deps });
      await admin.register(portfolioAdminRoutes, { prefix: '/portfolio', ...deps });
      await admin.register(blogAdminRoutes, { prefix: '/blog', ...deps });
      await admin.register(reviewAdminRoutes, { prefix: '/reviews', ...deps });
      await admin.register(locationAdminRoutes, { prefix: '/settings/locations', ...deps });
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
