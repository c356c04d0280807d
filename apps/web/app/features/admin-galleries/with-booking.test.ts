import type { BookingRequest } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { emptyInput, withBooking } from './api';

const booking = {
  id: 'a'.repeat(24),
  name: 'Anna Schmidt',
  email: 'anna@example.de',
  lang: 'ru',
  service_name: 'Hochzeit',
} as BookingRequest;

describe('a gallery made from a booking', () => {
  it('takes the client’s name, address, language and a title from the booking when the form is empty', () => {
    expect(withBooking(emptyInput(), booking.id, booking)).toMatchObject({
      booking_id: booking.id,
      client_name: 'Anna Schmidt',
      client_email: 'anna@example.de',
      language: 'ru',
      title_de: 'Hochzeit – Anna Schmidt',
    });
  });

  it('keeps what the owner typed, and only sets the id when the booking is not known', () => {
    const typed = { ...emptyInput(), client_name: 'Anna S.', title_de: 'Meine Galerie', language: 'de' as const };
    expect(withBooking(typed, booking.id, booking)).toMatchObject({
      client_name: 'Anna S.',
      client_email: 'anna@example.de',
      title_de: 'Meine Galerie',
      language: 'de',
    });
    expect(withBooking(typed, '', undefined)).toEqual({ ...typed, booking_id: '' });
  });
});
