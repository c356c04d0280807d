import { createHash, randomBytes } from 'node:crypto';
import { CONSENT_TEXTS, type GalleryPublic, type Language } from '@app/contracts';
import { type OutgoingMail, oneLine } from '../mail/mail.templates.ts';
import type { GalleryRow } from './galleries.repository.ts';

/**
 * Publication consent confirmed by the client's mailbox (issue 33 item 4, ADR 039). Asking on the
 * gallery page (anyone with the link can) only sends this mail to the gallery's client address;
 * its link records the opt-in. The link's secret is stored as its sha256 only.
 */

/** How long the link in a confirmation mail works. */
export const PUBLICATION_LINK_DAYS = 7;
/** A second request within this time sends no second mail (the first link still works). */
export const PUBLICATION_RESEND_MS = 10 * 60_000;

export const publicationSecret = () => randomBytes(24).toString('base64url');
export const publicationHash = (secret: string) => createHash('sha256').update(secret).digest('hex');

/** Whether a confirmation mail is out and its link still works. */
export function publicationPending(row: GalleryRow, now: Date): boolean {
  return (
    row.publication_request_hash !== null &&
    row.publication_requested_at !== null &&
    Date.parse(row.publication_requested_at) + PUBLICATION_LINK_DAYS * 86_400_000 > now.getTime()
  );
}

/** The opt-in's state as the page and the office show it. */
export function publicationState(row: GalleryRow, now: Date): GalleryPublic['publication'] {
  if (row.publication_consent_id && !row.publication_withdrawn_at) return 'given';
  if (publicationPending(row, now)) return 'pending';
  return row.publication_consent_id ? 'withdrawn' : 'none';
}

/**
 * The confirmation mail. It names only what the owner wrote (the gallery's title, the site's
 * name) and the fixed consent text: nothing a visitor typed (ADR 017).
 */
export function publicationMail(
  g: { title_de: string; title_ru: string },
  lang: Language,
  link: string,
  siteName: string,
): Omit<OutgoingMail, 'to'> {
  if (lang === 'ru') {
    const title = g.title_ru || g.title_de;
    return {
      subject: oneLine(`Подтвердите публикацию фотографий из галереи «${title}»`),
      text: [
        'Здравствуйте!',
        '',
        `На странице вашей галереи «${title}» попросили разрешить показывать фотографии из неё публично. Согласие будет записано, только если вы подтвердите его по этой ссылке (действует ${PUBLICATION_LINK_DAYS} дней):`,
        link,
        '',
        'Текст согласия:',
        `«${CONSENT_TEXTS.gallery_publication.ru}»`,
        '',
        'Если это были не вы или вы не согласны, просто не отвечайте на это письмо: ничего не будет сохранено.',
        '',
        'С уважением,',
        siteName,
      ].join('\n'),
    };
  }
  return {
    subject: oneLine(`Bitte bestätigen: Veröffentlichung von Fotos aus „${g.title_de}“`),
    text: [
      'Guten Tag,',
      '',
      `auf der Seite Ihrer Galerie „${g.title_de}“ wurde die Einwilligung gegeben, Fotos daraus öffentlich zu zeigen. Sie gilt erst, wenn Sie sie über diesen Link bestätigen (${PUBLICATION_LINK_DAYS} Tage gültig):`,
      link,
      '',
      'Der Text der Einwilligung:',
      `„${CONSENT_TEXTS.gallery_publication.de}“`,
      '',
      'Wenn Sie das nicht waren oder nicht einverstanden sind, ignorieren Sie diese Mail einfach: Es wird nichts gespeichert.',
      '',
      'Viele Grüße',
      siteName,
    ].join('\n'),
  };
}
