import { describe, expect, it } from 'vitest';
import { reviewOwnerMail } from '../reviews/reviews.mails.ts';
import { contactConfirmation, contactOwnerMail } from './contact.mails.ts';

describe('contact and review mails', () => {
  it('tell the owner who wrote, replying to the visitor', () => {
    const mail = contactOwnerMail({
      name: 'Iwan',
      email: 'iwan@example.ru',
      phone: '',
      subject: '',
      message: 'Привет',
      website: '',
    });
    expect(mail.subject).toBe('Neue Nachricht / Новое сообщение: Iwan');
    expect(mail.replyTo).toBe('iwan@example.ru');
    expect(mail.text).toContain('Telefon / Телефон: -');
  });

  it('confirm a message in the visitor’s language with a fixed text (nothing the sender typed)', () => {
    expect(contactConfirmation('ru').subject).toBe('Ваше сообщение получено');
    expect(contactConfirmation('de').text).toMatch(/^Guten Tag,/);
  });

  it('announce a review waiting for approval with its rating', () => {
    const mail = reviewOwnerMail({
      name: 'Eva',
      email: 'eva@example.de',
      rating: 5,
      service: 'wedding',
      text_de: '',
      text_ru: 'Отлично',
      website: '',
    });
    expect(mail.subject).toBe('Neue Bewertung / Новый отзыв: Eva, 5/5');
    expect(mail.text.endsWith('Отлично')).toBe(true);
  });
});
