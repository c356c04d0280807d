import type { GalleryAdminDetail } from '@app/contracts';
import { plural } from '../../i18n/format';
import { formatDate } from '../admin-ui/ui';
import { SendGallery } from './send-gallery';

const days = (n: number) => plural('ru', n, { one: '{n} день', few: '{n} дня', many: '{n} дней', other: '{n} дня' });

const LANG = { de: 'немецком', ru: 'русском' } as const;

/** Day and time in Berlin, as the office reads it. */
const moment = (iso: string) =>
  new Date(iso).toLocaleString('ru-RU', { timeZone: 'Europe/Berlin', dateStyle: 'short', timeStyle: 'short' });

/** Who gave the opt-in in force and when (ADR 039: confirmed from the client's mailbox). */
function publicationText(consent: GalleryAdminDetail['publication_consent']): string {
  if (consent.status === 'none') return 'клиент не давал';
  if (consent.status === 'pending') {
    return `запрошено на странице галереи ${consent.requested_at ? moment(consent.requested_at) : ''}, ждёт подтверждения по ссылке из письма клиенту (ещё не дано)`;
  }
  if (consent.status === 'withdrawn') return `отозвано ${consent.withdrawn_at ? formatDate(consent.withdrawn_at) : ''}`;
  const text = `${consent.lang === 'ru' ? 'русский' : 'немецкий'} текст, версия ${consent.text_version_id ?? '—'}`;
  return consent.confirmed_at
    ? `дано: подтверждено по почте с адреса ${consent.confirmed_email ?? '—'} ${moment(consent.confirmed_at)} (${text})`
    : `дано на странице галереи ${consent.given_at ? formatDate(consent.given_at) : ''}, без подтверждения по почте (${text})`;
}

/**
 * What the client gets beyond the photos: the watermark, the reminder before expiry and the
 * client's own opt-in to public use of the photos (given on the client page, ADR 029).
 */
export function GalleryDelivery({ gallery }: { gallery: GalleryAdminDetail }) {
  const consent = gallery.publication_consent;
  const reminder =
    gallery.reminder_sent_at !== null
      ? `отправлено ${formatDate(gallery.reminder_sent_at)}`
      : gallery.reminder_days === 0
        ? 'выключено'
        : !gallery.expires_at
          ? 'не нужно: ссылка бессрочная'
          : !gallery.client_email
            ? 'не будет отправлено: нет e-mail клиента'
            : `за ${days(gallery.reminder_days)} до окончания срока`;
  return (
    <section
      aria-labelledby="gallery-delivery"
      className="mb-6 rounded-lg border border-stone-200 bg-white p-4 shadow-sm"
    >
      <h2 id="gallery-delivery" className="font-medium">
        Выдача клиенту
      </h2>
      <dl className="mt-2 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
        <dt className="text-stone-600">Водяной знак</dt>
        <dd>
          {gallery.watermark_logo
            ? 'логотип студии (оригиналы не выдаются)'
            : gallery.watermark_text
              ? `«${gallery.watermark_text}» (оригиналы не выдаются)`
              : 'нет'}
        </dd>
        <dt className="text-stone-600">Письма клиенту</dt>
        <dd>на {LANG[gallery.language]}</dd>
        <dt className="text-stone-600">Напоминание</dt>
        <dd>{reminder}</dd>
        <dt className="text-stone-600">Согласие на публикацию</dt>
        <dd data-testid="publication-consent">{publicationText(consent)}</dd>
      </dl>
      <SendGallery gallery={gallery} />
    </section>
  );
}
