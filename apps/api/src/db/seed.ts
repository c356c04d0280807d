import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '../config.ts';
import type { Database } from './schema.ts';

export interface SeedContext {
  db: Kysely<Database>;
  config: Config;
  log: FastifyBaseLogger;
  clock: () => Date;
}

/**
 * Writes one feature's first-start defaults. Must be idempotent and must never overwrite what the
 * owner changed later: insert only what is missing (e.g. `insertSettingIfMissing`, or only when
 * the table is empty).
 */
export type Seeder = (ctx: SeedContext) => Promise<void>;

export async function seedDefaults(ctx: SeedContext, seeders: Seeder[]): Promise<void> {
  for (const seed of seeders) await seed(ctx);
}
