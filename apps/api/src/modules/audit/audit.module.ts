import { defineModule } from '../module.ts';
import { auditAdminRoutes } from './audit.admin-routes.ts';

/**
 * The audit log (issue 20 item 4): app.ts installs the recorder (audit.recorder.ts) in the admin
 * scope; this module owns the table and lists it.
 */
export const auditModule = defineModule({
  name: 'audit',
  tables: ['audit_entry'],
  notMediaColumns: [],
  adminRoutes: async (app, s) => {
    await app.register(auditAdminRoutes, { audit: s.audit });
  },
});
