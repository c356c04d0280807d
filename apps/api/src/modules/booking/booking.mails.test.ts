import { DEFAULT_BOOKING_MAILS } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { berlinMoment, deskMail, longDate } from './booking.desk-mails.ts';
import { bookingConfirmLink, bookingOwnerMail } from './booking.mails.ts';

const input = {
  name: 'Anna\nMüller',
  email: 'anna@example.de',
  phone: '0151 1234567',
  date: '2027-06-12',
  time: '',
  service: 'wedding',
  tariff: 'premium',
  message: '',
  consent: true,
  website: '',
};
const choice = {
  service: { name_de: 'Hochzeitsfotografie', name_ru: 'Свадебная съёмка' },
  tariff: { name_de: 'Premium', name_ru: 'Премиум' },
};

const booked = {
  id: '0123456789abcdef01234567',
  name: 'Anna',
  date: '2027-06-12',
  time: '',
  service_name: 'Hochzeit',
  tariff_name: 'Premium',
  status: 'confirmed',
  lang: 'de',
  note: '',
  mode: 'day' as const,
};
const names = { service: 'Hochzeit', tariff: 'Premium' };

describe('booking mails', () => {
  const desk = 'https://foto.example/admin/forms?booking=0123456789abcdef01234567';

  it('tell the owner everything in one subject line, replying to the visitor, with the hold and the desk', () => {
    const mail = bookingOwnerMail(input, choice, { mode: 'day', holdHours: 48, deskUrl: desk });
    expect(mail.subject).toBe(
      'Neue Buchungsanfrage / Новая заявка: Anna Müller, Hochzeitsfotografie, Samstag, 12. Juni 2027',
    );
    expect(mail.replyTo).toBe('anna@example.de');
    expect(mail.text).toContain('Datum / Дата: Samstag, 12. Juni 2027 / 12 июня 2027 г. (суббота)');
    expect(mail.text).toContain('Uhrzeit / Время: ganztägig / весь день');
    expect(mail.text).toContain('dann 48 Stunden');
    expect(mail.text).toContain(`Beantworten / Ответить: ${desk}`);
    expect(mail.links).toEqual([desk]);
    expect(mail.text).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    expect(mail.text).toContain('Tarif / Тариф: Premium');
    expect(mail.text).toContain('erst nach Bestätigung der E-Mail-Adresse');
    expect(mail.text.endsWith('\n-')).toBe(true);
    const slot = bookingOwnerMail({ ...input, time: '16:00' }, choice, { mode: 'slot', holdHours: 24, deskUrl: desk });
    expect(slot.subject).toContain('Samstag, 12. Juni 2027, 16:00 Uhr');
    expect(slot.text).toContain('Uhrzeit / Время: 16:00 Uhr (Berliner Zeit) / 16:00 (по берлинскому времени)');
    const request = bookingOwnerMail(input, choice, { mode: 'request', holdHours: 48, deskUrl: desk });
    expect(request.text).toContain('nichts (Leistung auf Anfrage)');
    expect(request.text).toContain('nach Absprache / по договорённости');
  });

  it('write dates in Russian without a case to agree: «заявка на 12 июня 2027 г. (суббота)»', () => {
    expect(longDate('2027-06-12', 'ru')).toBe('12 июня 2027 г. (суббота)');
    expect(longDate('2027-06-12', 'de')).toBe('Samstag, 12. Juni 2027');
    expect(berlinMoment('2026-11-30T09:00:00.000Z', 'de')).toBe('Montag, 30. November 2026, 10:00 Uhr');
    expect(berlinMoment('2027-06-30T09:00:00.000Z', 'ru')).toBe('30 июня 2027 г. (среда), 11:00');
    const mail = deskMail(DEFAULT_BOOKING_MAILS, 'declined', { ...booked, lang: 'ru' }, names, 'Studio', false);
    expect(mail.subject).toBe('Ваша заявка на 12 июня 2027 г. (суббота)');
  });

  it('leave out "um {time}" for a day and the attachment sentence without an .ics', () => {
    const de = deskMail(DEFAULT_BOOKING_MAILS, 'reminder', booked, names, 'Studio', false);
    expect(de.text).toContain('am Samstag, 12. Juni 2027 (Hochzeit)');
    expect(de.text).not.toContain('ganztägig');
    const ru = deskMail(DEFAULT_BOOKING_MAILS, 'reminder', { ...booked, lang: 'ru' }, names, 'Studio', false);
    expect(ru.text).toContain('съёмку 12 июня 2027 г. (суббота) (Hochzeit)');
    expect(ru.text).not.toContain('весь день');
    const slot = deskMail(DEFAULT_BOOKING_MAILS, 'reminder', { ...booked, time: '10:00' }, names, 'Studio', false);
    expect(slot.text).toContain('um 10:00 Uhr (Berliner Zeit)');
    const withIcs = deskMail(DEFAULT_BOOKING_MAILS, 'confirmed', { ...booked, calendar: true }, names, 'Studio', false);
    expect(withIcs.text).toContain('Im Anhang');
    const without = deskMail(
      DEFAULT_BOOKING_MAILS,
      'confirmed',
      { ...booked, mode: 'request', calendar: false },
      names,
      'Studio',
      false,
    );
    expect(without.text).not.toContain('Im Anhang');
    expect(without.text).toContain('Uhrzeit: nach Absprache');
  });

  it('ask the visitor to confirm their address, in the language they booked in, linking only the site', () => {
    const link = 'https://foto.example/booking/confirm?token=abcdefghijklmnopqrstuvwxyz';
    const de = bookingConfirmLink('de', input, choice, link);
    expect(de.subject).toBe('Bitte bestätigen Sie Ihre Buchungsanfrage');
    expect(de.text).toContain(link);
    expect(de.links).toEqual([link]);
    expect(de.text).toContain('Leistung: Hochzeitsfotografie');
    expect(de.text).toContain('Wunschtermin: Samstag, 12. Juni 2027');
    // Never the sender's name or words: a stranger's address gets nothing of theirs to read.
    expect(de.text).not.toContain('Anna');
    const ru = bookingConfirmLink('ru', input, { ...choice, tariff: null }, link);
    expect(ru.subject).toBe('Подтвердите вашу заявку на съёмку');
    expect(ru.text).toContain('Услуга: Свадебная съёмка');
    expect(ru.text).toContain('Тариф: -');
    const onRequest = bookingConfirmLink('de', input, choice, link, true);
    expect(onRequest.text).toContain('Ein Termin wird dabei nicht reserviert.');
    expect(onRequest.text).not.toContain('vorgemerkt');
  });
});
