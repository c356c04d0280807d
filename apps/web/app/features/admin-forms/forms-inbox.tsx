import { type BookingRequest, bookingUpdateSchema, type ContactMessage } from '@app/contracts';
import { CalendarClock, CalendarDays, Check, Eye, Hourglass, Plus, SlidersHorizontal, Trash2 } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTexts } from '../../i18n/texts';
import { errorMessage } from '../admin-api/errors';
import { loadPages } from '../admin-api/pages';
import { adminKeys, useAdminData, useRefresh } from '../admin-api/queries';
import { OfficeForm, OfficeFormAlert } from '../admin-ui/form-kit/office-form';
import { useOfficeForm } from '../admin-ui/form-kit/use-office-form';
import { notify } from '../admin-ui/notice';
import { ShowMore, usePages } from '../admin-ui/paged-list';
import { DeleteButton } from '../admin-ui/row-actions';
import {
  btn,
  EmptyState,
  formatDate,
  LoadError,
  Modal,
  officeDate,
  PageHeader,
  Segmented,
  Select,
  Spinner,
  TextArea,
  TextField,
} from '../admin-ui/ui';
import { deleteQuestion, useAsk } from '../admin-ui/unsaved';
import {
  type BookingFilter,
  type DeskStatus,
  deleteItem,
  type Kind,
  listBookings,
  listContacts,
  markRead,
  nextStatuses,
  type ReadFilter,
  STATUS_LABELS,
  setBookingNote,
  statusClass,
} from './api';
import { DecisionDialog, UndoBar } from './decision-dialog';
import { DeskCalendar } from './desk-calendar';
import { ExtendHoldForm, MoveBookingForm, OwnerBookingForm } from './owner-booking-forms';
import { useServiceNames } from './service-names';
import { deskDecisionTexts } from './texts';

type Item = (ContactMessage & { kind: 'contacts' }) | (BookingRequest & { kind: 'bookings' });

function NewBadge() {
  return <span className="rounded-full bg-sky-100 px-2 py-0.5 text-xs font-semibold text-sky-900">Новое</span>;
}

function StatusBadge({ status }: { status: string }) {
  return (
    <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${statusClass(status)}`}>
      {STATUS_LABELS[status] ?? status}
    </span>
  );
}

/**
 * A request whose visitor has not confirmed the e-mail address (ADR 038): it holds no date, and
 * the address may be a stranger's.
 */
function UnconfirmedBadge() {
  return (
    <span
      className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900"
      title="Посетитель не открыл ссылку из письма: дата не зарезервирована, адрес может быть чужим"
    >
      E-mail не подтверждён
    </span>
  );
}

const ACTION_LABELS: Record<DeskStatus, string> = {
  confirmed: 'Подтвердить',
  declined: 'Отклонить',
  cancelled: 'Отменить',
};

/** The owner's private note on a request (saved on demand; a form, so a saved note is no unsaved change). */
function NoteField({ initial, onSave }: { initial: string; onSave: (note: string) => Promise<void> }) {
  const form = useOfficeForm({
    // The request's change as the API checks it (here: the note alone).
    schema: bookingUpdateSchema,
    initial: { note: initial },
    errorPrefix: 'Заметка не сохранена: ',
    async onSubmit({ note = '' }) {
      await onSave(note);
      form.reset({ note });
    },
  });
  return (
    <OfficeForm form={form} className="space-y-2">
      <TextArea label="Заметка (видна только вам)" rows={3} {...form.field('note')} />
      <OfficeFormAlert form={form} />
      {/* Disabled once the note is saved (not while it saves: "disabled" means "nothing to save"). */}
      <button type="submit" className={btn.secondary} disabled={!form.isDirty}>
        Сохранить заметку
      </button>
    </OfficeForm>
  );
}

export function FormsInbox() {
  // `?tab=bookings` (the dashboard's tile) opens the desk; `?booking=<id>` (the link in the owner's
  // mail about a new request) opens the desk with that request.
  const [params] = useSearchParams();
  const linkedBooking = params.get('booking');
  const [kind, setKind] = useState<Kind>(
    linkedBooking !== null || params.get('tab') === 'bookings' ? 'bookings' : 'contacts',
  );
  const [filter, setFilter] = useState<ReadFilter>('all');
  // Every record is reachable: pages of LIST_PAGE_SIZE, "show more" reads the next one.
  // (Another tab or filter starts again at one page.) The desk lists the most urgent first: running
  // holds by their end, then requests by shoot date (ADR 045).
  const [desk, setDesk] = useState<BookingFilter>({ status: '', from: '', to: '', sort: 'urgency' });
  const { pages, more } = usePages(`${kind}|${filter}|${desk.status}|${desk.from}|${desk.to}|${desk.sort}`);
  const list = useAdminData([...adminKeys.inbox(kind, filter), desk, pages], async () =>
    kind === 'contacts'
      ? loadPages(async (limit, skip): Promise<Item[]> => {
          const rows = await listContacts(filter, limit, skip);
          return rows.map((c) => ({ ...c, kind: 'contacts' as const }));
        }, pages)
      : loadPages(async (limit, skip): Promise<Item[]> => {
          const rows = await listBookings(filter, desk, limit, skip);
          return rows.map((b) => ({ ...b, kind: 'bookings' as const }));
        }, pages),
  );
  const items = list.data?.items ?? null;
  const question = useAsk();
  const names = useServiceNames();
  const refresh = useRefresh();
  const load = () => refresh(adminKeys.allInbox);
  const [selected, setSelected] = useState<Item | null>(null);
  const [error, setError] = useState('');
  // The owner's own booking and a move (ADR 045): each in its own dialog.
  const [creating, setCreating] = useState(false);
  const [moving, setMoving] = useState<(BookingRequest & { kind: 'bookings' }) | null>(null);
  const [extending, setExtending] = useState<(BookingRequest & { kind: 'bookings' }) | null>(null);
  // A decision being asked, and the last one while its mail waits (ADR 051).
  const [deciding, setDeciding] = useState<{ booking: BookingRequest; status: DeskStatus } | null>(null);
  const [undoable, setUndoable] = useState<(BookingRequest & { undo_until: string }) | null>(null);
  const dropUndo = useCallback(() => setUndoable(null), []);
  const decisionTexts = useTexts(deskDecisionTexts);
  // A phone shows the month and the status/date filters on demand (a wider screen always).
  const [showCalendar, setShowCalendar] = useState(false);
  const [showFilters, setShowFilters] = useState(false);
  const moreFilters = showFilters ? '' : 'hidden sm:block';
  // The request a mail linked to opens once, as soon as it is among the loaded rows.
  const [linkOpened, setLinkOpened] = useState(false);
  const linked = linkedBooking && !linkOpened ? items?.find((item) => item.id === linkedBooking) : undefined;
  useEffect(() => {
    if (!linked) return;
    setLinkOpened(true);
    setSelected(linked);
  }, [linked]);

  async function read(item: Item) {
    try {
      await markRead(item.kind, item.id);
      setSelected((s) => (s && s.id === item.id ? { ...s, read: true } : s));
      await load();
    } catch (e) {
      notify.error('Не удалось отметить как прочитанное', e);
    }
  }

  async function remove(item: Item) {
    const what = item.kind === 'contacts' ? `сообщение от «${item.name}»` : `заявку от «${item.name}»`;
    if (!(await question.ask(deleteQuestion(what)))) return;
    setError('');
    try {
      await deleteItem(item.kind, item.id);
      setSelected(null);
      notify.success(item.kind === 'contacts' ? 'Сообщение удалено' : 'Заявка удалена');
      await load();
    } catch (e) {
      setError(`Не удалось удалить запись: ${errorMessage(e)}`);
    }
  }

  /** A decision asks first (with a personal line for the mail); its mail then waits for the undo (ADR 051). */
  function changeStatus(item: Item, status: DeskStatus) {
    if (item.kind !== 'bookings') return;
    setError('');
    setDeciding({ booking: item, status });
  }

  async function decided(updated: BookingRequest) {
    setDeciding(null);
    setSelected((s) => (s && s.id === updated.id ? { ...s, ...updated, kind: 'bookings' } : s));
    if (updated.undo_until) setUndoable({ ...updated, undo_until: updated.undo_until });
    await load();
  }

  async function undone(restored: BookingRequest) {
    setUndoable(null);
    setSelected((s) => (s && s.id === restored.id ? { ...s, ...restored, kind: 'bookings' } : s));
    notify.success(decisionTexts.undone(restored.name));
    await load();
  }

  /** A refusal is said under the note (the kit's line); the note keeps what was typed. */
  async function saveNote(item: Item, note: string) {
    setError('');
    const updated = await setBookingNote(item.id, note);
    setSelected((s) => (s && s.kind === 'bookings' ? { ...s, ...updated, kind: 'bookings' } : s));
    await load();
  }

  // Opening a request marks it read (issue 17).
  function open(item: Item) {
    setSelected(item);
    if (!item.read) void read(item);
  }

  return (
    <div>
      <PageHeader title="Заявки и сообщения" />
      <div className="mb-4 flex flex-wrap items-center gap-3">
        <Segmented
          label="Тип"
          value={kind}
          onChange={setKind}
          options={[
            { value: 'contacts', label: 'Сообщения' },
            { value: 'bookings', label: 'Бронирования' },
          ]}
        />
        <Segmented
          label="Фильтр"
          value={filter}
          onChange={setFilter}
          options={[
            { value: 'all', label: 'Все' },
            { value: 'unread', label: 'Непрочитанные' },
            { value: 'read', label: 'Прочитанные' },
          ]}
        />
      </div>
      {kind === 'bookings' ? (
        <div className="mb-4 flex flex-wrap gap-2">
          <button type="button" className={btn.primary} onClick={() => setCreating(true)}>
            <Plus className="size-4" aria-hidden /> Новая бронь
          </button>
          {/* On a phone the month and the filters wait behind a button: the first request is on the first screen (issue 35 item 8). */}
          <button
            type="button"
            className={`${btn.secondary} sm:hidden`}
            aria-expanded={showCalendar}
            aria-controls="desk-calendar"
            onClick={() => setShowCalendar((v) => !v)}
          >
            <CalendarDays className="size-4" aria-hidden /> Календарь
          </button>
          <button
            type="button"
            className={`${btn.secondary} sm:hidden`}
            aria-expanded={showFilters}
            aria-controls="desk-filters"
            onClick={() => setShowFilters((v) => !v)}
          >
            <SlidersHorizontal className="size-4" aria-hidden /> Фильтры
          </button>
        </div>
      ) : null}
      {kind === 'bookings' ? (
        <div id="desk-calendar" className={showCalendar ? '' : 'hidden sm:block'}>
          <DeskCalendar
            onPickDay={(day) => {
              setDesk({ ...desk, from: day, to: day });
              // The picked day shows in the date filters (on a phone they open).
              setShowFilters(true);
            }}
          />
        </div>
      ) : null}
      {kind === 'bookings' ? (
        <div id="desk-filters" className="mb-4 grid gap-3 sm:grid-cols-4">
          <Select
            label="Порядок"
            value={desk.sort}
            onChange={(sort) => setDesk({ ...desk, sort: sort as BookingFilter['sort'] })}
            options={[
              { value: 'urgency', label: 'Сначала срочные' },
              { value: 'date', label: 'По дате съёмки' },
              { value: 'created', label: 'Сначала новые' },
            ]}
          />
          <div className={moreFilters}>
            <Select
              label="Статус"
              value={desk.status}
              onChange={(status) => setDesk({ ...desk, status })}
              options={[
                { value: '', label: 'Все статусы' },
                ...Object.entries(STATUS_LABELS).map(([value, label]) => ({ value, label })),
              ]}
            />
          </div>
          <div className={moreFilters}>
            <TextField
              label="Дата съёмки с"
              type="date"
              value={desk.from}
              onChange={(from) => setDesk({ ...desk, from })}
            />
          </div>
          <div className={moreFilters}>
            <TextField label="Дата съёмки по" type="date" value={desk.to} onChange={(to) => setDesk({ ...desk, to })} />
          </div>
        </div>
      ) : null}
      {error ? (
        <p role="alert" className="mb-4 rounded-md bg-red-50 p-3 text-sm text-red-800">
          {error}
        </p>
      ) : null}
      {list.failed ? (
        <LoadError
          what={kind === 'contacts' ? 'сообщения' : 'заявки'}
          error={list.error}
          retry={list.retry}
          retrying={list.retrying}
        />
      ) : items === null ? (
        <Spinner />
      ) : items.length === 0 ? (
        <EmptyState
          title={kind === 'contacts' ? 'Сообщений нет' : 'Заявок на бронирование нет'}
          hint="Записи появятся здесь, когда посетители отправят форму на сайте."
        />
      ) : (
        <ul className="space-y-2">
          {items.map((item) => (
            <li
              key={item.id}
              className={`rounded-lg border bg-white p-4 shadow-sm ${item.read ? 'border-stone-200' : 'border-sky-300'}`}
            >
              <div className="flex flex-wrap items-start justify-between gap-3">
                <div className="min-w-0">
                  <p className="flex flex-wrap items-center gap-2 font-medium">
                    {item.name}
                    {!item.read ? <NewBadge /> : null}
                    {item.kind === 'bookings' ? <StatusBadge status={item.status} /> : null}
                    {item.kind === 'bookings' && item.email_confirmed_at === null ? <UnconfirmedBadge /> : null}
                  </p>
                  <p className="text-sm text-stone-600">
                    {item.email} · {formatDate(item.created_at)}
                    {item.kind === 'bookings'
                      ? ` · ${names.service(item)} · ${officeDate(item.date)}${item.time ? `, ${item.time}` : ''}`
                      : ''}
                  </p>
                  <p className="mt-1 line-clamp-2 text-sm text-stone-800">{item.message}</p>
                </div>
                <div className="flex gap-1">
                  <button type="button" className={btn.secondary} onClick={() => open(item)}>
                    <Eye className="size-4" aria-hidden /> Открыть
                  </button>
                  {!item.read ? (
                    <button type="button" className={btn.secondary} onClick={() => void read(item)}>
                      <Check className="size-4" aria-hidden /> Прочитано
                    </button>
                  ) : null}
                  <DeleteButton label={`Удалить: ${item.name}`} onClick={() => void remove(item)} />
                </div>
              </div>
            </li>
          ))}
        </ul>
      )}
      <ShowMore more={list.data?.more} onMore={more} />

      <Modal
        open={selected !== null}
        onOpenChange={(o) => !o && setSelected(null)}
        title={selected?.kind === 'bookings' ? 'Заявка на бронирование' : 'Сообщение'}
        wide
      >
        {selected ? (
          <div className="space-y-4 text-sm">
            <dl className="grid grid-cols-[8rem_1fr] gap-x-3 gap-y-2">
              <dt className="text-stone-600">Имя</dt>
              <dd>{selected.name}</dd>
              <dt className="text-stone-600">E-mail</dt>
              <dd>
                <a className="underline" href={`mailto:${selected.email}`}>
                  {selected.email}
                </a>
                {/* The person's client record: everything else they sent or got (ADR 049). */}
                <Link className="ml-3 underline" to={`/admin/clients?q=${encodeURIComponent(selected.email)}`}>
                  Клиент
                </Link>
              </dd>
              {selected.phone ? (
                <>
                  <dt className="text-stone-600">Телефон</dt>
                  <dd>
                    <a className="underline" href={`tel:${selected.phone}`}>
                      {selected.phone}
                    </a>
                  </dd>
                </>
              ) : null}
              {selected.kind === 'contacts' && selected.subject ? (
                <>
                  <dt className="text-stone-600">Тема</dt>
                  <dd>{selected.subject}</dd>
                </>
              ) : null}
              {selected.kind === 'bookings' ? (
                <>
                  <dt className="text-stone-600">Услуга</dt>
                  <dd>
                    {names.service(selected)}
                    {selected.tariff_name || selected.tariff ? ` · ${names.tariff(selected)}` : ''}
                  </dd>
                  <dt className="text-stone-600">Желаемая дата</dt>
                  <dd>
                    {officeDate(selected.date)}
                    {selected.time ? `, ${selected.time} (по Берлину)` : ''}
                  </dd>
                  <dt className="text-stone-600">Статус</dt>
                  <dd>
                    <StatusBadge status={selected.status} />
                    {selected.email_confirmed_at === null ? (
                      <span className="ml-2">
                        <UnconfirmedBadge />
                      </span>
                    ) : null}
                    {selected.status === 'pending' && selected.hold_until ? (
                      <span className="ml-2 text-stone-600">бронь до {berlinTime(selected.hold_until)}</span>
                    ) : null}
                  </dd>
                </>
              ) : null}
              <dt className="text-stone-600">Получено</dt>
              <dd>{formatDate(selected.created_at)}</dd>
            </dl>
            <p className="whitespace-pre-wrap rounded-md bg-stone-50 p-3">{selected.message || '—'}</p>
            {selected.kind === 'bookings' ? (
              <NoteField key={selected.id} initial={selected.note} onSave={(note) => saveNote(selected, note)} />
            ) : null}
            {error ? (
              <p role="alert" className="text-sm text-red-700">
                {error}
              </p>
            ) : null}
            <div className="flex flex-wrap gap-2">
              {!selected.read ? (
                <button type="button" className={btn.secondary} onClick={() => void read(selected)}>
                  <Check className="size-4" aria-hidden /> Отметить как прочитанное
                </button>
              ) : null}
              {selected.kind === 'bookings' && selected.status !== 'cancelled' && selected.status !== 'declined' ? (
                <button type="button" className={btn.secondary} onClick={() => setMoving(selected)}>
                  <CalendarClock className="size-4" aria-hidden /> Перенести
                </button>
              ) : null}
              {selected.kind === 'bookings' && selected.status === 'confirmed' ? (
                <Link className={btn.secondary} to={`/admin/galleries?booking=${selected.id}`}>
                  Создать галерею
                </Link>
              ) : null}
              {selected.kind === 'bookings' && selected.status === 'pending' && selected.hold_until ? (
                <button type="button" className={btn.secondary} onClick={() => setExtending(selected)}>
                  <Hourglass className="size-4" aria-hidden /> Продлить бронь
                </button>
              ) : null}
              {selected.kind === 'bookings'
                ? nextStatuses(selected.status).map((status) => (
                    <button
                      key={status}
                      type="button"
                      className={status === 'confirmed' ? btn.approve : btn.danger}
                      onClick={() => void changeStatus(selected, status)}
                    >
                      {ACTION_LABELS[status]}
                    </button>
                  ))
                : null}
              <button type="button" className={btn.danger} onClick={() => void remove(selected)}>
                <Trash2 className="size-4" aria-hidden /> Удалить
              </button>
            </div>
            {/* At the end, kept in view while the dialog scrolls: the buttons just pressed are here. */}
            {undoable && undoable.id === selected.id ? (
              <UndoBar key={undoable.undo_until} booking={undoable} onUndone={undone} onGone={dropUndo} />
            ) : null}
          </div>
        ) : null}
      </Modal>
      <Modal open={creating} onOpenChange={setCreating} title="Новая бронь" wide>
        {creating ? (
          <OwnerBookingForm
            onCancel={() => setCreating(false)}
            onDone={async (booking) => {
              setCreating(false);
              notify.success(`Бронь создана: ${booking.name}`);
              await load();
            }}
          />
        ) : null}
      </Modal>
      <Modal open={moving !== null} onOpenChange={(o) => !o && setMoving(null)} title="Перенести бронь">
        {moving ? (
          <MoveBookingForm
            booking={moving}
            onCancel={() => setMoving(null)}
            onDone={async (booking) => {
              setMoving(null);
              setSelected((s) => (s && s.id === booking.id ? { ...booking, kind: 'bookings' } : s));
              notify.success(`Бронь перенесена на ${booking.date}${booking.time ? `, ${booking.time}` : ''}`);
              await load();
            }}
          />
        ) : null}
      </Modal>
      <Modal open={extending !== null} onOpenChange={(o) => !o && setExtending(null)} title="Продлить бронь">
        {extending ? (
          <ExtendHoldForm
            booking={extending}
            onCancel={() => setExtending(null)}
            onDone={async (booking) => {
              setExtending(null);
              setSelected((s) => (s && s.id === booking.id ? { ...booking, kind: 'bookings' } : s));
              notify.success(`Бронь продлена до ${berlinTime(booking.hold_until)}`);
              await load();
            }}
          />
        ) : null}
      </Modal>
      {deciding ? (
        <DecisionDialog
          booking={deciding.booking}
          status={deciding.status}
          onClose={() => setDeciding(null)}
          onDecided={decided}
        />
      ) : null}
      {undoable && selected?.id !== undoable.id ? (
        <UndoBar key={undoable.undo_until} booking={undoable} onUndone={undone} onGone={dropUndo} floating />
      ) : null}
      {question.dialog}
    </div>
  );
}

/** A moment as the desk shows it: Berlin time, Russian format. */
function berlinTime(iso: string | null): string {
  return iso
    ? new Date(iso).toLocaleString('ru-RU', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Berlin' })
    : '—';
}
