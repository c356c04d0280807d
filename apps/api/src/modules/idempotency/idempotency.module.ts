import { defineModule } from '../module.ts';

/** Stored answers of public submissions by Idempotency-Key (a day long). */
export const idempotencyModule = defineModule({
  name: 'idempotency',
  tables: ['idempotency_record'],
});
