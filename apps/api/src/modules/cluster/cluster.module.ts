import { defineModule } from '../module.ts';

/**
 * What several instances on one PostgreSQL share (ADR 032): sign-in failures, public form
 * counters, the version of the public content and the leases on background work. No routes.
 */
export const clusterModule = defineModule({
  name: 'cluster',
  tables: ['throttle_failure', 'rate_counter', 'cache_version', 'lease'],
});
