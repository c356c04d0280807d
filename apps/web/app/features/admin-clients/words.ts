import type { ClientCounts } from '@app/contracts';
import { plural } from '../../i18n/format';

const FORMS: Record<keyof ClientCounts, { one: string; few: string; many: string; other: string } | null> = {
  bookings: { one: 'заявка', few: 'заявки', many: 'заявок', other: 'заявки' },
  messages: { one: 'сообщение', few: 'сообщения', many: 'сообщений', other: 'сообщения' },
  galleries: { one: 'галерея', few: 'галереи', many: 'галерей', other: 'галереи' },
  reviews: { one: 'отзыв', few: 'отзыва', many: 'отзывов', other: 'отзыва' },
  newsletter: null,
  consents: null,
};

/** "2 заявки · 1 галерея · 1 отзыв · рассылка": what the person has, for the list. */
export function countsText(counts: ClientCounts): string {
  const parts: string[] = [];
  for (const key of ['bookings', 'messages', 'galleries', 'reviews'] as const) {
    const n = counts[key];
    const forms = FORMS[key];
    if (n > 0 && forms) parts.push(`${n} ${plural('ru', n, forms)}`);
  }
  if (counts.newsletter > 0) parts.push('рассылка');
  return parts.join(' · ') || 'только согласия';
}

export const BOOKING_STATUS: Record<string, string> = {
  pending: 'ждёт ответа',
  confirmed: 'подтверждена',
  declined: 'отклонена',
  cancelled: 'отменена',
  expired: 'истекла',
};

export const NEWSLETTER_STATUS: Record<string, string> = {
  pending: 'подписка ждёт подтверждения',
  confirmed: 'подписан(а)',
  unsubscribed: 'отписан(а)',
};

export const CONSENT_PURPOSE: Record<string, string> = {
  booking: 'заявка на съёмку',
  contact: 'сообщение',
  review: 'отзыв',
  newsletter: 'рассылка',
  gallery_publication: 'публикация фото из галереи',
};

export const LANGUAGE: Record<string, string> = { de: 'немецкий', ru: 'русский' };
