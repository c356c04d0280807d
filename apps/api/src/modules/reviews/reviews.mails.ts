import type { PublicReviewCreate } from '@app/contracts';
import { type OutgoingMail, oneLine } from '../mail/mail.templates.ts';

/** The owner's notice that a review waits for approval (both languages: the owner reads either). */
export function reviewOwnerMail(review: PublicReviewCreate): Omit<OutgoingMail, 'to'> {
  return {
    subject: oneLine(
      `Neue Bewertung / Новый отзыв: ${review.name.replace(/\s+/g, ' ').slice(0, 80)}, ${review.rating}/5`,
    ),
    replyTo: review.email,
    text: [
      'Eine neue Bewertung wartet auf Freigabe / Новый отзыв ждёт модерации',
      '',
      `Name / Имя: ${review.name}`,
      `E-Mail: ${review.email}`,
      `Bewertung / Оценка: ${review.rating}/5`,
      `Leistung / Услуга: ${review.service}`,
      '',
      review.text_de || review.text_ru,
    ].join('\n'),
  };
}
