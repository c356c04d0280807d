import { describe, expect, it } from 'vitest';
import { countsText } from './words';

describe('what a client has, in the list (Russian plurals)', () => {
  it('names each kind with its count and the newsletter, leaving out what is not there', () => {
    const none = { bookings: 0, messages: 0, galleries: 0, reviews: 0, newsletter: 0, consents: 0 };
    expect(countsText({ ...none, bookings: 1, galleries: 1, reviews: 1, newsletter: 1, consents: 3 })).toBe(
      '1 заявка · 1 галерея · 1 отзыв · рассылка',
    );
    expect(countsText({ ...none, bookings: 2, messages: 5, reviews: 22 })).toBe('2 заявки · 5 сообщений · 22 отзыва');
    expect(countsText({ ...none, consents: 1 })).toBe('только согласия');
  });
});
