import {
  type ClientCounts,
  type ClientListQuery,
  type ClientRecord,
  type ClientSummary,
  normaliseClientEmail,
} from '@app/contracts';
import type { Kysely } from 'kysely';
import { newId } from '../../db/ids.ts';
import type { Database } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import { type ClientSource, nameKey, type PersonalRow, type PersonalTable } from '../module.ts';
import type { PrivacyService } from '../privacy/privacy.service.ts';
import {
  activityByEmail,
  deleteClients,
  findClientById,
  insertClientsIfMissing,
  listClientRows,
  updateClientNote,
} from './clients.repository.ts';

/** A declared table whose rows make a person a client. */
type Source = PersonalTable & { client: NonNullable<PersonalTable['client']> };

const EMPTY_COUNTS = (): ClientCounts => ({
  bookings: 0,
  messages: 0,
  galleries: 0,
  reviews: 0,
  newsletter: 0,
  consents: 0,
});

interface Seen {
  email: string;
  counts: ClientCounts;
  last: string;
  /** The name of the latest record that has one. */
  name: string;
  nameAt: string;
  names: string[];
}

const DEFAULT_LIMIT = 100;

/** Distinct non-empty values, compared as names are (case, spaces). */
function distinct(values: readonly unknown[]): string[] {
  const found = new Map<string, string>();
  for (const value of values) {
    const text = typeof value === 'string' ? value.trim() : '';
    if (text && !found.has(nameKey(text))) found.set(nameKey(text), text);
  }
  return [...found.values()];
}

const str = (value: unknown) => (value === null || value === undefined ? '' : String(value));
const nullable = (value: unknown) => (value === null || value === undefined || value === '' ? null : String(value));

/**
 * One record per person (issue 35 item 6, ADR 049). The list groups the rows of every table
 * declared as a client source (`personalData[].client`) by address; the record is the privacy
 * tools' person view of that address (the same lookup the export and erasure use), shaped per
 * kind, with the owner's note (the `client` row, itself declared personal: erased with the person).
 */
export function createClientsService({
  db,
  clock,
  tables,
  privacy,
}: {
  db: Kysely<Database>;
  clock: () => Date;
  tables: readonly PersonalTable[];
  privacy: PrivacyService;
}) {
  const sources = tables.filter((t): t is Source => t.client !== undefined && t.emailColumns.length > 0);

  async function seen(): Promise<Map<string, Seen>> {
    const people = new Map<string, Seen>();
    for (const source of sources) {
      const rows = await activityByEmail(db, source.table, { email: source.emailColumns[0] ?? '', ...source.client });
      for (const row of rows) {
        const email = normaliseClientEmail(row.email);
        if (!email) continue;
        const person = people.get(email) ?? {
          email,
          counts: EMPTY_COUNTS(),
          last: '',
          name: '',
          nameAt: '',
          names: [],
        };
        person.counts[source.client.kind] += row.n;
        if (row.last > person.last) person.last = row.last;
        if (row.name.trim()) {
          person.names.push(row.name.trim());
          if (row.last >= person.nameAt) {
            person.name = row.name.trim();
            person.nameAt = row.last;
          }
        }
        people.set(email, person);
      }
    }
    return people;
  }

  /** The record of a client row: the person view of its address, shaped per kind. */
  async function record(client: {
    id: string;
    email: string;
    note: string;
    note_updated_at: string | null;
    created_at: string;
  }): Promise<ClientRecord> {
    const person = await privacy.person({ email: client.email, name: '' });
    const rowsOf = (kind: ClientSource): { source: Source; rows: PersonalRow[] }[] =>
      sources
        .filter((s) => s.client.kind === kind)
        .map((source) => ({
          source,
          rows: person.sections.find((section) => section.table === source.table)?.rows ?? [],
        }));
    const all = sources.map((source) => ({
      source,
      rows: person.sections.find((section) => section.table === source.table)?.rows ?? [],
    }));
    // The latest record's value first (the name the person gave last heads the page, as in the list).
    const pick = (key: 'name' | 'phone' | 'lang') =>
      distinct(
        all
          .flatMap(({ source, rows }) => {
            const column = source.client[key];
            return column ? rows.map((r) => ({ value: r[column], at: str(r[source.client.at]) })) : [];
          })
          .sort((a, b) => b.at.localeCompare(a.at))
          .map((x) => x.value),
      );
    const rows = (kind: ClientSource) => rowsOf(kind).flatMap((x) => x.rows);
    const byNewest = <T extends { created_at: string }>(items: T[]) =>
      items.sort((a, b) => b.created_at.localeCompare(a.created_at));
    const dates = all.flatMap(({ source, rows }) => rows.map((r) => str(r[source.client.at])));
    const subscriber = rows('newsletter').sort((a, b) => str(b.created_at).localeCompare(str(a.created_at)))[0];
    return {
      id: client.id,
      email: client.email,
      names: pick('name'),
      phones: pick('phone'),
      languages: pick('lang'),
      bookings: byNewest(
        rows('bookings').map((r) => ({
          id: str(r.id),
          status: str(r.status),
          date: str(r.date),
          time: str(r.time),
          service_name: str(r.service_name),
          tariff_name: str(r.tariff_name),
          created_at: str(r.created_at),
        })),
      ),
      messages: byNewest(
        rows('messages').map((r) => ({ id: str(r.id), subject: str(r.subject), created_at: str(r.created_at) })),
      ),
      galleries: byNewest(
        rows('galleries').map((r) => ({
          id: str(r.id),
          title_de: str(r.title_de),
          title_ru: str(r.title_ru),
          booking_id: nullable(r.booking_id),
          expires_at: nullable(r.expires_at),
          created_at: str(r.created_at),
        })),
      ),
      reviews: byNewest(
        rows('reviews').map((r) => ({
          id: str(r.id),
          rating: Number(r.rating),
          approved: r.approved === true || Number(r.approved) === 1,
          created_at: str(r.created_at),
        })),
      ),
      consents: rows('consents')
        .map((r) => ({
          id: str(r.id),
          purpose: str(r.purpose),
          record_table: str(r.record_table),
          lang: str(r.lang),
          given_at: str(r.given_at),
        }))
        .sort((a, b) => b.given_at.localeCompare(a.given_at)),
      newsletter: subscriber
        ? {
            status: str(subscriber.status),
            created_at: str(subscriber.created_at),
            confirmed_at: nullable(subscriber.confirmed_at),
            unsubscribed_at: nullable(subscriber.unsubscribed_at),
          }
        : null,
      note: client.note,
      note_updated_at: client.note_updated_at,
      last_activity: [...dates, client.note_updated_at ?? '', client.created_at].reduce((a, b) => (b > a ? b : a), ''),
    };
  }

  async function byId(id: string) {
    const client = await findClientById(db, id);
    if (!client) throw notFound('Client not found');
    return client;
  }

  return {
    /**
     * Each person once, the latest activity first; `q` finds a part of an address or of any name
     * seen (any case). An address seen for the first time gets its client row (its opaque id).
     */
    async list(query: ClientListQuery): Promise<ClientSummary[]> {
      const people = await seen();
      let clients = await listClientRows(db);
      const known = new Set(clients.map((c) => c.email));
      const created = clock().toISOString();
      const missing = [...people.keys()].filter((email) => !known.has(email));
      if (missing.length > 0) {
        await insertClientsIfMissing(
          db,
          missing.map((email) => ({ id: newId(clock()), email, created_at: created })),
        );
        clients = await listClientRows(db);
      }
      // A row with neither records nor a note (its records deleted or expired) is not a client:
      // its address is kept for no purpose, so it goes.
      await deleteClients(
        db,
        clients.filter((c) => !people.has(c.email) && c.note === '').map((c) => c.id),
      );
      const wanted = query.q ? nameKey(query.q) : '';
      const list: ClientSummary[] = [];
      for (const client of clients) {
        const person = people.get(client.email);
        const note = client.note !== '';
        if (!person && !note) continue;
        if (wanted) {
          const texts = [client.email, ...(person?.names ?? [])].map(nameKey);
          if (!texts.some((text) => text.includes(wanted))) continue;
        }
        list.push({
          id: client.id,
          email: client.email,
          name: person?.name ?? '',
          counts: person?.counts ?? EMPTY_COUNTS(),
          last_activity: [person?.last ?? '', client.note_updated_at ?? ''].reduce((a, b) => (b > a ? b : a), ''),
          has_note: note,
        });
      }
      list.sort((a, b) => b.last_activity.localeCompare(a.last_activity) || a.email.localeCompare(b.email));
      const skip = query.skip ?? 0;
      return list.slice(skip, skip + (query.limit ?? DEFAULT_LIMIT));
    },

    async get(id: string): Promise<ClientRecord> {
      return record(await byId(id));
    },

    async saveNote(id: string, note: string): Promise<ClientRecord> {
      await byId(id);
      await updateClientNote(db, id, note, clock().toISOString());
      return record(await byId(id));
    },
  };
}

export type ClientsService = ReturnType<typeof createClientsService>;
