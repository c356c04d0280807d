import { defineModule } from '../module.ts';
import { formsAdminRoutes } from './forms.admin-routes.ts';
import { formsPublicRoutes } from './forms.public-routes.ts';

/** Contact messages and booking requests: the public forms and the back office's inbox. */
export const formsModule = defineModule({
  name: 'forms',
  tables: ['contact_message', 'booking_request', 'idempotency_record'],
  publicRoutes: async (app, s) => {
    await app.register(formsPublicRoutes, {
      prefix: '/api/public',
      forms: s.forms,
      runPublicForm: s.runPublicForm,
      onMailQueued: s.onMailQueued,
    });
  },
  adminRoutes: async (app, s) => {
    await app.register(formsAdminRoutes, { forms: s.forms });
  },
});
