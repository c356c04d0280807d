import type {
  BookingCreate,
  BookingRequest,
  BookingStatus,
  FieldErrorCode,
  Language,
  ServicesSettings,
} from '@app/contracts';
import type { Kysely, Selectable } from 'kysely';
import { newId } from '../../db/ids.ts';
import { fromFlag, INBOX_LIST_LIMIT, readFilter, toFlag } from '../../db/rows.ts';
import type { BookingRequestTable, Database } from '../../db/schema.ts';
import { invalidField, notFound } from '../../http/errors.ts';
import type { Created, Idempotency, IdempotencyKey, Once } from '../idempotency/idempotency.service.ts';
import type { MailService } from '../mail/mail.service.ts';
import { bookingConfirmation, bookingOwnerMail } from './booking.mails.ts';
import {
  deleteBookingRequest,
  findBookingRequest,
  insertBookingRequest,
  listBookingRequests,
  updateBookingRequest,
} from './booking.repository.ts';

export const BOOKING_SENT = 'Buchungsanfrage gesendet! Ich melde mich bald bei Ihnen.';

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

export function createBookingService({
  db,
  clock,
  idempotency,
  mail,
  services,
}: {
  db: Kysely<Database>;
  clock: () => Date;
  idempotency: Idempotency;
  mail: Pick<MailService, 'notifyAdmin' | 'notifyVisitor'>;
  /** The services section, read through the given handle (the booking's transaction). */
  services: (handle: Kysely<Database>) => Promise<ServicesSettings>;
}) {
  /** The service (by id, or an exact German/Russian name) and tariff a booking names, or a 422. */
  async function resolveChoice(trx: Kysely<Database>, input: BookingCreate) {
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
    /** A visitor's booking request: stored pending, the owner notified, the visitor's confirmation queued. */
    submit(
      input: BookingCreate,
      { lang, idempotencyKey }: { lang: Language; idempotencyKey: IdempotencyKey | undefined },
    ): Promise<Once<Created>> {
      return idempotency.once('booking', idempotencyKey, async (trx: Kysely<Database>) => {
        const choice = await resolveChoice(trx, input);
        const now = clock();
        const id = newId(now);
        await insertBookingRequest(trx, {
          id,
          name: input.name,
          email: input.email,
          phone: input.phone,
          date: input.date,
          service: choice.service.id,
          service_name: choice.service.name_de,
          tariff: choice.tariff?.id ?? '',
          tariff_name: choice.tariff?.name_de ?? '',
          message: input.message,
          status: 'pending',
          read: 0,
          created_at: now.toISOString(),
          updated_at: now.toISOString(),
        });
        await mail.notifyAdmin(trx, bookingOwnerMail(input, choice));
        await mail.notifyVisitor(trx, { to: input.email, ...bookingConfirmation(lang, input, choice) });
        return { id, message: BOOKING_SENT };
      });
    },

    async list(query: { read?: 'true' | 'false'; limit?: number; skip?: number }) {
      const rows = await listBookingRequests(db, {
        read: readFilter(query.read),
        limit: query.limit ?? INBOX_LIST_LIMIT,
        skip: query.skip ?? 0,
      });
      return rows.map(toBooking);
    },

    async update(id: string, changes: { read?: boolean; status?: BookingStatus }) {
      const updated = await updateBookingRequest(db, id, {
        ...(changes.read !== undefined ? { read: toFlag(changes.read) } : {}),
        ...(changes.status !== undefined ? { status: changes.status } : {}),
        updated_at: clock().toISOString(),
      });
      const row = updated ? await findBookingRequest(db, id) : undefined;
      if (!row) throw notFound('Booking request not found');
      return toBooking(row);
    },

    async remove(id: string) {
      if (!(await deleteBookingRequest(db, id))) throw notFound('Booking request not found');
      return { message: 'Booking request deleted' };
    },
  };
}

export type BookingService = ReturnType<typeof createBookingService>;
