import type { AuditChange } from '@app/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { ApiModule, AuditedRecord } from '../module.ts';
import type { AuditService } from './audit.service.ts';
import { actionOf, diffRecords, HIDDEN, labelOf, summarizeBody } from './audit.summary.ts';

type Row = Record<string, unknown>;

interface Pending {
  record: AuditedRecord | undefined;
  id: string | null;
  before: Row | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    auditPending?: Pending;
  }
}

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The declaration that covers a route pattern (the longest `routes` at a path boundary). Below a
 * table's routes only a record's own paths count (`/:id`, `/:id/...`): a fixed path beside them
 * names no row of the table (the studio's watermark logo under `/api/admin/galleries` is not a
 * gallery) and is logged by its area. A keyed record (a settings section) covers everything below.
 */
export function recordFor(records: readonly AuditedRecord[], route: string): AuditedRecord | undefined {
  let best: AuditedRecord | undefined;
  for (const record of records) {
    const below = route.startsWith(`${record.routes}/`) ? route.slice(record.routes.length + 1) : null;
    const covers = route === record.routes || (below !== null && (record.key !== undefined || below.startsWith(':')));
    if (covers && (!best || record.routes.length > best.routes.length)) best = record;
  }
  return best;
}

/** A route's area for the log when no record is declared: `/api/admin/mail/outbox/:id/resend` -> `mail/outbox/resend`. */
export function areaOf(route: string): string {
  return route
    .replace(/^\/api\/admin\/?/, '')
    .split('/')
    .filter((part) => part !== '' && !part.startsWith(':'))
    .join('/');
}

function paramId(request: FastifyRequest): string | null {
  const params = request.params as Record<string, unknown> | undefined;
  const id = params?.id;
  return typeof id === 'string' && id !== '' ? id : null;
}

/** The route's `audit: { hide }` fields keep only that they were sent. */
function hideFields(changes: AuditChange[], request: FastifyRequest): AuditChange[] {
  const audit = request.routeOptions.config?.audit;
  const hidden = new Set(audit ? audit.hide : []);
  return changes.map((c) => (hidden.has(c.field) ? { ...c, after: HIDDEN } : c));
}

/** The id an answer names (a created record), read from a JSON body. */
function answeredId(payload: unknown): string | null {
  if (typeof payload !== 'string' || payload.length > 500_000 || !payload.startsWith('{')) return null;
  try {
    const id = (JSON.parse(payload) as { id?: unknown }).id;
    return typeof id === 'string' ? id : null;
  } catch {
    return null;
  }
}

/**
 * Records every successful write in the admin scope (issue 20 item 4): who (the signed-in
 * admin), when, what, which record, and the record's changed fields before and after, as the
 * modules declared them (`auditedRecords`). The entry is written before the answer leaves, so
 * a change the office saw succeed is always in the log; a failure to write it is logged and does
 * not undo the change.
 */
export function installAuditLog(
  admin: FastifyInstance,
  { db, audit, modules }: { db: Kysely<Database>; audit: AuditService; modules: readonly ApiModule[] },
): void {
  const records = modules.flatMap((module) => module.auditedRecords ?? []);
  const rows = db as unknown as Kysely<Record<string, Row>>;

  async function load(record: AuditedRecord, id: string | null): Promise<Row | null> {
    const [column, value] = record.key ? [record.key.column, record.key.value] : ['id', id];
    if (value === null) return null;
    const row = await rows.selectFrom(record.table).selectAll().where(column, '=', value).executeTakeFirst();
    return (row as Row | undefined) ?? null;
  }

  admin.addHook('preHandler', async (request: FastifyRequest) => {
    if (!WRITES.has(request.method) || request.routeOptions.config?.audit === false) return;
    const record = recordFor(records, request.routeOptions.url ?? '');
    const id = paramId(request);
    request.auditPending = { record, id, before: record ? await load(record, id) : null };
  });

  admin.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const pending = request.auditPending;
    if (!pending || reply.statusCode >= 400 || !request.admin) return payload;
    request.auditPending = undefined;
    const route = request.routeOptions.url ?? request.url;
    try {
      const { record, before } = pending;
      const id = pending.id ?? answeredId(payload);
      const after = record ? await load(record, id) : null;
      await audit.record({
        actorId: request.admin.id,
        actor: request.admin.username,
        action: actionOf(request.method, record !== undefined, before, after),
        method: request.method,
        route,
        recordType: record ? (record.key ? `${record.table}:${record.key.value}` : record.table) : areaOf(route),
        recordId: record?.key ? (pending.id ?? record.key.value) : id,
        recordLabel: labelOf(after ?? before),
        changes: record ? diffRecords(before, after) : hideFields(summarizeBody(request.body), request),
      });
    } catch (error) {
      request.log.error({ err: error, route }, 'could not write the audit log entry');
    }
    return payload;
  });
}
