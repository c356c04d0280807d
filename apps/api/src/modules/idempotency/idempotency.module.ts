import { defineModule, provide } from '../module.ts';
import { createIdempotency } from './idempotency.service.ts';

declare module '../module.ts' {
  interface ServiceRegistry {
    idempotency: ReturnType<typeof createIdempotency>;
  }
}

/** Stored answers of public submissions by Idempotency-Key (a day long). */
export const idempotencyModule = defineModule({
  name: 'idempotency',
  provides: { idempotency: provide(['db', 'clock'], createIdempotency) },
  tables: ['idempotency_record'],
  notPersonalColumns: [
    { table: 'idempotency_record', columns: ['body'], why: 'the stored answer: a record id and a fixed message' },
  ],
});
