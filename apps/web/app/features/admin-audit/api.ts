import { auditActionSchema, officeOperations as ops } from '@app/contracts';
import { call } from '../admin-api/call';

/** The audit log's filters as the address holds them ('' for none). */
export interface AuditFilters {
  record_type: string;
  actor: string;
  action: string;
  from: string;
  to: string;
}

const given = (value: string) => (value === '' ? undefined : value);

/** The newest `limit` entries that match the filters (an unknown action in the address: every action). */
export function listAudit(filters: AuditFilters, limit: number) {
  const action = auditActionSchema.safeParse(filters.action);
  return call(ops.audit, {
    query: {
      record_type: given(filters.record_type),
      actor: given(filters.actor),
      action: action.success ? action.data : undefined,
      from: given(filters.from),
      to: given(filters.to),
      limit,
    },
  });
}
