import { healthResponseSchema } from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DatabaseHandle } from '../../db/database.ts';
import { AppError } from '../../http/errors.ts';

export const healthRoutes: FastifyPluginAsyncZod<{ database: DatabaseHandle }> = async (app, { database }) => {
  app.get(
    '/health',
    { config: { publicCache: false }, schema: { response: { 200: healthResponseSchema } } },
    async () => {
      try {
        await database.ping();
      } catch {
        throw new AppError('unavailable', 'Database unavailable');
      }
      return { status: 'ok' as const, database: database.kind, time: new Date().toISOString() };
    },
  );
};
