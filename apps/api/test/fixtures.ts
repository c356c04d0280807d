/** A booking request as the public form sends it (a seeded service and tariff). */
export const BOOKING = {
  name: 'Erika Muster',
  email: 'erika@example.de',
  phone: '+49 170 555555',
  date: '2027-06-12',
  service: 'wedding',
  tariff: 'standard',
  message: 'Wir heiraten in Gera.',
  consent: true,
};
