import { type ClientRecord, clientNoteSchema } from '@app/contracts';
import { ArrowLeft, ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { adminKeys, useAdminData, useRefresh } from '../admin-api/queries';
import { OfficeForm, OfficeFormAlert } from '../admin-ui/form-kit/office-form';
import { useOfficeForm } from '../admin-ui/form-kit/use-office-form';
import { notify } from '../admin-ui/notice';
import { btn, formatDate, LoadError, officeDate, PageHeader, Spinner, TextArea } from '../admin-ui/ui';
import { getClient, saveClientNote } from './api';
import { BOOKING_STATUS, CONSENT_PURPOSE, LANGUAGE, NEWSLETTER_STATUS } from './words';

const card = 'rounded-lg border border-stone-200 bg-white p-4 shadow-sm';

function Section({ title, empty, children }: { title: string; empty: boolean; children: ReactNode }) {
  return (
    <section className={card} aria-label={title}>
      <h2 className="mb-2 font-semibold text-stone-900">{title}</h2>
      {empty ? <p className="text-sm text-stone-600">Нет</p> : <ul className="space-y-2 text-sm">{children}</ul>}
    </section>
  );
}

/** The owner's note (form kit: asks before leaving with unsaved changes, keeps the text on failure). */
function NoteForm({ client, onSaved }: { client: ClientRecord; onSaved: () => Promise<void> }) {
  const form = useOfficeForm({
    schema: clientNoteSchema,
    initial: { note: client.note },
    errorPrefix: 'Заметка не сохранена: ',
    async onSubmit({ note }) {
      await saveClientNote(client.id, note);
      form.reset({ note });
      notify.success('Заметка сохранена');
      await onSaved();
    },
  });
  return (
    <OfficeForm form={form} className="space-y-2">
      <TextArea label="Заметка о клиенте (видна только вам)" rows={4} {...form.field('note')} />
      {client.note_updated_at ? (
        <p className="text-xs text-stone-500">Изменена {formatDate(client.note_updated_at)}</p>
      ) : null}
      <OfficeFormAlert form={form} />
      <button type="submit" className={btn.secondary} disabled={!form.isDirty}>
        Сохранить заметку
      </button>
    </OfficeForm>
  );
}

/**
 * One client (ADR 049): the names, phone and language they gave, their requests and bookings
 * (to the desk), messages, galleries, reviews, consents and newsletter state, the owner's note,
 * and the privacy tools for the same address.
 */
export function ClientPage({ id }: { id: string }) {
  const data = useAdminData(adminKeys.client(id), () => getClient(id));
  const refresh = useRefresh();
  const client = data.data;
  if (data.failed)
    return (
      <div>
        <BackLink />
        <LoadError what="клиента" error={data.error} retry={data.retry} retrying={data.retrying} />
      </div>
    );
  if (!client) return <Spinner />;
  const galleryOf = new Set(client.galleries.map((g) => g.booking_id).filter(Boolean));
  return (
    <div className="space-y-4">
      <BackLink />
      <PageHeader title={client.names[0] || client.email}>
        <Link to={`/admin/privacy?email=${encodeURIComponent(client.email)}`} className={btn.secondary}>
          <ShieldCheck className="size-4" aria-hidden /> Выгрузка и удаление данных
        </Link>
      </PageHeader>
      <section className={card} aria-label="Контакты">
        <dl className="grid grid-cols-[7rem_1fr] gap-x-3 gap-y-2 text-sm sm:grid-cols-[10rem_1fr]">
          <dt className="text-stone-600">E-mail</dt>
          <dd className="break-all">
            <a className="underline" href={`mailto:${client.email}`}>
              {client.email}
            </a>
          </dd>
          {client.names.length > 0 ? (
            <>
              <dt className="text-stone-600">Имена</dt>
              <dd className="break-words">{client.names.join(', ')}</dd>
            </>
          ) : null}
          {client.phones.length > 0 ? (
            <>
              <dt className="text-stone-600">Телефон</dt>
              <dd className="break-words">
                {client.phones.map((phone, i) => (
                  <span key={phone}>
                    {i > 0 ? ', ' : ''}
                    <a className="underline" href={`tel:${phone}`}>
                      {phone}
                    </a>
                  </span>
                ))}
              </dd>
            </>
          ) : null}
          {client.languages.length > 0 ? (
            <>
              <dt className="text-stone-600">Язык</dt>
              <dd>{client.languages.map((l) => LANGUAGE[l] ?? l).join(', ')}</dd>
            </>
          ) : null}
          <dt className="text-stone-600">Рассылка</dt>
          <dd>
            {client.newsletter ? (NEWSLETTER_STATUS[client.newsletter.status] ?? client.newsletter.status) : 'нет'}
          </dd>
          <dt className="text-stone-600">Активность</dt>
          <dd>{formatDate(client.last_activity)}</dd>
        </dl>
      </section>
      <Section title="Заявки и брони" empty={client.bookings.length === 0}>
        {client.bookings.map((b) => (
          <li key={b.id} className="flex flex-wrap items-center gap-x-3 gap-y-1" data-booking={b.id}>
            <Link to={`/admin/forms?booking=${b.id}`} className="underline">
              {officeDate(b.date)}
              {b.time ? `, ${b.time}` : ''} · {b.service_name || 'услуга'}
              {b.tariff_name ? ` · ${b.tariff_name}` : ''}
            </Link>
            <span className="text-stone-600">{BOOKING_STATUS[b.status] ?? b.status}</span>
            {b.status === 'confirmed' && !galleryOf.has(b.id) ? (
              <Link to={`/admin/galleries?booking=${b.id}`} className="text-sm underline">
                Создать галерею
              </Link>
            ) : null}
          </li>
        ))}
      </Section>
      <Section title="Галереи" empty={client.galleries.length === 0}>
        {client.galleries.map((g) => (
          <li key={g.id} data-gallery={g.id}>
            <Link to={`/admin/galleries/${g.id}`} className="underline">
              {g.title_ru || g.title_de}
            </Link>
            <span className="text-stone-600"> · создана {formatDate(g.created_at)}</span>
          </li>
        ))}
      </Section>
      <Section title="Отзывы" empty={client.reviews.length === 0}>
        {client.reviews.map((r) => (
          <li key={r.id} data-review={r.id}>
            <Link to={r.approved ? '/admin/reviews' : '/admin/reviews?status=pending'} className="underline">
              <span role="img" aria-label={`Оценка ${r.rating} из 5`}>
                {'★'.repeat(r.rating)}
              </span>{' '}
              от {formatDate(r.created_at)}
            </Link>
            <span className="text-stone-600"> · {r.approved ? 'одобрен' : 'ждёт одобрения'}</span>
          </li>
        ))}
      </Section>
      <Section title="Сообщения" empty={client.messages.length === 0}>
        {client.messages.map((m) => (
          <li key={m.id}>
            <Link to="/admin/forms" className="underline">
              {m.subject || 'Без темы'}
            </Link>
            <span className="text-stone-600"> · {formatDate(m.created_at)}</span>
          </li>
        ))}
      </Section>
      <Section title="Согласия" empty={client.consents.length === 0}>
        {client.consents.map((c) => (
          <li key={c.id}>
            {CONSENT_PURPOSE[c.purpose] ?? c.purpose} · {formatDate(c.given_at)} · {LANGUAGE[c.lang] ?? c.lang}
          </li>
        ))}
      </Section>
      <section className={card} aria-label="Заметка">
        <NoteForm key={client.id} client={client} onSaved={() => refresh(adminKeys.clients)} />
      </section>
    </div>
  );
}

function BackLink() {
  return (
    <Link to="/admin/clients" className="inline-flex items-center gap-1 text-sm text-stone-600 hover:underline">
      <ArrowLeft className="size-4" aria-hidden /> Все клиенты
    </Link>
  );
}
