import { DEFAULT_AVAILABILITY } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { addDays, berlinDate, berlinInstant, claimsFor, dayState, isCalendarDate, isoWeekday } from './availability.ts';

const slot = {
  mode: 'slot' as const,
  capacity: 1,
  duration_minutes: 120,
  buffer_before_minutes: 0,
  buffer_after_minutes: 30,
  start_times: ['10:00', '11:00', '13:00', '16:00'],
};

describe('booking desk calendar arithmetic (Berlin)', () => {
  it('keeps wall-clock times across the changes of the clocks', () => {
    expect(berlinInstant('2027-03-28', '10:00').toISOString()).toBe('2027-03-28T08:00:00.000Z');
    expect(berlinInstant('2027-03-27', '10:00').toISOString()).toBe('2027-03-27T09:00:00.000Z');
    expect(berlinInstant('2027-10-31', '10:00').toISOString()).toBe('2027-10-31T09:00:00.000Z');
    expect(berlinInstant('2027-10-30', '10:00').toISOString()).toBe('2027-10-30T08:00:00.000Z');
    expect(berlinDate(new Date('2027-03-27T23:30:00Z'))).toBe('2027-03-28');
    expect(addDays('2027-03-27', 1)).toBe('2027-03-28');
    expect(addDays('2027-10-31', 1)).toBe('2027-11-01');
    expect(isoWeekday('2027-03-28')).toBe(7);
    expect(isCalendarDate('2027-02-29')).toBe(false);
    expect(isCalendarDate('2028-02-29')).toBe(true);
  });

  it('lets a slot take every start time it overlaps, buffers included', () => {
    expect(claimsFor('portrait', slot, '10:00').map((c) => c.resource)).toEqual([
      'slot:portrait:10:00',
      'slot:portrait:11:00',
    ]);
    // 11:00-13:00 plus 30 min after overlaps 13:00's slot; 10:00's slot ends at 12:30 and overlaps too.
    expect(claimsFor('portrait', slot, '11:00').map((c) => c.resource)).toEqual([
      'slot:portrait:10:00',
      'slot:portrait:11:00',
      'slot:portrait:13:00',
    ]);
    expect(claimsFor('wedding', { ...slot, mode: 'day', capacity: 2 }, '')).toEqual([
      { resource: 'day:wedding', capacity: 2 },
    ]);
    expect(claimsFor('restoration', { ...slot, mode: 'request' }, '')).toEqual([]);
  });

  it('tells free, full and blocked days apart', () => {
    const settings = { ...DEFAULT_AVAILABILITY, modes: { portrait: slot } };
    const none = { taken: new Map<string, number>(), blocked: false };
    expect(dayState(settings, 'portrait', '2027-05-05', '2027-01-01', none)).toEqual({
      state: 'free',
      times: ['10:00', '11:00', '13:00', '16:00'],
    });
    const taken = { taken: new Map([['slot:portrait:11:00', 1]]), blocked: false };
    expect(dayState(settings, 'portrait', '2027-05-05', '2027-01-01', taken).times).toEqual(['16:00']);
    expect(dayState(settings, 'portrait', '2027-05-05', '2027-01-01', { ...none, blocked: true })).toEqual({
      state: 'blocked',
    });
    expect(dayState(settings, 'portrait', '2027-01-02', '2027-01-01', none).state).toBe('blocked'); // notice
    expect(dayState(settings, 'portrait', '2030-01-02', '2027-01-01', none).state).toBe('blocked'); // horizon
  });
});
