import type { PersonSection } from '@app/contracts';
import { formatDate } from '../admin-ui/ui';

/** What each table is, in the owner's words. */
const TABLES: Record<string, string> = {
  contact_message: 'Сообщения из формы контакта',
  booking_request: 'Заявки на съёмку',
  review: 'Отзывы',
  newsletter_subscriber: 'Подписка на рассылку',
  outbox: 'Письма (исходящие)',
  consent: 'Согласия (текст, язык, время)',
  gallery: 'Галереи клиентов',
  gallery_favourite: 'Избранное в галереях (по имени посетителя)',
  gallery_selection: 'Отправленный выбор в галереях',
  portfolio_item: 'Согласия на публикацию в проектах (названные люди)',
};

/** What erasure does where it differs from the general wording. */
const ERASE_OF_TABLE: Record<string, string> = {
  portfolio_item: 'при удалении из согласия убирается только этот человек; полученное согласие становится отозванным',
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
  gallery: ['created_at', 'title_de', 'client_name', 'client_email'],
  gallery_favourite: ['created_at', 'visitor', 'gallery_id'],
  gallery_selection: ['submitted_at', 'visitor', 'photo_count'],
  portfolio_item: ['title_de', 'consent_status', 'consent'],
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
  title_de: 'Название',
  client_name: 'Клиент',
  client_email: 'E-mail клиента',
  visitor: 'Имя посетителя',
  gallery_id: 'Галерея',
  submitted_at: 'Отправлен',
  photo_count: 'Фото',
  consent_status: 'Согласие',
  consent: 'Кто назван',
};

/** Columns of running text: wide enough to read on a phone (the table scrolls sideways). */
const LONG = new Set(['message', 'text', 'text_de', 'text_ru', 'subject']);

const PURPOSES: Record<string, string> = {
  contact: 'сообщение',
  booking: 'заявка',
  review: 'отзыв',
  newsletter: 'рассылка',
  gallery_publication: 'показ фото из галереи',
};

const CONSENT_STATES: Record<string, string> = {
  not_needed: 'не нужно',
  required: 'нужно, нет',
  obtained: 'получено',
  withdrawn: 'отозвано',
};

/** A project consent's entries about the person: the name, for a minor with the guardians. */
function people(value: unknown[]): string {
  return value
    .map((entry) => {
      const p = (entry ?? {}) as { name?: unknown; guardians?: unknown };
      const guardians = Array.isArray(p.guardians) ? p.guardians.map(String).filter(Boolean) : [];
      return guardians.length ? `${String(p.name ?? '')} (родители: ${guardians.join(', ')})` : String(p.name ?? '');
    })
    .join('; ');
}

export function cell(column: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (Array.isArray(value)) return people(value);
  const text = String(value);
  if (column === 'purpose') return PURPOSES[text] ?? text;
  if (column === 'consent_status') return CONSENT_STATES[text] ?? text;
  return /^\d{4}-\d\d-\d\dT/.test(text) ? formatDate(text) : text;
}

export function SectionTable({ section }: { section: PersonSection }) {
  const columns = SHOWN[section.table] ?? Object.keys(section.rows[0] ?? {}).slice(0, 5);
  return (
    <div className="mb-6">
      <h3 className="mb-2 font-medium">
        {TABLES[section.table] ?? section.table}{' '}
        <span className="text-sm font-normal text-stone-600">
          ({section.rows.length}; {ERASE_OF_TABLE[section.table] ?? ERASE[section.erase]})
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
