import { defineModule } from '../module.ts';

/** Stored answers of public submissions by Idempotency-Key (a day long). */
export const idempotencyModule = defineModule({
  name: 'idempotency',
  tables: ['idempotency_record'],
  notPersonalColumns: [
    { table: 'idempotency_record', columns: ['body'], why: 'the stored answer: a record id and a fixed message' },
  ],
});
