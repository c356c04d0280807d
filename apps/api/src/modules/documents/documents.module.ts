import { defineModule, provide } from '../module.ts';
import { documentsAdminRoutes } from './documents.admin-routes.ts';
import { documentsPublicRoutes } from './documents.public-routes.ts';
import { createDocumentsService, type DocumentsService } from './documents.service.ts';

declare module '../module.ts' {
  interface ServiceRegistry {
    documents: DocumentsService;
  }
}

/** PDFs for clients (contract, questionnaire), per language. */
export const documentsModule = defineModule({
  name: 'documents',
  needs: ['auth'],
  provides: { documents: provide(['db', 'clock', 'media'], createDocumentsService) },
  tables: ['document'],
  auditedRecords: [{ routes: '/api/admin/settings/documents', table: 'document' }],
  mediaColumns: [
    { table: 'document', column: 'file_url' },
    { table: 'document', column: 'file_url_de' },
    { table: 'document', column: 'file_url_ru' },
  ],
  notMediaColumns: [
    { table: 'document', column: 'description_de', why: 'plain text' },
    { table: 'document', column: 'description_ru', why: 'plain text' },
  ],
  notPersonalColumns: [{ table: 'document', columns: ['name_de', 'name_ru'], why: 'a document’s title' }],
  // Visitors get the active documents, the back office (with a token) all of them.
  openAdminRoutes: async (app, s) => {
    await app.register(documentsPublicRoutes, { documents: s.documents, auth: s.auth });
  },
  adminRoutes: async (app, s) => {
    await app.register(documentsAdminRoutes, { documents: s.documents });
  },
});
