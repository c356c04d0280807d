import { availabilityResponseSchema } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { availabilityDays, fromIso, isoDay, plusDays } from './availability-days';

const answer = {
  service: 'hochzeit',
  mode: 'slot',
  time_zone: 'Europe/Berlin',
  days: [
    { date: '2026-12-01', state: 'free', times: ['10:00', '14:30'] },
    { date: '2026-12-02', state: 'full' },
    { date: '2026-12-03', state: 'blocked' },
  ],
};

describe('availabilityDays (the booking page reads the public answer without zod)', () => {
  it('reads what the contract describes, day by day', () => {
    expect(availabilityResponseSchema.safeParse(answer).success).toBe(true);
    expect([...(availabilityDays(answer) ?? [])]).toEqual([
      ['2026-12-01', { state: 'free', times: ['10:00', '14:30'] }],
      ['2026-12-02', { state: 'full' }],
      ['2026-12-03', { state: 'blocked' }],
    ]);
    expect(availabilityDays({ ...answer, days: [] })?.size).toBe(0);
  });

  it('refuses what the contract refuses', () => {
    for (const value of [null, 'days', {}, { days: 'none' }]) expect(availabilityDays(value)).toBeNull();
    const brokenDays: unknown[] = [
      null,
      { date: 20261201, state: 'free' },
      { date: '2026-12-01', state: 'maybe' },
      { date: '2026-12-01', state: 'free', times: '10:00' },
      { date: '2026-12-01', state: 'free', times: [10] },
    ];
    for (const day of brokenDays) {
      const value = { ...answer, days: [...answer.days, day] };
      expect(availabilityResponseSchema.safeParse(value).success, JSON.stringify(day)).toBe(false);
      expect(availabilityDays(value), JSON.stringify(day)).toBeNull();
    }
  });

  it('counts calendar days across months, years and the clock change, in local time', () => {
    expect(plusDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(plusDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(plusDays('2026-03-28', 2)).toBe('2026-03-30');
    expect(plusDays('2026-10-24', 2)).toBe('2026-10-26');
    expect(plusDays('2026-11-27', 365)).toBe('2027-11-27');
    expect(isoDay(fromIso('2026-01-05'))).toBe('2026-01-05');
    expect(fromIso('2026-01-05').getDay()).toBe(1);
  });
});
