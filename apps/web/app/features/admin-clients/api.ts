import { officeOperations as ops } from '@app/contracts';
import { call } from '../admin-api/call';

/** One page of the client list (ADR 049): latest activity first, `q` a part of a name or address. */
export const listClients = (q: string) => (limit: number, skip: number) =>
  call(ops.clients, { query: { limit, skip, ...(q ? { q } : {}) } });
export const getClient = (id: string) => call(ops.client, { params: { id } });
export const saveClientNote = (id: string, note: string) =>
  call(ops.saveClientNote, { params: { id }, body: { note } });
