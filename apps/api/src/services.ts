import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.ts';
import type { DatabaseHandle } from './db/database.ts';
import { mediaWrites } from './modules/media/media.storage.ts';
import type { ApiModule, CoreServices, Provider, ServiceName, ServiceRegistry } from './modules/module.ts';
import { createBlobStore } from './storage/create-store.ts';

/**
 * The composition root (ADR 048): the core services (configuration, database, clock, log, file
 * store), then every service the modules declare they provide, each made once from the services
 * its provider names, in the order those needs give (STYLE.md 7: dependencies are passed in,
 * nothing global). A service provided twice, a need nobody provides and services that need each
 * other stop the start with a sentence naming them.
 */
export function createServices({
  config,
  database,
  clock,
  log,
  modules,
  privateAddressesAllowed = [],
}: {
  config: Config;
  database: DatabaseHandle;
  clock: () => Date;
  log: FastifyBaseLogger;
  modules: readonly ApiModule[];
  privateAddressesAllowed?: readonly string[];
}): ServiceRegistry {
  // Media, documents, gallery files and releases: DATA_DIR or an S3 bucket (ADR 033). Variants on
  // disk are written through the media's full-disk seam.
  const store = createBlobStore(config, { writeFile: (file, data) => mediaWrites.writeFile(file, data) });
  const core: CoreServices = { config, database, db: database.db, clock, log, store, modules, privateAddressesAllowed };
  return resolveServices(core, modules);
}

/** Makes every provided service; exported for the declaration tests. */
export function resolveServices(core: CoreServices, modules: readonly ApiModule[]): ServiceRegistry {
  const made = new Map<string, unknown>(Object.entries(core));
  const providers = new Map<string, { module: string; provider: Provider<unknown> }>();
  for (const module of modules) {
    for (const [name, provider] of Object.entries(module.provides ?? {}) as [string, Provider<unknown>][]) {
      if (made.has(name)) throw new Error(`${module.name} provides ${name}, which the core makes`);
      const other = providers.get(name);
      if (other) throw new Error(`${name} is provided by both ${other.module} and ${module.name}`);
      providers.set(name, { module: module.name, provider });
    }
  }
  const making: string[] = [];
  const make = (name: string, by: string): unknown => {
    if (made.has(name)) return made.get(name);
    const entry = providers.get(name);
    if (!entry) throw new Error(`${by} needs ${name}, which no module provides`);
    if (making.includes(name)) throw new Error(`services need each other: ${[...making, name].join(' -> ')}`);
    making.push(name);
    const needed = pick(entry.provider.needs, `${entry.module}'s ${name}`);
    const value = (entry.provider.create as (services: unknown) => unknown)(needed);
    making.pop();
    made.set(name, value);
    return value;
  };
  const pick = (names: readonly string[], by: string) =>
    Object.freeze(Object.fromEntries(names.map((name) => [name, make(name, by)])));
  for (const name of providers.keys()) make(name, 'the app');
  for (const module of modules) pick(module.needs ?? [], module.name);
  return Object.freeze(Object.fromEntries(made)) as unknown as ServiceRegistry;
}

/**
 * What a module's routes, jobs and `nextPublicChange` are handed: the services it needs and the
 * ones it provides, nothing else (a service it did not declare is not there).
 */
export function servicesOf(module: ApiModule, services: ServiceRegistry): ServiceRegistry {
  const names = [...(module.needs ?? []), ...(Object.keys(module.provides ?? {}) as ServiceName[])];
  return Object.freeze(Object.fromEntries(names.map((name) => [name, services[name]]))) as unknown as ServiceRegistry;
}
