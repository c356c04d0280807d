import type {
  BookingCreate,
  BookingRequest,
  BookingStatus,
  ContactCreate,
  ContactMessage,
  FieldErrorCode,
  Language,
  ServicesSettings,
} from '@app/contracts';
import type { Kysely, Selectable } from 'kysely';
import { newId } from '../../db/ids.ts';
import { fromFlag, toFlag } from '../../db/rows.ts';
import type { BookingRequestTable, ContactMessageTable, Database } from '../../db/schema.ts';
import { invalidField, notFound } from '../../http/errors.ts';
import type { PublicFormResult } from '../../http/public-form.ts';
import { bookingConfirmation, contactConfirmation } from './forms.confirmations.ts';
import {
  deleteBookingRequest,
  deleteContactMessage,
  findBookingRequest,
  findContactMessage,
  insertBookingRequest,
  insertContactMessage,
  listBookingRequests,
  listContactMessages,
  updateBookingRequest,
  updateContactMessage,
} from './forms.repository.ts';

export const CONTACT_SENT = 'Nachricht gesendet! Ich melde mich bald bei Ihnen.';
export const BOOKING_SENT = 'Buchungsanfrage gesendet! Ich melde mich bald bei Ihnen.';
const DEFAULT_LIST_LIMIT = 1000;

export interface FormsServiceDeps {
  db: Kysely<Database>;
  clock: () => Date;
  /** The services section, read through the given handle (the form's transaction). */
  services: (handle: Kysely<Database>) => Promise<ServicesSettings>;
  /** Queues a mail to the admin in the given transaction (no-op while e-mail is not configured). */
  notifyAdmin: (trx: Kysely<Database>, mail: { subject: string; text: string; replyTo?: string }) => Promise<boolean>;
  /** Queues the visitor's confirmation in the given transaction (no-op while e-mail is not configured). */
  notifyVisitor: (trx: Kysely<Database>, mail: { to: string; subject: string; text: string }) => Promise<boolean>;
}

const toContact = (row: Selectable<ContactMessageTable>): ContactMessage => ({
  id: row.id,
  name: row.name,
  email: row.email,
  phone: row.phone,
  subject: row.subject,
  message: row.message,
  read: fromFlag(row.read),
  created_at: row.created_at,
});

const toBooking = (row: Selectable<BookingRequestTable>): BookingRequest => ({
  id: row.id,
  name: row.name,
  email: row.email,
  phone: row.phone,
  date: row.date,
  service: row.service,
  service_name: row.service_name,
  tariff: row.tariff,
  tariff_name: row.tariff_name,
  message: row.message,
  status: row.status,
  read: fromFlag(row.read),
  created_at: row.created_at,
});

const invalid = (path: string, message: string, code: FieldErrorCode = 'invalid_choice') =>
  invalidField(path, code, message);

/** One line for a mail subject: no line breaks from visitor input. */
const oneLine = (value: string) => value.replace(/\s+/g, ' ').trim().slice(0, 120);

const readFilter = (read: 'true' | 'false' | undefined) => (read === undefined ? undefined : toFlag(read === 'true'));

export function createFormsService({ db, clock, services, notifyAdmin, notifyVisitor }: FormsServiceDeps) {
  /** The service (by id, or an exact German/Russian name) and tariff a booking names, or a 422. */
  async function resolveBookingChoice(trx: Kysely<Database>, input: BookingCreate) {
    const { services: list } = await services(trx);
    const service =
      list.find((s) => s.id === input.service) ??
      list.find((s) => s.name_de === input.service || s.name_ru === input.service);
    if (!service?.active) throw invalid('service', 'unknown service');
    if (service.tariffs.length === 0) {
      if (input.tariff !== '') throw invalid('tariff', 'this service has no tariffs', 'invalid_value');
      return { service, tariff: null };
    }
    if (input.tariff === '') throw invalid('tariff', 'is required for this service', 'required');
    const tariff =
      service.tariffs.find((t) => t.id === input.tariff) ??
      service.tariffs.find((t) => t.name_de === input.tariff || t.name_ru === input.tariff);
    if (!tariff) throw invalid('tariff', 'unknown tariff for this service');
    return { service, tariff };
  }

  return {
    async createContact(trx: Kysely<Database>, input: ContactCreate, lang: Language = 'de'): Promise<PublicFormResult> {
      const now = clock();
      const id = newId(now);
      await insertContactMessage(trx, {
        id,
        name: input.name,
        email: input.email,
        phone: input.phone,
        subject: input.subject,
        message: input.message,
        read: 0,
        created_at: now.toISOString(),
        updated_at: now.toISOString(),
      });
      await notifyAdmin(trx, {
        subject: oneLine(`Neue Nachricht / Новое сообщение: ${input.name}`),
        replyTo: input.email,
        text: [
          'Neue Nachricht über das Kontaktformular / Новое сообщение через форму обратной связи',
          '',
          `Name / Имя: ${input.name}`,
          `E-Mail: ${input.email}`,
          `Telefon / Телефон: ${input.phone || '-'}`,
          `Betreff / Тема: ${input.subject || '-'}`,
          '',
          input.message,
        ].join('\n'),
      });
      await notifyVisitor(trx, { to: input.email, ...contactConfirmation(lang, input.name, input.message) });
      return { status: 201, body: { id, message: CONTACT_SENT } };
    },

    async createBooking(trx: Kysely<Database>, input: BookingCreate, lang: Language = 'de'): Promise<PublicFormResult> {
      const { service, tariff } = await resolveBookingChoice(trx, input);
      const now = clock();
      const id = newId(now);
      await insertBookingRequest(trx, {
        id,
        name: input.name,
        email: input.email,
        phone: input.phone,
        date: input.date,
        service: service.id,
        service_name: service.name_de,
        tariff: tariff?.id ?? '',
        tariff_name: tariff?.name_de ?? '',
        message: input.message,
        status: 'pending',
        read: 0,
        created_at: now.toISOString(),
        updated_at: now.toISOString(),
      });
      await notifyAdmin(trx, {
        subject: oneLine(`Neue Buchungsanfrage / Новая заявка: ${input.name}, ${service.name_de}, ${input.date}`),
        replyTo: input.email,
        text: [
          'Neue Buchungsanfrage / Новая заявка на съёмку',
          '',
          `Name / Имя: ${input.name}`,
          `E-Mail: ${input.email}`,
          `Telefon / Телефон: ${input.phone}`,
          `Datum / Дата: ${input.date}`,
          `Leistung / Услуга: ${service.name_de}`,
          `Tarif / Тариф: ${tariff?.name_de ?? '-'}`,
          '',
          input.message || '-',
        ].join('\n'),
      });
      const serviceName = lang === 'ru' ? service.name_ru || service.name_de : service.name_de;
      const tariffName = tariff ? (lang === 'ru' ? tariff.name_ru || tariff.name_de : tariff.name_de) : '';
      await notifyVisitor(trx, {
        to: input.email,
        ...bookingConfirmation(lang, { name: input.name, date: input.date, service: serviceName, tariff: tariffName }),
      });
      return { status: 201, body: { id, message: BOOKING_SENT } };
    },

    async listContacts(query: { read?: 'true' | 'false'; limit?: number; skip?: number }) {
      const rows = await listContactMessages(db, {
        read: readFilter(query.read),
        limit: query.limit ?? DEFAULT_LIST_LIMIT,
        skip: query.skip ?? 0,
      });
      return rows.map(toContact);
    },

    async updateContact(id: string, changes: { read: boolean }) {
      const updated = await updateContactMessage(db, id, {
        read: toFlag(changes.read),
        updated_at: clock().toISOString(),
      });
      const row = updated ? await findContactMessage(db, id) : undefined;
      if (!row) throw notFound('Contact message not found');
      return toContact(row);
    },

    async deleteContact(id: string) {
      if (!(await deleteContactMessage(db, id))) throw notFound('Contact message not found');
      return { message: 'Contact message deleted' };
    },

    async listBookings(query: { read?: 'true' | 'false'; limit?: number; skip?: number }) {
      const rows = await listBookingRequests(db, {
        read: readFilter(query.read),
        limit: query.limit ?? DEFAULT_LIST_LIMIT,
        skip: query.skip ?? 0,
      });
      return rows.map(toBooking);
    },

    async updateBooking(id: string, changes: { read?: boolean; status?: BookingStatus }) {
      const updated = await updateBookingRequest(db, id, {
        ...(changes.read !== undefined ? { read: toFlag(changes.read) } : {}),
        ...(changes.status !== undefined ? { status: changes.status } : {}),
        updated_at: clock().toISOString(),
      });
      const row = updated ? await findBookingRequest(db, id) : undefined;
      if (!row) throw notFound('Booking request not found');
      return toBooking(row);
    },

    async deleteBooking(id: string) {
      if (!(await deleteBookingRequest(db, id))) throw notFound('Booking request not found');
      return { message: 'Booking request deleted' };
    },
  };
}

export type FormsService = ReturnType<typeof createFormsService>;
