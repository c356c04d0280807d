import { createHash, randomBytes } from 'node:crypto';
import {
  type AvailabilityResponse,
  type AvailabilitySettings,
  type BlockedRange,
  type BookingAdminCreate,
  type BookingConfirmResult,
  type BookingCreate,
  type BookingMailKind,
  type BookingMails,
  type BookingMode,
  type BookingModesResponse,
  type BookingMove,
  type BookingRequest,
  type BookingStatus,
  DEFAULT_AVAILABILITY,
  DEFAULT_BOOKING_MAILS,
  type FieldErrorCode,
  type Language,
  localePath,
  type ServicesSettings,
} from '@app/contracts';
import { type Kysely, PostgresAdapter, type Selectable, sql } from 'kysely';
import { newId } from '../../db/ids.ts';
import { fromFlag, INBOX_LIST_LIMIT, readFilter, toFlag } from '../../db/rows.ts';
import type { BlockedRangeTable, BookingRequestTable, Database } from '../../db/schema.ts';
import type { Seeder } from '../../db/seed.ts';
import { inTransaction } from '../../db/transaction.ts';
import { AppError, invalidField, notFound } from '../../http/errors.ts';
import type { Created, Idempotency, IdempotencyKey, Once } from '../idempotency/idempotency.service.ts';
import { VISITOR_MAILS } from '../mail/mail.kinds.ts';
import { type MailService, mailboxKey } from '../mail/mail.service.ts';
import type { MailAttachment } from '../mail/mail.transport.ts';
import type { ConsentLedger } from '../privacy/privacy.consents.ts';
import { insertSettingIfMissing } from '../settings/settings.repository.ts';
import { section } from '../settings/settings.service.ts';
import {
  addDays,
  berlinDate,
  berlinInstant,
  closedReason,
  DAY_MINUTES,
  dayState,
  fits,
  isCalendarDate,
  modeOf,
  type Span,
  spanOf,
  type Taken,
} from './availability.ts';
import { bookingIcs, clockTime, deskMail, longDate, movedMail, siteHostOf, timeOfDay } from './booking.desk-mails.ts';
import { bookingConfirmLink, bookingOwnerMail, holdStartedMail, holdWarningMail } from './booking.mails.ts';
import {
  blockedRangesBetween,
  busyBetween,
  claimsBetween,
  confirmEmail,
  deleteBlockedRange,
  deleteBookingRequest,
  findBookingByToken,
  findBookingRequest,
  findExpiredHolds,
  hasClaims,
  holdsEndingBy,
  insertBlockedRange,
  insertBookingRequest,
  listBlockedRanges,
  listBookingRequests,
  markHoldWarned,
  moveStatus,
  openHolds,
  releaseSeats,
  runningHoldsEndingBy,
  setCalendarSequence,
  setHold,
  takeSeat,
  updateBookingRequest,
} from './booking.repository.ts';

export const BOOKING_SENT =
  'Buchungsanfrage gesendet! Bitte bestätigen Sie Ihre E-Mail-Adresse über den Link in der E-Mail, die wir Ihnen gerade geschickt haben.';

/** Open holds (pending, held, not run out) one mailbox and one client address may have at once (ADR 038). */
export const HOLDS_PER_HOLDER = 2;
/** How long a booking's e-mail confirmation link works. */
export const CONFIRM_LINK_DAYS = 7;

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** The booking desk's settings sections (rows of `setting`, like the site's other sections). */
export const AVAILABILITY = section<AvailabilitySettings>('availability', DEFAULT_AVAILABILITY);
export const BOOKING_MAILS = section<BookingMails>('booking_mails', DEFAULT_BOOKING_MAILS);
export const CALENDAR_FEED = section<{ secret: string }>('calendar_feed', { secret: '' });

/**
 * First start (and the upgrade that brings the booking desk): the default availability and client
 * mails are written once; what the owner saved is never touched.
 */
export const seedBookingDesk: Seeder = async ({ db, clock }) => {
  const now = clock().toISOString();
  for (const s of [AVAILABILITY, BOOKING_MAILS])
    await insertSettingIfMissing(db, s.key, JSON.stringify(s.defaults), now);
};

/** The place of a booking in the owner's diary: the part of the day it takes (ADR 045). */
const diaryResource = ([from, to]: Span) => `diary:${from}-${to}`;
const diarySpan = (resource: string): Span | null => {
  const match = /^diary:(\d+)-(\d+)$/.exec(resource);
  return match ? [Number(match[1]), Number(match[2])] : null;
};

/** What the owner's own calendars take of a day (no service has this id: ids are slugs). */
const BUSY = ' busy';

/** The longest range one availability question may cover. */
const MAX_RANGE_DAYS = 400;

const toBooking = (row: Selectable<BookingRequestTable>): BookingRequest => ({
  id: row.id,
  name: row.name,
  email: row.email,
  phone: row.phone,
  date: row.date,
  time: row.time,
  hold_until: row.hold_until,
  lang: row.lang,
  note: row.note,
  service: row.service,
  service_name: row.service_name,
  tariff: row.tariff,
  tariff_name: row.tariff_name,
  message: row.message,
  status: row.status,
  read: fromFlag(row.read),
  created_at: row.created_at,
  email_confirmed_at: row.email_confirmed_at,
  location: row.location ?? '',
  origin: row.origin === 'owner' ? 'owner' : 'visitor',
  history: parseHistory(row.history),
  hold_warned_at: row.hold_warned_at ?? null,
  undo_until: parseUndo(row.decision_undo)?.until ?? null,
});

/**
 * The state before the owner's last decision, kept while it can be undone (ADR 051): the status,
 * hold and `.ics` sequence to restore, whether the booking held its place in the diary, the outbox
 * reference of the decision's waiting mail (`mailed`: one was queued) and until when it waits.
 */
interface DecisionUndo {
  until: string;
  ref: string;
  mailed: boolean;
  status: string;
  hold_until: string;
  hold_warned_at: string | null;
  held: boolean;
  calendar_sequence: number | null;
}
function parseUndo(text: string | null | undefined): DecisionUndo | null {
  if (!text) return null;
  try {
    const parsed = JSON.parse(text) as Partial<DecisionUndo> | null;
    return parsed && typeof parsed.until === 'string' && typeof parsed.status === 'string'
      ? (parsed as DecisionUndo)
      : null;
  } catch {
    return null;
  }
}

/**
 * The owner's personal line in the client's mail (ADR 051): her words as written, as their own
 * paragraph before the closing (the template's last paragraph), or at the end of a one-paragraph
 * text. Placeholders in it are not filled; the HTML part escapes it like every text.
 */
export function withPersonalLine(text: string, line: string): string {
  const personal = line.replace(/\r\n?/g, '\n').trim();
  if (personal === '') return text;
  const paragraphs = text.split(/\n[ \t]*\n/);
  if (paragraphs.length < 2) return `${text.trimEnd()}\n\n${personal}`;
  const closing = paragraphs.pop() ?? '';
  return [...paragraphs, personal, closing].join('\n\n');
}

type Move = BookingRequest['history'][number];
function parseHistory(text: string | undefined): Move[] {
  try {
    const parsed: unknown = JSON.parse(text ?? '[]');
    return Array.isArray(parsed) ? (parsed as Move[]) : [];
  } catch {
    return [];
  }
}

const toBlocked = (row: Selectable<BlockedRangeTable>): BlockedRange => ({
  id: row.id,
  start_date: row.start_date,
  end_date: row.end_date,
  reason: row.reason,
  created_at: row.created_at,
});

const invalid = (path: string, message: string, code: FieldErrorCode = 'invalid_choice') =>
  invalidField(path, code, message);

/** The day (or the time) cannot be booked: a 409 naming the date field, in every language the page speaks. */
const unavailable = (path: 'date' | 'time', why: string) =>
  new AppError('booking.date_unavailable', `This ${path} cannot be booked (${why})`, {
    errors: [{ path, code: 'date_unavailable', message: why }],
  });

/** Status changes the owner may make; the places a booking holds follow its status. */
const TRANSITIONS: Record<string, readonly BookingStatus[]> = {
  confirmed: ['pending', 'declined', 'cancelled', 'expired'],
  declined: ['pending'],
  cancelled: ['pending', 'confirmed'],
  pending: [],
  expired: [],
};
const HOLDING: readonly string[] = ['pending', 'confirmed'];

const linkInvalid = () =>
  new AppError('booking.link_invalid', 'This confirmation link is not valid (unknown, used or too old)');

export function createBookingService({
  db,
  clock,
  idempotency,
  mail,
  consents,
  services,
  siteName,
  sender = async () => '',
  publicUrl,
  undoSeconds = 0,
}: {
  db: Kysely<Database>;
  clock: () => Date;
  idempotency: Idempotency;
  mail: Pick<MailService, 'notifyAdmin' | 'toVisitor' | 'withdraw' | 'withdrawUnsent'>;
  consents: ConsentLedger;
  /** The services section, read through the given handle (the booking's transaction). */
  services: (handle: Kysely<Database>) => Promise<ServicesSettings>;
  /** The site's name for the mails' signature. */
  siteName: (handle: Kysely<Database>) => Promise<string>;
  /** The address mails go out from (the `.ics` ORGANIZER). */
  sender?: (handle: Kysely<Database>) => Promise<string>;
  publicUrl: string;
  /** How long a decision's mail waits in the outbox, undoable (ADR 051); 0: it leaves at once. */
  undoSeconds?: number;
}) {
  const siteHost = siteHostOf(publicUrl);
  /** The office's desk, opened on one booking (the owner's mails link it). */
  const deskLink = (id: string) => `${publicUrl.replace(/\/+$/, '')}/admin/forms?booking=${id}`;

  /** The service (by id, or an exact German/Russian name) and tariff a booking names, or a 422. */
  async function resolveChoice(trx: Kysely<Database>, input: { service: string; tariff: string }) {
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

  /** A blocked range, or a whole day her own calendar says she is away (ADR 050). */
  async function isBlocked(trx: Kysely<Database>, date: string): Promise<boolean> {
    if ((await blockedRangesBetween(trx, date, date)).length > 0) return true;
    return (await busyBetween(trx, date, date)).some((b) => b.all_day === 1);
  }

  /**
   * The client's mail of one kind about a booking, queued in the transaction. A booking with a
   * time of day or a whole day (not a request without a time) carries its `.ics`: REQUEST when
   * confirmed or moved, CANCEL when cancelled after one was sent, each with the same UID and the
   * next SEQUENCE (stored on the booking). `moved` names the date it was moved from.
   */
  async function queueDeskMail(
    trx: Kysely<Database>,
    kind: BookingMailKind | 'moved',
    row: Selectable<BookingRequestTable>,
    moved?: { date: string; time: string },
    decision: { personal?: string; sendAt?: Date; ref?: string } = {},
  ): Promise<boolean> {
    const booking = toBooking(row);
    const lang: Language = booking.lang === 'ru' ? 'ru' : 'de';
    const { names, site } = await clientNames(trx, row);
    const settings = await AVAILABILITY.read(trx);
    const mode = modeOf(settings, booking.service);
    // A request without a time promises no date: no calendar entry (ADR 045).
    const dated = spanOf(mode, booking.time) !== null;
    const method =
      kind === 'confirmed' || kind === 'moved'
        ? 'REQUEST'
        : kind === 'cancelled' && row.calendar_sequence !== null
          ? 'CANCEL'
          : null;
    const withCalendar = dated && method !== null;
    const described = { ...booking, mode: mode.mode, calendar: withCalendar, duration_minutes: mode.duration_minutes };
    // Only a mailbox its owner confirmed through our link is not counted against the cap; the
    // typed name is used only where the kind allows it, and only towards such a mailbox.
    const confirmed = row.email_confirmed_at !== null;
    const withName = confirmed && VISITOR_MAILS[`booking.${kind}`].visitorText === 'name-if-confirmed';
    const written =
      kind === 'moved'
        ? movedMail(described, moved ?? { date: booking.date, time: booking.time }, names, site, withName)
        : deskMail(await BOOKING_MAILS.read(trx), kind, described, names, site, withName);
    const message = { ...written, text: withPersonalLine(written.text, decision.personal ?? '') };
    const attachments: MailAttachment[] = [];
    if (withCalendar && method) {
      const sequence = (row.calendar_sequence ?? -1) + 1;
      attachments.push(
        bookingIcs(described, {
          method,
          sequence,
          summary: `${names.service} – ${site}`,
          description: [
            `${names.service}${names.tariff ? ` (${names.tariff})` : ''}`,
            `${longDate(booking.date, lang)}, ${timeOfDay(described, lang)}`,
            site,
          ].join('\n'),
          location: row.location,
          organizer: { name: site, email: await sender(trx) },
          attendee: booking.email,
          siteHost,
          stamp: clock(),
        }),
      );
      await setCalendarSequence(trx, booking.id, sequence);
    }
    const queued = await mail.toVisitor(
      trx,
      `booking.${kind}`,
      { to: booking.email, ...message, ...(attachments.length > 0 ? { attachments } : {}) },
      {
        confirmed,
        ...(decision.sendAt ? { sendAt: decision.sendAt } : {}),
        ...(decision.ref ? { ref: decision.ref } : {}),
      },
    );
    // A request without a time has no date to remind of.
    if ((kind === 'confirmed' || kind === 'moved') && dated)
      await scheduleReminder(trx, row, { confirmed, names, site });
    return queued;
  }

  /** The service's and tariff's names in the client's language, and the site's name. */
  async function clientNames(trx: Kysely<Database>, row: Selectable<BookingRequestTable>) {
    const lang: Language = row.lang === 'ru' ? 'ru' : 'de';
    const { services: list } = await services(trx);
    const service = list.find((s) => s.id === row.service);
    const tariff = service?.tariffs.find((t) => t.id === row.tariff);
    const local = (named: { name_de: string; name_ru: string } | undefined, fallback: string) =>
      named ? (lang === 'ru' ? named.name_ru || named.name_de : named.name_de) : fallback;
    return {
      names: { service: local(service, row.service_name), tariff: local(tariff, row.tariff_name) },
      site: await siteName(trx),
    };
  }

  /**
   * The reminder N days before, at 09:00 Berlin time (one per booking: a move replaces it; a
   * reminder that would be due already is not queued).
   */
  async function scheduleReminder(
    trx: Kysely<Database>,
    row: Selectable<BookingRequestTable>,
    { confirmed, names, site }: { confirmed: boolean; names: { service: string; tariff: string }; site: string },
  ) {
    await mail.withdraw(trx, reminderRef(row.id));
    const settings = await AVAILABILITY.read(trx);
    if (settings.reminder_days <= 0) return;
    const at = berlinInstant(addDays(row.date, -settings.reminder_days), '09:00');
    if (at <= clock()) return;
    const booking = { ...toBooking(row), mode: modeOf(settings, row.service).mode };
    const reminder = deskMail(await BOOKING_MAILS.read(trx), 'reminder', booking, names, site, false);
    await mail.toVisitor(
      trx,
      'booking.reminder',
      { to: row.email, ...reminder },
      { sendAt: at, ref: reminderRef(row.id), confirmed },
    );
  }

  const reminderRef = (id: string) => `booking-reminder:${id}`;

  /**
   * Expires the holds that ran out (on one date, or all): each is marked expired once (a
   * concurrent run that finds it moved skips it), its places freed, the client and the owner told.
   */
  async function expireHolds(trx: Kysely<Database>, date?: string): Promise<number> {
    const now = clock().toISOString();
    let expired = 0;
    for (const row of await findExpiredHolds(trx, now, date)) {
      if (!(await moveStatus(trx, row.id, ['pending'], { status: 'expired', hold_until: '', updated_at: now })))
        continue;
      await releaseSeats(trx, row.id);
      // A hold the owner entered herself was never promised to the client by the site: no mail.
      if (row.origin !== 'owner') await queueDeskMail(trx, 'expired', { ...row, status: 'expired' });
      await mail.notifyAdmin(trx, {
        subject: `Anfrage abgelaufen / Заявка истекла: ${row.name}, ${longDate(row.date, 'de')}`,
        text: `${row.name} (${row.email}) – ${row.service_name} – ${longDate(row.date, 'de')} / ${longDate(row.date, 'ru')}${row.time ? `, ${clockTime(row.time, 'de')}` : ''}\n\nDie Reservierung ist abgelaufen; der Termin ist wieder frei.\nБронь истекла; дата снова свободна.\n\n${deskLink(row.id)}`,
        links: [deskLink(row.id)],
      });
      expired++;
    }
    return expired;
  }

  /**
   * The bookings holding a place on each date of [from, to], one entry per booking with the part
   * of the day it takes (ADR 045). Places taken before the one diary (`day:<service>`,
   * `slot:<service>:<time>`, ADR 021) are read through the booking's service and time.
   */
  async function takenBetween(
    handle: Kysely<Database>,
    settings: AvailabilitySettings,
    from: string,
    to: string,
  ): Promise<Map<string, Taken[]>> {
    const seen = new Set<string>();
    const byDate = new Map<string, Taken[]>();
    for (const row of await claimsBetween(handle, from, to, clock().toISOString())) {
      if (seen.has(row.booking_id)) continue;
      seen.add(row.booking_id);
      const span = diarySpan(row.resource) ?? spanOf(modeOf(settings, row.service), row.time) ?? [0, DAY_MINUTES];
      const day = byDate.get(row.date) ?? [];
      day.push({ service: row.service, span });
      byDate.set(row.date, day);
    }
    // Her own calendars' busy times (ADR 050): she is away, so every resource is taken then.
    for (const busy of await busyBetween(handle, from, to)) {
      const day = byDate.get(busy.date) ?? [];
      const span: Span = busy.all_day === 1 ? [0, DAY_MINUTES] : [busy.start_minute, busy.end_minute];
      for (let i = 0; i < (settings.resources ?? 1); i++) day.push({ service: BUSY, span });
      byDate.set(busy.date, day);
    }
    return byDate;
  }

  /**
   * On PostgreSQL, a transaction lock on the owner's day, so two bookings taking places on one
   * date count what is taken one after the other (SQLite runs one transaction at a time anyway).
   */
  async function lockDay(trx: Kysely<Database>, date: string) {
    if (!(trx.getExecutor().adapter instanceof PostgresAdapter)) return;
    await sql`select pg_advisory_xact_lock(hashtextextended(${`booking-diary:${date}`}, 0))`.execute(trx);
  }

  /**
   * Takes the part of the owner's day a booking needs (ADR 045), or answers false when the day
   * has no room for it (every resource busy at some minute of its span, or a day service at its
   * capacity). A request without a time takes nothing and answers true.
   */
  async function takePlace(
    trx: Kysely<Database>,
    booking: { id: string; service: string; date: string; time: string },
  ): Promise<boolean> {
    const settings = await AVAILABILITY.read(trx);
    const span = spanOf(modeOf(settings, booking.service), booking.time);
    if (span === null) return true;
    await lockDay(trx, booking.date);
    const taken = (await takenBetween(trx, settings, booking.date, booking.date)).get(booking.date) ?? [];
    if (!fits(settings, booking.service, booking.time, taken)) return false;
    return takeSeat(trx, {
      resource: diaryResource(span),
      date: booking.date,
      capacity: settings.resources ?? 1,
      bookingId: booking.id,
    });
  }

  /** Takes every place a booking needs on its date, or throws the 409 (the transaction rolls back). */
  async function claim(trx: Kysely<Database>, bookingId: string, serviceId: string, date: string, time: string) {
    if (!(await takePlace(trx, { id: bookingId, service: serviceId, date, time })))
      throw unavailable(time ? 'time' : 'date', 'no place left on that day');
  }

  /**
   * The owner's time for a booking she enters or moves: a slot service needs one (any time, not
   * only the public start times), a day service none; a request may have one or not.
   */
  function checkOwnerTime(mode: BookingMode['mode'], time: string) {
    if (mode === 'slot' && time === '') throw invalid('time', 'is required for this service', 'required');
    if (mode === 'day' && time !== '') throw invalid('time', 'this service is booked by the day', 'invalid_value');
  }

  /** Whether a date (and time) may be requested for a service at all; throws the 409 when not. */
  async function checkBookable(trx: Kysely<Database>, serviceId: string, date: string, time: string) {
    if (!isCalendarDate(date)) throw invalid('date', 'is not a calendar date', 'invalid_date');
    const settings = await AVAILABILITY.read(trx);
    const mode = modeOf(settings, serviceId);
    const closed = closedReason(settings, date, berlinDate(clock()), await isBlocked(trx, date));
    if (closed) throw unavailable('date', closed);
    if (mode.mode === 'slot') {
      if (time === '') throw invalid('time', 'is required for this service', 'required');
      if (!mode.start_times.includes(time)) throw unavailable('time', 'not a start time of this service');
    } else if (time !== '') {
      throw invalid('time', 'this service is booked by the day', 'invalid_value');
    }
    return { settings, mode };
  }

  /** Whether the owner's day has room for a booking now (what availability answers). */
  async function placesFree(trx: Kysely<Database>, serviceId: string, date: string, time: string): Promise<boolean> {
    const settings = await AVAILABILITY.read(trx);
    const taken = (await takenBetween(trx, settings, date, date)).get(date) ?? [];
    return fits(settings, serviceId, time, taken);
  }

  /**
   * On PostgreSQL, transaction locks on the holders (mailbox, address) in one order, so two
   * confirmations of one holder count open holds one after the other (SQLite runs one transaction
   * at a time anyway).
   */
  async function lockHolders(trx: Kysely<Database>, keys: string[]) {
    if (!(trx.getExecutor().adapter instanceof PostgresAdapter)) return;
    for (const key of [...keys].sort())
      await sql`select pg_advisory_xact_lock(hashtextextended(${`booking-holder:${key}`}, 0))`.execute(trx);
  }

  return {
    /**
     * A visitor's booking request: the day checked against the owner's availability (a day
     * without a free place is a 409 and nothing is stored), the request stored without a hold, the
     * owner notified and the link that confirms the visitor's address mailed (capped per mailbox).
     * The date is held only once that link is used (`confirm`, ADR 038).
     */
    submit(
      input: BookingCreate,
      {
        lang,
        idempotencyKey,
        clientIp = '',
      }: { lang: Language; idempotencyKey: IdempotencyKey | undefined; clientIp?: string },
    ): Promise<Once<Created>> {
      return idempotency.once('booking', idempotencyKey, async (trx: Kysely<Database>) => {
        const choice = await resolveChoice(trx, input);
        const time = input.time ?? '';
        const { mode } = await checkBookable(trx, choice.service.id, input.date, time);
        await expireHolds(trx, input.date);
        const now = clock();
        if (!(await placesFree(trx, choice.service.id, input.date, time)))
          throw unavailable(mode.mode === 'slot' ? 'time' : 'date', 'no place left on that day');
        const id = newId(now);
        const token = randomBytes(24).toString('base64url');
        await insertBookingRequest(trx, {
          id,
          name: input.name,
          email: input.email,
          phone: input.phone,
          date: input.date,
          time,
          hold_until: '',
          lang,
          note: '',
          service: choice.service.id,
          service_name: choice.service.name_de,
          tariff: choice.tariff?.id ?? '',
          tariff_name: choice.tariff?.name_de ?? '',
          message: input.message,
          status: 'pending',
          read: 0,
          email_confirmed_at: null,
          confirm_token_hash: sha256(token),
          client_ip: clientIp,
          created_at: now.toISOString(),
          updated_at: now.toISOString(),
        });
        await consents.record(trx, { purpose: 'booking', email: input.email, table: 'booking_request', id, lang });
        const settings = await AVAILABILITY.read(trx);
        await mail.notifyAdmin(
          trx,
          bookingOwnerMail(input, choice, {
            mode: mode.mode,
            holdHours: settings.hold_hours,
            deskUrl: deskLink(id),
          }),
        );
        const link = `${publicUrl}${localePath(lang, '/booking/confirm')}?token=${token}`;
        await mail.toVisitor(trx, 'booking.confirm-link', {
          to: input.email,
          ...bookingConfirmLink(lang, input, choice, link, spanOf(mode, time) === null),
        });
        return { id, message: BOOKING_SENT };
      });
    },

    /**
     * The link of the confirmation mail (one use, `CONFIRM_LINK_DAYS`): the address is confirmed
     * and, for a pending request of a service that takes places, the date is held for
     * `hold_hours`, unless it was taken meanwhile or the mailbox or the requesting address
     * already has `HOLDS_PER_HOLDER` open holds (then the request stays with the owner unheld).
     */
    async confirm(token: string): Promise<BookingConfirmResult> {
      return inTransaction(db, async (trx) => {
        const hash = sha256(token);
        const row = await findBookingByToken(trx, hash);
        const now = clock();
        if (!row || row.email_confirmed_at !== null) throw linkInvalid();
        if (Date.parse(row.created_at) < now.getTime() - CONFIRM_LINK_DAYS * 86_400_000) throw linkInvalid();
        if (!(await confirmEmail(trx, row.id, hash, now.toISOString()))) throw linkInvalid();
        const answer = (state: BookingConfirmResult['state'], holdUntil = ''): BookingConfirmResult => ({
          state,
          date: row.date,
          hold_until: holdUntil,
        });
        if (row.status !== 'pending' || (await hasClaims(trx, row.id))) return answer('received');
        const settings = await AVAILABILITY.read(trx);
        if (spanOf(modeOf(settings, row.service), row.time) === null) return answer('received');
        try {
          await checkBookable(trx, row.service, row.date, row.time);
        } catch (error) {
          if (error instanceof AppError) return answer('date_taken');
          throw error;
        }
        const mailbox = mailboxKey(row.email);
        await lockHolders(trx, [`mailbox:${mailbox}`, ...(row.client_ip ? [`ip:${row.client_ip}`] : [])]);
        await expireHolds(trx, row.date);
        const open = (await openHolds(trx, now.toISOString())).filter((h) => h.id !== row.id);
        if (
          open.filter((h) => mailboxKey(h.email) === mailbox).length >= HOLDS_PER_HOLDER ||
          (row.client_ip !== '' && open.filter((h) => h.client_ip === row.client_ip).length >= HOLDS_PER_HOLDER)
        )
          return answer('hold_limit');
        if (!(await takePlace(trx, row))) return answer('date_taken');
        const holdUntil = new Date(now.getTime() + settings.hold_hours * 3_600_000).toISOString();
        await setHold(trx, row.id, holdUntil, now.toISOString());
        await mail.notifyAdmin(trx, holdStartedMail(row, holdUntil, deskLink(row.id)));
        return answer('held', holdUntil);
      });
    },

    /** Per day of [from, to]: free / full / blocked (and a slot service's free start times). */
    async availability(query: { service: string; from: string; to: string }): Promise<AvailabilityResponse> {
      if (!isCalendarDate(query.from)) throw invalid('from', 'is not a calendar date', 'invalid_date');
      if (!isCalendarDate(query.to)) throw invalid('to', 'is not a calendar date', 'invalid_date');
      if (query.to < query.from) throw invalid('to', 'must not be before from', 'invalid_value');
      if (query.to > addDays(query.from, MAX_RANGE_DAYS))
        throw invalid('to', `at most ${MAX_RANGE_DAYS} days per question`, 'too_big');
      const { services: list } = await services(db);
      const service = list.find((s) => s.id === query.service && s.active);
      if (!service) throw invalid('service', 'unknown service');
      const settings = await AVAILABILITY.read(db);
      const mode = modeOf(settings, service.id);
      const now = clock();
      const [taken, blocked, busy] = await Promise.all([
        takenBetween(db, settings, query.from, query.to),
        blockedRangesBetween(db, query.from, query.to),
        busyBetween(db, query.from, query.to),
      ]);
      const awayDays = new Set(busy.filter((b) => b.all_day === 1).map((b) => b.date));
      const today = berlinDate(now);
      const days: AvailabilityResponse['days'] = [];
      for (let date = query.from; date <= query.to; date = addDays(date, 1)) {
        const isBlockedDay = awayDays.has(date) || blocked.some((b) => b.start_date <= date && date <= b.end_date);
        const facts = { taken: taken.get(date) ?? [], blocked: isBlockedDay };
        days.push({ date, ...dayState(settings, service.id, date, today, facts) });
      }
      return { service: service.id, mode: mode.mode, time_zone: 'Europe/Berlin', days };
    },

    async list(query: {
      read?: 'true' | 'false';
      status?: BookingStatus;
      from?: string;
      to?: string;
      sort?: 'created' | 'date' | 'urgency';
      limit?: number;
      skip?: number;
    }) {
      const rows = await listBookingRequests(db, {
        read: readFilter(query.read),
        status: query.status,
        from: query.from,
        to: query.to,
        sort: query.sort,
        limit: query.limit ?? INBOX_LIST_LIMIT,
        skip: query.skip ?? 0,
      });
      return rows.map(toBooking);
    },

    /**
     * The owner's changes: read, a private note, or a status. Confirming takes the places again
     * when the booking had let them go (409 when they are gone meanwhile); declining, cancelling
     * free them and withdraw the reminder. Each status change mails the client in their language.
     */
    async update(id: string, changes: { read?: boolean; status?: BookingStatus; note?: string; message?: string }) {
      return inTransaction(db, async (trx) => {
        const row = await findBookingRequest(trx, id);
        if (!row) throw notFound('Booking request not found');
        const now = clock().toISOString();
        let undo: DecisionUndo | null | undefined;
        if (changes.status !== undefined && changes.status !== row.status) {
          const before = {
            status: row.status,
            hold_until: row.hold_until,
            hold_warned_at: row.hold_warned_at ?? null,
            held: await hasClaims(trx, id),
            calendar_sequence: row.calendar_sequence ?? null,
          };
          const allowed = TRANSITIONS[changes.status] ?? [];
          if (!allowed.includes(row.status as BookingStatus))
            throw new AppError('booking.invalid_transition', `cannot change ${row.status} to ${changes.status}`);
          if (!(await moveStatus(trx, id, [row.status], { status: changes.status, hold_until: '', updated_at: now })))
            throw new AppError('conflict', 'The booking was changed meanwhile');
          const holds = HOLDING.includes(changes.status);
          // A request that holds nothing yet (its address unconfirmed, or over the hold limit)
          // takes its places when the owner confirms it; one that holds them keeps them.
          if (holds && !(await hasClaims(trx, id))) {
            await expireHolds(trx, row.date);
            await claim(trx, id, row.service, row.date, row.time);
          }
          if (!holds) {
            await releaseSeats(trx, id);
            await mail.withdraw(trx, reminderRef(id));
          }
          const kind: BookingMailKind | null =
            changes.status === 'confirmed'
              ? 'confirmed'
              : changes.status === 'declined'
                ? 'declined'
                : changes.status === 'cancelled'
                  ? 'cancelled'
                  : null;
          undo = null;
          if (kind) {
            // The decision's mail waits `undoSeconds` in the outbox (durable: it is a row), so the
            // owner can take the decision back before the client hears of it (ADR 051).
            const until = new Date(Date.parse(now) + undoSeconds * 1000);
            const ref = `booking-decision:${id}:${newId(clock())}`;
            const mailed = await queueDeskMail(trx, kind, { ...row, status: changes.status }, undefined, {
              personal: changes.message ?? '',
              sendAt: until,
              ref,
            });
            if (undoSeconds > 0) undo = { ...before, until: until.toISOString(), ref, mailed };
          }
        }
        await updateBookingRequest(trx, id, {
          ...(changes.read !== undefined ? { read: toFlag(changes.read) } : {}),
          ...(changes.note !== undefined ? { note: changes.note } : {}),
          ...(undo !== undefined ? { decision_undo: undo ? JSON.stringify(undo) : null } : {}),
          updated_at: now,
        });
        const updated = await findBookingRequest(trx, id);
        if (!updated) throw notFound('Booking request not found');
        return toBooking(updated);
      });
    },

    /**
     * Takes back the owner's last decision while its mail waits (ADR 051): the mail is withdrawn
     * (409 `mail_already_sent` once the outbox took it), the status, hold, `.ics` sequence and
     * reminder come back, and a booking that held its place takes it again (409
     * `booking.date_unavailable` when the day was taken meanwhile; then nothing changes). 409
     * `booking.nothing_to_undo` without such a decision or after its window (when no mail waited).
     */
    async undoDecision(id: string): Promise<BookingRequest> {
      return inTransaction(db, async (trx) => {
        const row = await findBookingRequest(trx, id);
        if (!row) throw notFound('Booking request not found');
        const undo = parseUndo(row.decision_undo);
        const nothing = () => new AppError('booking.nothing_to_undo', 'There is no decision to undo');
        if (!undo) throw nothing();
        const now = clock();
        if (undo.mailed) {
          if ((await mail.withdrawUnsent(trx, undo.ref)) === 0)
            throw new AppError('mail_already_sent', 'The decision’s mail has left already; the decision stays');
        } else if (Date.parse(undo.until) < now.getTime()) throw nothing();
        if (
          !(await moveStatus(trx, id, [row.status], {
            status: undo.status,
            hold_until: undo.hold_until,
            updated_at: now.toISOString(),
          }))
        )
          throw new AppError('conflict', 'The booking was changed meanwhile');
        await releaseSeats(trx, id);
        if (undo.held) {
          await expireHolds(trx, row.date);
          await claim(trx, id, row.service, row.date, row.time);
        }
        await mail.withdraw(trx, reminderRef(id));
        await updateBookingRequest(trx, id, {
          hold_warned_at: undo.hold_warned_at,
          calendar_sequence: undo.calendar_sequence,
          decision_undo: null,
          updated_at: now.toISOString(),
        });
        const restored = await findBookingRequest(trx, id);
        if (!restored) throw notFound('Booking request not found');
        // A confirmed booking (a cancellation taken back) has its reminder again.
        if (restored.status === 'confirmed' && restored.calendar_sequence !== null)
          await scheduleReminder(trx, restored, {
            confirmed: restored.email_confirmed_at !== null,
            ...(await clientNames(trx, restored)),
          });
        return toBooking(restored);
      });
    },

    /**
     * The owner enters a booking (ADR 045): it takes its part of the diary (409 when the day has no
     * room), a pending one holds for `hold_hours`; no mail unless `notify`.
     */
    async adminCreate(input: BookingAdminCreate): Promise<BookingRequest> {
      return inTransaction(db, async (trx) => {
        const choice = await resolveChoice(trx, input);
        if (!isCalendarDate(input.date)) throw invalid('date', 'is not a calendar date', 'invalid_date');
        const settings = await AVAILABILITY.read(trx);
        const mode = modeOf(settings, choice.service.id);
        checkOwnerTime(mode.mode, input.time);
        await expireHolds(trx, input.date);
        const now = clock();
        const id = newId(now);
        const row = {
          id,
          name: input.name,
          email: input.email,
          phone: input.phone,
          date: input.date,
          time: input.time,
          hold_until:
            input.status === 'pending' ? new Date(now.getTime() + settings.hold_hours * 3_600_000).toISOString() : '',
          lang: input.lang,
          note: input.note,
          service: choice.service.id,
          service_name: choice.service.name_de,
          tariff: choice.tariff?.id ?? '',
          tariff_name: choice.tariff?.name_de ?? '',
          message: '',
          status: input.status,
          read: 1,
          email_confirmed_at: null,
          confirm_token_hash: '',
          client_ip: '',
          location: input.location,
          origin: 'owner',
          created_at: now.toISOString(),
          updated_at: now.toISOString(),
        };
        await insertBookingRequest(trx, row);
        await claim(trx, id, row.service, row.date, row.time);
        const stored = await findBookingRequest(trx, id);
        if (!stored) throw notFound('Booking request not found');
        if (input.notify && input.status === 'confirmed') await queueDeskMail(trx, 'confirmed', stored);
        const answer = await findBookingRequest(trx, id);
        if (!answer) throw notFound('Booking request not found');
        return toBooking(answer);
      });
    },

    /**
     * Moves a booking to another date (and time), ADR 045: the places it holds move with it (409
     * and nothing changed when the new day has no room), its hold keeps its end, the move goes into
     * `history`. With `notify` the client gets a mail in their language with the updated `.ics`
     * (same UID, SEQUENCE + 1); a queued reminder follows the new date either way.
     */
    async move(id: string, input: BookingMove): Promise<BookingRequest> {
      return inTransaction(db, async (trx) => {
        const row = await findBookingRequest(trx, id);
        if (!row) throw notFound('Booking request not found');
        if (!HOLDING.includes(row.status))
          throw new AppError('booking.invalid_transition', `a ${row.status} booking cannot be moved`);
        if (!isCalendarDate(input.date)) throw invalid('date', 'is not a calendar date', 'invalid_date');
        const settings = await AVAILABILITY.read(trx);
        checkOwnerTime(modeOf(settings, row.service).mode, input.time);
        if (input.date === row.date && input.time === row.time && input.location === undefined)
          throw invalid('date', 'is the booking’s date and time already', 'invalid_value');
        const now = clock().toISOString();
        const held = await hasClaims(trx, id);
        await releaseSeats(trx, id);
        const history = [
          ...parseHistory(row.history),
          { at: now, from_date: row.date, from_time: row.time, to_date: input.date, to_time: input.time },
        ];
        await updateBookingRequest(trx, id, {
          date: input.date,
          time: input.time,
          history: JSON.stringify(history),
          ...(input.location !== undefined ? { location: input.location } : {}),
          // A moved booking's earlier decision is no longer the one to take back (ADR 051).
          decision_undo: null,
          updated_at: now,
        });
        // What held a place holds it on the new day; a confirmed booking takes one there in any case.
        if (held || row.status === 'confirmed') {
          await expireHolds(trx, input.date);
          await claim(trx, id, row.service, input.date, input.time);
        }
        const moved = await findBookingRequest(trx, id);
        if (!moved) throw notFound('Booking request not found');
        const from = { date: row.date, time: row.time };
        if (input.notify) await queueDeskMail(trx, 'moved', moved, from);
        else if (moved.status === 'confirmed' && moved.calendar_sequence !== null)
          await scheduleReminder(trx, moved, {
            confirmed: moved.email_confirmed_at !== null,
            ...(await clientNames(trx, moved)),
          });
        const answer = await findBookingRequest(trx, id);
        if (!answer) throw notFound('Booking request not found');
        return toBooking(answer);
      });
    },

    /**
     * Extends a running hold by `hours` from its end (ADR 045); the warning before its new end
     * goes out again. 409 when the booking holds nothing (confirmed, closed, or never held).
     */
    async extendHold(id: string, hours: number): Promise<BookingRequest> {
      return inTransaction(db, async (trx) => {
        await expireHolds(trx);
        const row = await findBookingRequest(trx, id);
        if (!row) throw notFound('Booking request not found');
        if (row.status !== 'pending' || row.hold_until === '')
          throw new AppError('booking.invalid_transition', `a ${row.status} booking without a running hold`);
        const now = clock().toISOString();
        const holdUntil = new Date(Date.parse(row.hold_until) + hours * 3_600_000).toISOString();
        await updateBookingRequest(trx, id, { hold_until: holdUntil, hold_warned_at: null, updated_at: now });
        const updated = await findBookingRequest(trx, id);
        if (!updated) throw notFound('Booking request not found');
        return toBooking(updated);
      });
    },

    /**
     * Warns the owner of every hold that runs out within `hold_warning_hours` (the minute job):
     * once per hold end (an extended hold is warned again), marked before the mail is queued so
     * two runs never mail one hold twice.
     */
    async warnHolds(): Promise<number> {
      return inTransaction(db, async (trx) => {
        const settings = await AVAILABILITY.read(trx);
        const hours = settings.hold_warning_hours ?? 24;
        if (hours <= 0) return 0;
        const now = clock();
        const before = new Date(now.getTime() + hours * 3_600_000).toISOString();
        let warned = 0;
        for (const row of await holdsEndingBy(trx, now.toISOString(), before)) {
          if (!(await markHoldWarned(trx, row.id, row.hold_until, now.toISOString()))) continue;
          await mail.notifyAdmin(trx, holdWarningMail(row, deskLink(row.id)));
          warned++;
        }
        return warned;
      });
    },

    /**
     * The holds that run out within the warning window (`hold_warning_hours`), soonest first, for
     * the dashboard (at most 20); none when the warning is off.
     */
    async expiringHolds() {
      const settings = await AVAILABILITY.read(db);
      const hours = settings.hold_warning_hours ?? 24;
      if (hours <= 0) return { hours: 0, holds: [] };
      const now = clock();
      const before = new Date(now.getTime() + hours * 3_600_000).toISOString();
      const rows = await runningHoldsEndingBy(db, now.toISOString(), before, 20);
      return {
        hours,
        holds: rows.map(({ service_name, ...row }) => ({ ...row, service: service_name || row.service })),
      };
    },

    async remove(id: string) {
      await inTransaction(db, async (trx) => {
        await releaseSeats(trx, id);
        await mail.withdraw(trx, reminderRef(id));
        // A decision's mail still waiting for its undo does not go out about a deleted booking (ADR 051).
        const undo = parseUndo((await findBookingRequest(trx, id))?.decision_undo);
        if (undo) await mail.withdrawUnsent(trx, undo.ref);
        if (!(await deleteBookingRequest(trx, id))) throw notFound('Booking request not found');
      });
      return { message: 'Booking request deleted' };
    },

    /** Runs the hold expiry (the periodic job and tests). */
    expireHolds: () => inTransaction(db, (trx) => expireHolds(trx)),

    /** Each active service's booking mode and start times (what the public booking page shows). */
    async modes(): Promise<BookingModesResponse> {
      const [{ services: list }, settings] = await Promise.all([services(db), AVAILABILITY.read(db)]);
      return {
        modes: Object.fromEntries(
          list
            .filter((s) => s.active)
            .map((s) => {
              const mode = modeOf(settings, s.id);
              return [s.id, { mode: mode.mode, start_times: mode.mode === 'slot' ? mode.start_times : [] }];
            }),
        ),
        min_notice_days: settings.min_notice_days,
        max_horizon_days: settings.max_horizon_days,
      };
    },

    availabilitySettings: () => AVAILABILITY.read(db),
    saveAvailabilitySettings: (value: AvailabilitySettings) => AVAILABILITY.write(db, value, clock().toISOString()),
    bookingMails: () => BOOKING_MAILS.read(db),
    saveBookingMails: (value: BookingMails) => BOOKING_MAILS.write(db, value, clock().toISOString()),

    blockedRanges: async () => (await listBlockedRanges(db)).map(toBlocked),
    async addBlockedRange(input: { start_date: string; end_date: string; reason: string }) {
      if (!isCalendarDate(input.start_date)) throw invalid('start_date', 'is not a calendar date', 'invalid_date');
      if (!isCalendarDate(input.end_date)) throw invalid('end_date', 'is not a calendar date', 'invalid_date');
      const now = clock();
      const row = { id: newId(now), ...input, created_at: now.toISOString(), updated_at: now.toISOString() };
      await insertBlockedRange(db, row);
      return toBlocked(row);
    },
    async removeBlockedRange(id: string) {
      if (!(await deleteBlockedRange(db, id))) throw notFound('Blocked range not found');
      return { message: 'Blocked range deleted' };
    },

    /** The secret of the owner's calendar feed (made on first use). */
    async feedSecret(): Promise<string> {
      const stored = await CALENDAR_FEED.read(db);
      if (stored.secret) return stored.secret;
      return (await CALENDAR_FEED.write(db, { secret: randomBytes(24).toString('base64url') }, clock().toISOString()))
        .secret;
    },
    /** A new secret: the old feed address answers 404 at once. */
    async regenerateFeedSecret(): Promise<string> {
      return (await CALENDAR_FEED.write(db, { secret: randomBytes(24).toString('base64url') }, clock().toISOString()))
        .secret;
    },
  };
}

export type BookingService = ReturnType<typeof createBookingService>;
