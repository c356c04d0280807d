import { z } from 'zod';
import { LIMITS, requiredText } from './text.ts';

/** The mails the booking desk sends the client; the owner edits each in German and Russian. */
export const BOOKING_MAIL_KINDS = ['confirmed', 'declined', 'cancelled', 'expired', 'reminder'] as const;
export type BookingMailKind = (typeof BOOKING_MAIL_KINDS)[number];

const template = z.object({
  subject: requiredText(LIMITS.short),
  body: requiredText(LIMITS.text),
});
export type BookingMailTemplate = z.infer<typeof template>;

/**
 * Placeholders a template may use: {name} {date} {time} {service} {tariff} {site}. `{name}` is
 * filled only in the owner's replies (confirmed, declined, cancelled) to an address the visitor
 * confirmed; the automatic mails (expired, reminder) and replies to an unconfirmed address leave
 * it out with its comma ("Hallo {name}," reads "Hallo,"): ADR 038.
 */
export const BOOKING_MAIL_PLACEHOLDERS = ['name', 'date', 'time', 'service', 'tariff', 'site'] as const;

export const bookingMailsSchema = z.object(
  Object.fromEntries(BOOKING_MAIL_KINDS.map((kind) => [kind, z.object({ de: template, ru: template })])) as Record<
    BookingMailKind,
    z.ZodObject<{ de: typeof template; ru: typeof template }>
  >,
);
export type BookingMails = z.infer<typeof bookingMailsSchema>;

export const DEFAULT_BOOKING_MAILS: BookingMails = {
  confirmed: {
    de: {
      subject: 'Ihr Termin am {date} ist bestätigt',
      body: 'Hallo {name},\n\nich freue mich: Ihr Termin ist bestätigt.\n\nDatum: {date}\nUhrzeit: {time}\nLeistung: {service}\nTarif: {tariff}\n\nIm Anhang finden Sie den Termin für Ihren Kalender. Bei Fragen antworten Sie einfach auf diese E-Mail.\n\nHerzliche Grüße\n{site}',
    },
    ru: {
      subject: 'Ваша съёмка {date} подтверждена',
      body: 'Здравствуйте, {name}!\n\nРада сообщить: ваша съёмка подтверждена.\n\nДата: {date}\nВремя: {time}\nУслуга: {service}\nТариф: {tariff}\n\nВо вложении — событие для вашего календаря. Если есть вопросы, просто ответьте на это письмо.\n\nС теплом,\n{site}',
    },
  },
  declined: {
    de: {
      subject: 'Ihre Anfrage für den {date}',
      body: 'Hallo {name},\n\nvielen Dank für Ihre Anfrage. Leider kann ich den {date} nicht übernehmen. Gern suche ich mit Ihnen einen anderen Termin: antworten Sie einfach auf diese E-Mail.\n\nHerzliche Grüße\n{site}',
    },
    ru: {
      subject: 'Ваша заявка на {date}',
      body: 'Здравствуйте, {name}!\n\nСпасибо за заявку. К сожалению, {date} я занята. С радостью подберу с вами другую дату — просто ответьте на это письмо.\n\nС теплом,\n{site}',
    },
  },
  cancelled: {
    de: {
      subject: 'Ihr Termin am {date} ist abgesagt',
      body: 'Hallo {name},\n\nIhr Termin am {date} ({service}) ist abgesagt. Bei Fragen antworten Sie einfach auf diese E-Mail.\n\nHerzliche Grüße\n{site}',
    },
    ru: {
      subject: 'Съёмка {date} отменена',
      body: 'Здравствуйте, {name}!\n\nВаша съёмка {date} ({service}) отменена. Если есть вопросы, просто ответьте на это письмо.\n\nС теплом,\n{site}',
    },
  },
  expired: {
    de: {
      subject: 'Ihre Anfrage für den {date} ist abgelaufen',
      body: 'Guten Tag,\n\nIhre Anfrage für den {date} ({service}) konnte ich nicht rechtzeitig bestätigen; der Termin ist nicht mehr reserviert. Antworten Sie gern auf diese E-Mail, dann melde ich mich persönlich.\n\nHerzliche Grüße\n{site}',
    },
    ru: {
      subject: 'Срок вашей заявки на {date} истёк',
      body: 'Здравствуйте!\n\nЯ не успела подтвердить вашу заявку на {date} ({service}); дата больше не зарезервирована. Ответьте на это письмо, и я свяжусь с вами лично.\n\nС теплом,\n{site}',
    },
  },
  reminder: {
    de: {
      subject: 'Bald ist es so weit: Ihr Termin am {date}',
      body: 'Guten Tag,\n\nich freue mich auf unseren Termin am {date} um {time} ({service}). Bei Fragen antworten Sie einfach auf diese E-Mail.\n\nHerzliche Grüße\n{site}',
    },
    ru: {
      subject: 'Скоро встречаемся: съёмка {date}',
      body: 'Здравствуйте!\n\nЖду нашу съёмку {date} в {time} ({service}). Если есть вопросы, просто ответьте на это письмо.\n\nС теплом,\n{site}',
    },
  },
};
