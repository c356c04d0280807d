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

/**
 * The confirmation the visitor gets, in the language they wrote in. A fixed text: it never repeats
 * what the sender typed (name, message, links), so the form cannot be used to mail someone else's
 * address with the sender's words from the owner's account (issue 22, spam relay).
 */
export function contactConfirmation(lang: Language): Omit<OutgoingMail, 'to'> {
  if (lang === 'ru') {
    return {
      subject: 'Ваше сообщение получено',
      text: [
        'Здравствуйте!',
        '',
        'Спасибо за ваше сообщение через сайт. Я отвечу вам в течение 24 часов.',
        '',
        'Если вы не писали мне, просто удалите это письмо.',
      ].join('\n'),
    };
  }
  return {
    subject: 'Ihre Nachricht ist angekommen',
    text: [
      'Guten Tag,',
      '',
      'vielen Dank für Ihre Nachricht über die Website. Ich melde mich innerhalb von 24 Stunden bei Ihnen.',
      '',
      'Falls Sie mir nicht geschrieben haben, können Sie diese E-Mail einfach löschen.',
    ].join('\n'),
  };
}
