import type { ContactCreate, Language } from '@app/contracts';
import { type OutgoingMail, oneLine } from '../mail/mail.templates.ts';

/** The owner's notice of a new contact message (both languages: the owner reads either). */
export function contactOwnerMail(input: ContactCreate): Omit<OutgoingMail, 'to'> {
  return {
    subject: oneLine(`Neue Nachricht / Новое сообщение: ${input.name}`),
    replyTo: input.email,
    text: [
      'Neue Nachricht über das Kontaktformular / Новое сообщение через форму обратной связи',
      '',
      `Name / Имя: ${input.name}`,
      `E-Mail: ${input.email}`,
      `Telefon / Телефон: ${input.phone || '-'}`,
      `Betreff / Тема: ${input.subject || '-'}`,
      '',
      input.message,
    ].join('\n'),
  };
}

/** The confirmation the visitor gets, in the language they wrote in. */
export function contactConfirmation(lang: Language, name: string, message: string): Omit<OutgoingMail, 'to'> {
  if (lang === 'ru') {
    return {
      subject: 'Ваше сообщение получено',
      text: [
        `Здравствуйте, ${name}!`,
        '',
        'Спасибо за ваше сообщение. Я отвечу вам в течение 24 часов.',
        '',
        'Ваше сообщение:',
        message,
      ].join('\n'),
    };
  }
  return {
    subject: 'Ihre Nachricht ist angekommen',
    text: [
      `Hallo ${name},`,
      '',
      'vielen Dank für Ihre Nachricht. Ich melde mich innerhalb von 24 Stunden bei Ihnen.',
      '',
      'Ihre Nachricht:',
      message,
    ].join('\n'),
  };
}
