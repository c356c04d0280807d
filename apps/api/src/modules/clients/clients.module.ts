import { defineModule, personalTablesOf, provide } from '../module.ts';
import { clientsAdminRoutes } from './clients.admin-routes.ts';
import { type ClientsService, createClientsService } from './clients.service.ts';

declare module '../module.ts' {
  interface ServiceRegistry {
    clients: ClientsService;
  }
}

/**
 * One client record (issue 35 item 6, ADR 049): each person once by address across the tables
 * the modules declare as client sources, read through the privacy tools' person lookup.
 */
export const clientsModule = defineModule({
  name: 'clients',
  provides: {
    clients: provide(['db', 'clock', 'modules', 'privacy'], ({ modules, ...s }) =>
      createClientsService({ ...s, tables: personalTablesOf(modules) }),
    ),
  },
  tables: ['client'],
  // The address and the owner's note about the person: found by the address, deleted on erasure.
  personalData: [
    { table: 'client', columns: { email: 'email', note: 'text' }, emailColumns: ['email'], erase: 'delete' },
  ],
  notPersonalColumns: [{ table: 'client', columns: ['note_updated_at'], why: 'when the owner last changed the note' }],
  auditedRecords: [{ routes: '/api/admin/clients', table: 'client' }],
  adminRoutes: async (app, s) => {
    await app.register(clientsAdminRoutes, { clients: s.clients });
  },
});
