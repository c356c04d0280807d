import type { EraseResult, PersonResponse, PersonSection, PrivacySettings, RetentionPlan } from '@app/contracts';
import { Download, Search, ShieldCheck, Trash2 } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import { api, getToken } from '../admin-api/client';
import { adminKeys, useAdminData } from '../admin-api/queries';
import { notify } from '../admin-ui/notice';
import { btn, formatDate, LoadError, PageHeader, Spinner, TextField } from '../admin-ui/ui';
import { useAsk, useUnsavedScope } from '../admin-ui/unsaved';

/** What each table is, in the owner's words. */
const TABLES: Record<string, string> = {
  contact_message: 'Сообщения из формы контакта',
  booking_request: 'Заявки на съёмку',
  review: 'Отзывы',
  newsletter_subscriber: 'Подписка на рассылку',
  outbox: 'Письма (исходящие)',
  consent: 'Согласия (текст, язык, время)',
};

const ERASE: Record<PersonSection['erase'], string> = {
  delete: 'при удалении стираются',
  anonymise: 'при удалении обезличиваются',
  keep: 'хранятся по закону',
};

/** The columns shown per row (the export holds every column). */
const SHOWN: Record<string, string[]> = {
  contact_message: ['created_at', 'name', 'phone', 'message'],
  booking_request: ['created_at', 'name', 'date', 'service_name', 'status', 'retain_until'],
  review: ['created_at', 'name', 'rating', 'text_de', 'text_ru'],
  newsletter_subscriber: ['created_at', 'status', 'lang', 'confirmed_at'],
  outbox: ['created_at', 'recipient', 'subject', 'status'],
  consent: ['given_at', 'purpose', 'lang', 'text', 'retain_until'],
};

/** Column headings in the owner's words. */
const COLUMNS: Record<string, string> = {
  created_at: 'Дата',
  given_at: 'Дата',
  name: 'Имя',
  phone: 'Телефон',
  message: 'Сообщение',
  date: 'Дата съёмки',
  service_name: 'Услуга',
  status: 'Статус',
  retain_until: 'Хранить до',
  rating: 'Оценка',
  text_de: 'Текст (нем.)',
  text_ru: 'Текст (рус.)',
  lang: 'Язык',
  confirmed_at: 'Подтверждена',
  recipient: 'Кому',
  subject: 'Тема',
  purpose: 'Цель',
  text: 'Текст согласия',
};

/** Columns of running text: wide enough to read on a phone (the table scrolls sideways). */
const LONG = new Set(['message', 'text', 'text_de', 'text_ru', 'subject']);

const PURPOSES: Record<string, string> = {
  contact: 'сообщение',
  booking: 'заявка',
  review: 'отзыв',
  newsletter: 'рассылка',
};

function cell(column: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  const text = String(value);
  if (column === 'purpose') return PURPOSES[text] ?? text;
  return /^\d{4}-\d\d-\d\dT/.test(text) ? formatDate(text) : text;
}

/** The ZIP through the signed-in fetch (api() reads text; a ZIP is bytes). */
async function downloadZip(email: string) {
  const token = getToken();
  const res = await fetch(`/api/admin/privacy/person/export?email=${encodeURIComponent(email)}`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  if (!res.ok) throw new Error(`ответ сервера ${res.status}`);
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = `personal-data-${email}.zip`;
  a.click();
  URL.revokeObjectURL(url);
}

/**
 * A person's data (GDPR Art. 15, 17, 20; issue 20): search by e-mail address across every module,
 * the records found, the ZIP export, erasure after a question; and the privacy periods the
 * privacy page states.
 */
export function PrivacyPage() {
  const [email, setEmail] = useState('');
  const [person, setPerson] = useState<PersonResponse | null>(null);
  const [busy, setBusy] = useState(false);
  const question = useAsk();

  async function search(event?: FormEvent) {
    event?.preventDefault();
    if (!email.trim()) return;
    setBusy(true);
    try {
      setPerson(await api<PersonResponse>('/admin/privacy/person', { query: { email: email.trim() } }));
    } catch (e) {
      notify.error('Не удалось найти данные', e);
    } finally {
      setBusy(false);
    }
  }

  async function erase() {
    if (!person) return;
    const ok = await question.ask({
      title: `Удалить все данные ${person.email}?`,
      text: 'Сообщения, заявки, отзывы, подписка, письма и согласия будут удалены. Подтверждённые съёмки остаются (закон требует хранить их) — только имя, адрес, дата и услуга, с датой удаления. Это действие нельзя отменить.',
      confirm: 'Удалить данные',
      cancel: 'Отмена',
    });
    if (!ok) return;
    try {
      const result = await api<EraseResult>('/admin/privacy/person/erase', { json: { email: person.email } });
      const kept = result.tables.flatMap((t) => t.kept_until);
      notify.success(
        kept.length > 0
          ? `Данные ${result.email} удалены; по закону хранится записей: ${kept.length} (до ${kept.join(', ')})`
          : `Данные ${result.email} удалены`,
      );
      await search();
    } catch (e) {
      notify.error('Не удалось удалить данные', e);
    }
  }

  return (
    <div>
      <PageHeader title="Персональные данные" />
      <p className="mb-4 flex items-start gap-2 text-sm text-stone-700">
        <ShieldCheck className="mt-0.5 size-4 shrink-0" aria-hidden />
        По запросу клиента (ст. 15, 17, 20 GDPR): найдите всё, что сайт хранит о человеке, по адресу e-mail, выгрузите
        это одним ZIP-архивом (JSON и CSV) или удалите.
      </p>
      <form onSubmit={(e) => void search(e)} className="mb-6 flex flex-wrap items-end gap-3" data-saves-in-place>
        <div className="min-w-0 flex-1 basis-64">
          <TextField label="Адрес e-mail" name="email" type="email" value={email} onChange={setEmail} required />
        </div>
        <button type="submit" className={btn.primary} disabled={busy}>
          <Search className="size-4" aria-hidden /> Найти
        </button>
      </form>
      {busy && <Spinner />}
      {person && !busy && (
        <section aria-label={`Данные ${person.email}`}>
          <div className="mb-4 flex flex-wrap items-center gap-3">
            <h2 className="min-w-0 flex-1 basis-60 text-lg font-semibold break-words">
              {person.sections.length === 0 ? `О ${person.email} ничего не хранится` : person.email}
            </h2>
            {person.sections.length > 0 && (
              <>
                <button
                  type="button"
                  className={btn.secondary}
                  onClick={() => void downloadZip(person.email).catch((e) => notify.error('Не удалось выгрузить', e))}
                >
                  <Download className="size-4" aria-hidden /> Выгрузить ZIP
                </button>
                <button type="button" className={btn.danger} onClick={() => void erase()}>
                  <Trash2 className="size-4" aria-hidden /> Удалить данные
                </button>
              </>
            )}
          </div>
          {person.sections.map((section) => (
            <SectionTable key={section.table} section={section} />
          ))}
        </section>
      )}
      <PeriodsForm />
      <RetentionPanel />
      {question.dialog}
    </div>
  );
}

function SectionTable({ section }: { section: PersonSection }) {
  const columns = SHOWN[section.table] ?? Object.keys(section.rows[0] ?? {}).slice(0, 5);
  return (
    <div className="mb-6">
      <h3 className="mb-2 font-medium">
        {TABLES[section.table] ?? section.table}{' '}
        <span className="text-sm font-normal text-stone-600">
          ({section.rows.length}; {ERASE[section.erase]})
        </span>
      </h3>
      <div className="overflow-x-auto rounded-lg border border-stone-200 bg-white shadow-sm">
        <table className="w-full text-left text-sm">
          <thead className="bg-stone-50 text-stone-700">
            <tr>
              {columns.map((c) => (
                <th key={c} scope="col" className="px-3 py-2 font-medium">
                  {COLUMNS[c] ?? c}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-stone-200">
            {section.rows.map((row) => (
              <tr key={String(row.id)}>
                {columns.map((c) => (
                  <td key={c} className={`max-w-xs px-3 py-2 align-top break-words ${LONG.has(c) ? 'min-w-56' : ''}`}>
                    {cell(c, row[c])}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

/** The periods the privacy page states (and the retention follows). */
function PeriodsForm() {
  const read = useAdminData(adminKeys.settings('privacy'), () => api<PrivacySettings>('/admin/privacy/settings'));
  const [value, setValue] = useState<PrivacySettings | null>(null);
  const [saving, setSaving] = useState(false);
  const unsaved = useUnsavedScope();
  useEffect(() => {
    if (read.data) setValue(read.data);
  }, [read.data]);

  async function save(event: FormEvent) {
    event.preventDefault();
    if (!value) return;
    setSaving(true);
    try {
      setValue(await api<PrivacySettings>('/admin/privacy/settings', { method: 'PUT', json: value }));
      notify.success('Сроки хранения сохранены');
    } catch (e) {
      notify.error('Не удалось сохранить сроки', e);
    } finally {
      setSaving(false);
    }
  }

  const number = (key: keyof PrivacySettings, label: string, hint: string, min: number) =>
    value && (
      <TextField
        label={label}
        name={key}
        type="number"
        inputMode="numeric"
        min={min}
        required
        hint={hint}
        value={String(value[key])}
        onChange={(text) => setValue({ ...value, [key]: Number(text) })}
      />
    );

  return (
    <section ref={unsaved.ref} className="mt-10 rounded-lg border border-stone-200 bg-white p-4 shadow-sm">
      <h2 className="mb-1 text-lg font-semibold">Сроки хранения</h2>
      <p className="mb-4 text-sm text-stone-700">
        Эти сроки называет страница «Datenschutz» на обоих языках. Изменение создаёт новую версию текста согласия;
        прежние записи сохраняют свою.
      </p>
      {read.failed ? (
        <LoadError what="сроки хранения" error={read.error} retry={read.retry} retrying={read.retrying} />
      ) : !value ? (
        <Spinner />
      ) : (
        <form onSubmit={(e) => void save(e)} className="grid gap-4 sm:grid-cols-3">
          {number('enquiry_months', 'Запросы без съёмки, месяцев', 'после последнего контакта (1–120)', 1)}
          {number('outbox_days', 'Тексты отправленных писем, дней', 'после отправки (7–3650)', 7)}
          {number('booking_years', 'Подтверждённые съёмки, лет', 'после конца года съёмки (6–10, § 257 HGB)', 6)}
          <div className="sm:col-span-3">
            <button type="submit" className={btn.primary} disabled={saving}>
              Сохранить сроки
            </button>
          </div>
        </form>
      )}
    </section>
  );
}

const RULES: Record<RetentionPlan['items'][number]['rule'], string> = {
  enquiry: 'запрос без съёмки',
  booking: 'срок хранения съёмки истёк',
  outbox: 'текст письма',
};

const TABLE_ONE: Record<string, string> = {
  contact_message: 'Сообщение',
  booking_request: 'Заявка',
  outbox: 'Письмо',
};

/**
 * The retention by the periods above: runs daily by itself; here the owner sees exactly what the
 * next run removes (a dry run) and may run it now.
 */
function RetentionPanel() {
  const [plan, setPlan] = useState<RetentionPlan | null>(null);
  const [busy, setBusy] = useState(false);
  const question = useAsk();

  async function check() {
    setBusy(true);
    try {
      setPlan(await api<RetentionPlan>('/admin/privacy/retention'));
    } catch (e) {
      notify.error('Не удалось проверить сроки', e);
    } finally {
      setBusy(false);
    }
  }

  async function run() {
    if (!plan) return;
    const ok = await question.ask({
      title: `Удалить записи с истёкшим сроком (${plan.items.length})?`,
      text: 'Сообщения и заявки удаляются вместе с согласиями; у писем стирается текст. Это действие нельзя отменить.',
      confirm: 'Удалить',
      cancel: 'Отмена',
    });
    if (!ok) return;
    setBusy(true);
    try {
      const done = await api<RetentionPlan>('/admin/privacy/retention/run', { method: 'POST' });
      notify.success(`Удалено по срокам: ${done.items.length}`);
      setPlan(await api<RetentionPlan>('/admin/privacy/retention'));
    } catch (e) {
      notify.error('Не удалось удалить записи', e);
    } finally {
      setBusy(false);
    }
  }

  return (
    <section
      aria-labelledby="retention-title"
      className="mt-6 rounded-lg border border-stone-200 bg-white p-4 shadow-sm"
    >
      <h2 id="retention-title" className="mb-1 text-lg font-semibold">
        Удаление по срокам
      </h2>
      <p className="mb-4 text-sm text-stone-700">
        Сайт удаляет записи с истёкшим сроком сам, раз в сутки. Проверка показывает, что именно будет удалено, ничего не
        удаляя.
      </p>
      <div className="flex flex-wrap gap-3">
        <button type="button" className={btn.secondary} onClick={() => void check()} disabled={busy}>
          <Search className="size-4" aria-hidden /> Проверить (без удаления)
        </button>
        {plan && plan.items.length > 0 && (
          <button type="button" className={btn.danger} onClick={() => void run()} disabled={busy}>
            <Trash2 className="size-4" aria-hidden /> Удалить сейчас
          </button>
        )}
      </div>
      {plan &&
        (plan.items.length === 0 ? (
          <p className="mt-4 text-sm text-stone-700">Записей с истёкшим сроком нет.</p>
        ) : (
          <ul aria-label="Будет удалено" className="mt-4 divide-y divide-stone-200 rounded-md border border-stone-200">
            {plan.items.map((item) => (
              <li key={`${item.table}:${item.id}`} className="px-3 py-2 text-sm break-words">
                <span className="font-medium">{TABLE_ONE[item.table] ?? item.table}</span> · {item.label || '—'} ·{' '}
                {RULES[item.rule]} · с {cell('since', item.since)}
              </li>
            ))}
          </ul>
        ))}
      {question.dialog}
    </section>
  );
}
