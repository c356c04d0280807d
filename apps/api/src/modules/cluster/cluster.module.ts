import { defineModule, provide } from '../module.ts';
import { createLeases } from './leases.ts';

declare module '../module.ts' {
  interface ServiceRegistry {
    /** Leases on background work shared by every instance (ADR 032). */
    leases: ReturnType<typeof createLeases>;
  }
}

/**
 * What several instances on one PostgreSQL share (ADR 032): sign-in failures, public form
 * counters, the version of the public content and the leases on background work. No routes.
 */
export const clusterModule = defineModule({
  name: 'cluster',
  provides: { leases: provide(['db', 'clock'], createLeases) },
  tables: ['throttle_failure', 'rate_counter', 'cache_version', 'lease'],
});
