import { describe, expect, it } from 'vitest';
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

describe('booking mails', () => {
  it('tell the owner everything in one subject line, replying to the visitor', () => {
    const mail = bookingOwnerMail(input, choice);
    expect(mail.subject).toBe('Neue Buchungsanfrage / Новая заявка: Anna Müller, Hochzeitsfotografie, 2027-06-12');
    expect(mail.replyTo).toBe('anna@example.de');
    expect(mail.text).toContain('Tarif / Тариф: Premium');
    expect(mail.text).toContain('E-Mail noch nicht bestätigt');
    expect(mail.text.endsWith('\n-')).toBe(true);
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
  });
});
