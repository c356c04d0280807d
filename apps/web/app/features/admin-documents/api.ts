import { type DocumentInput, documentsResponseSchema, type SiteDocument } from '@app/contracts';
import { api } from '../admin-api/client';

export type { DocumentInput };

export const EMPTY_DOCUMENT: DocumentInput = {
  name_de: '',
  name_ru: '',
  description_de: '',
  description_ru: '',
  filename_de: '',
  file_url_de: '',
  file_size_de: null,
  filename_ru: '',
  file_url_ru: '',
  file_size_ru: null,
  filename: '',
  file_url: '',
  file_size: null,
  active: true,
  sort_order: 0,
};

export async function listDocuments(): Promise<SiteDocument[]> {
  const body = documentsResponseSchema.parse(await api('/admin/settings/documents'));
  return [...body.documents].sort((a, b) => a.sort_order - b.sort_order);
}

export function toInput(doc: SiteDocument): DocumentInput {
  const { id: _id, created_at: _created, ...rest } = doc;
  return rest;
}

export const createDocument = (input: DocumentInput) =>
  api<{ document: SiteDocument }>('/admin/settings/documents', { json: input });
export const updateDocument = (id: string, input: DocumentInput) =>
  api<{ document: SiteDocument }>(`/admin/settings/documents/${id}`, { method: 'PUT', json: input });
export const deleteDocument = (id: string) => api(`/admin/settings/documents/${id}`, { method: 'DELETE' });
