import { describe, expect, it } from 'vitest';
import { API_MODULES } from './app.ts';
import { type ApiModule, type CoreServices, defineModule, provide } from './modules/module.ts';
import { resolveServices, servicesOf } from './services.ts';

/** A core whose members are plain markers: the resolution only hands them on. */
const core = {
  config: { marker: 'config' },
  database: { marker: 'database' },
  db: { marker: 'db' },
  clock: () => new Date(0),
  log: { marker: 'log' },
  store: { marker: 'store' },
  modules: [],
  privateAddressesAllowed: [],
} as unknown as CoreServices;

/** Test-only modules: their service names are cast, the registry does not know them. */
const moduleOf = (declaration: object) => declaration as unknown as ApiModule;

describe('the composition root (ADR 048)', () => {
  it('makes every service from the services its provider names, whatever the module order', () => {
    const seen: string[] = [];
    const first = moduleOf({
      name: 'first',
      needs: ['second'],
      provides: {
        first: provide(['second' as 'db'], (s) => {
          seen.push('first');
          return { uses: s };
        }),
      },
    });
    const second = moduleOf({
      name: 'second',
      provides: {
        second: provide(['db'], (s) => {
          seen.push('second');
          return { db: s.db };
        }),
      },
    });
    const services = resolveServices(core, [first, second]) as unknown as Record<string, unknown>;
    expect(seen).toEqual(['second', 'first']);
    expect(services.second).toEqual({ db: core.db });
    expect(services.first).toEqual({ uses: { second: services.second } });
  });

  it('refuses a service provided twice, a need nobody provides and services that need each other', () => {
    const twice = moduleOf({ name: 'b', provides: { x: provide([], () => 1) } });
    expect(() =>
      resolveServices(core, [moduleOf({ name: 'a', provides: { x: provide([], () => 0) } }), twice]),
    ).toThrow('x is provided by both a and b');
    expect(() => resolveServices(core, [moduleOf({ name: 'a', provides: { db: provide([], () => 0) } })])).toThrow(
      'a provides db, which the core makes',
    );
    expect(() => resolveServices(core, [moduleOf({ name: 'a', needs: ['nobody'] })])).toThrow(
      'a needs nobody, which no module provides',
    );
    const loop = moduleOf({
      name: 'loop',
      provides: { x: provide(['y' as 'db'], () => 0), y: provide(['x' as 'db'], () => 0) },
    });
    expect(() => resolveServices(core, [loop])).toThrow('services need each other: x -> y -> x');
  });

  it('hands a module only what it declared', () => {
    const module = defineModule({ name: 'm', tables: [], needs: ['db', 'clock'] });
    const scoped = servicesOf(module, { ...core, other: 1 } as never) as unknown as Record<string, unknown>;
    expect(Object.keys(scoped).sort()).toEqual(['clock', 'db']);
  });

  it("the app's modules: every service provided once and every need met", () => {
    const provided = API_MODULES.flatMap((module) => Object.keys(module.provides ?? {}));
    expect(new Set(provided).size).toBe(provided.length);
    const known = new Set([...Object.keys(core), ...provided]);
    for (const module of API_MODULES) {
      const needs = [
        ...(module.needs ?? []),
        ...Object.values(module.provides ?? {}).flatMap((provider) => provider?.needs ?? []),
      ];
      expect(
        needs.filter((name) => !known.has(name)),
        module.name,
      ).toEqual([]);
    }
  });
});
