import { describe, expect, it } from 'vitest';
import { berlinDate, berlinDay, endOfBerlinDay } from './berlin-day';

describe('gallery expiry as a Berlin day', () => {
  it('ends the day at 23:59:59 in Berlin, in winter and in summer', () => {
    expect(endOfBerlinDay('2027-01-24')).toBe('2027-01-24T22:59:59.000Z');
    expect(endOfBerlinDay('2026-07-01')).toBe('2026-07-01T21:59:59.000Z');
    expect(endOfBerlinDay('')).toBeNull();
    expect(endOfBerlinDay('24.01.2027')).toBeNull();
  });
  it('reads an instant as the Berlin day it falls on, round trip included', () => {
    expect(berlinDay('2027-01-24T23:30:00.000Z')).toBe('2027-01-25');
    expect(berlinDay(null)).toBe('');
    for (const day of ['2026-03-29', '2026-10-25', '2027-01-24', '2026-07-01']) {
      expect(berlinDay(endOfBerlinDay(day))).toBe(day);
    }
    expect(berlinDate('2027-01-24T22:59:59.000Z')).toBe('24.01.2027');
  });
});
