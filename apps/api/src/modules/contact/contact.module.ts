import { defineModule, provide } from '../module.ts';
import { contactAdminRoutes } from './contact.admin-routes.ts';
import { contactPublicRoutes } from './contact.public-routes.ts';
import { type ContactService, createContactService } from './contact.service.ts';

declare module '../module.ts' {
  interface ServiceRegistry {
    contact: ContactService;
  }
}

/** Visitors' messages: the public form and the inbox's contact tab. */
export const contactModule = defineModule({
  name: 'contact',
  provides: { contact: provide(['db', 'clock', 'idempotency', 'mail', 'consents'], createContactService) },
  tables: ['contact_message'],
  personalData: [
    {
      table: 'contact_message',
      columns: { name: 'name', email: 'email', phone: 'phone', subject: 'text', message: 'text' },
      emailColumns: ['email'],
      client: { kind: 'messages', at: 'created_at', name: 'name', phone: 'phone' },
      erase: 'delete',
    },
  ],
  auditedRecords: [{ routes: '/api/admin/forms/contacts', table: 'contact_message' }],
  publicRoutes: async (app, s) => {
    await app.register(contactPublicRoutes, { prefix: '/api/public', contact: s.contact });
  },
  adminRoutes: async (app, s) => {
    await app.register(contactAdminRoutes, { contact: s.contact });
  },
});
