import { z } from 'zod';
import { listQuerySchema } from './blog.ts';
import { idSchema } from './common.ts';

/**
 * The audit log (issue 20 item 4): one entry per successful change made in the back office, with
 * who, when, what and which record, and a short before/after summary in which secrets never appear.
 */
export const AUDIT_ACTIONS = ['create', 'update', 'delete', 'action'] as const;
export const auditActionSchema = z.enum(AUDIT_ACTIONS);
export type AuditAction = z.infer<typeof auditActionSchema>;

/** How long entries are kept (issue 20: one year). */
export const AUDIT_RETENTION_DAYS = 365;

/** One changed field: its value before and after (shortened; secrets shown as hidden). */
export const auditChangeSchema = z.object({
  field: z.string(),
  before: z.string().nullable(),
  after: z.string().nullable(),
});
export type AuditChange = z.infer<typeof auditChangeSchema>;

export const auditEntrySchema = z.object({
  id: idSchema,
  at: z.string(),
  actor: z.string(),
  action: auditActionSchema,
  method: z.string(),
  route: z.string(),
  /** What kind of record: a table (`review`, `setting:branding`) or the area of an undeclared route. */
  record_type: z.string(),
  record_id: z.string().nullable(),
  /** A readable name of the record (its title or name) when it has one. */
  record_label: z.string().nullable(),
  changes: z.array(auditChangeSchema),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

const dayOrTime = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}(T[\d:.]+Z?)?$/, 'is not a date');

export const auditListQuerySchema = listQuerySchema.extend({
  actor: z.string().trim().max(100).optional(),
  record_type: z.string().trim().max(100).optional(),
  action: auditActionSchema.optional(),
  /** First day included (YYYY-MM-DD, UTC). */
  from: dayOrTime.optional(),
  /** Last day included (YYYY-MM-DD, UTC). */
  to: dayOrTime.optional(),
});
export type AuditListQuery = z.infer<typeof auditListQuerySchema>;

export const auditListSchema = z.object({
  entries: z.array(auditEntrySchema),
  /** Whether more entries match (ask again with `skip`). */
  more: z.boolean(),
  /** Every actor and record type in the log, for the filters. */
  actors: z.array(z.string()),
  record_types: z.array(z.string()),
});
export type AuditList = z.infer<typeof auditListSchema>;
