import { defineModule, provide } from '../module.ts';
import { auditAdminRoutes } from './audit.admin-routes.ts';
import { type AuditService, createAuditService } from './audit.service.ts';

declare module '../module.ts' {
  interface ServiceRegistry {
    audit: AuditService;
  }
}

/**
 * The audit log (issue 20 item 4): app.ts installs the recorder (audit.recorder.ts) in the admin
 * scope; this module owns the table and lists it.
 */
export const auditModule = defineModule({
  name: 'audit',
  provides: { audit: provide(['db', 'clock'], createAuditService) },
  tables: ['audit_entry'],
  notMediaColumns: [],
  // An entry names the record it changed (a review's author) and its fields before and after: a
  // person's erasure empties the entries that mention their address (ADR 030).
  personalData: [
    {
      table: 'audit_entry',
      columns: { record_label: 'name', changes: 'text' },
      emailColumns: [],
      textColumns: ['changes', 'record_label'],
      erase: 'anonymise',
      anonymised: { record_label: '', changes: '[]' },
    },
  ],
  adminRoutes: async (app, s) => {
    await app.register(auditAdminRoutes, { audit: s.audit });
  },
});
