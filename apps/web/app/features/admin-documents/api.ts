import { type DocumentInput, settingsOperations as ops, type SiteDocument } from '@app/contracts';
import { call } from '../admin-api/call';

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
  const body = await call(ops.documents);
  return [...body.documents].sort((a, b) => a.sort_order - b.sort_order);
}

export function toInput(doc: SiteDocument): DocumentInput {
  const { id: _id, created_at: _created, ...rest } = doc;
  return rest;
}

export const createDocument = (input: DocumentInput) => call(ops.createDocument, { body: input });
export const updateDocument = (id: string, input: DocumentInput) =>
  call(ops.updateDocument, { params: { id }, body: input });
export const deleteDocument = (id: string) => call(ops.deleteDocument, { params: { id } });
