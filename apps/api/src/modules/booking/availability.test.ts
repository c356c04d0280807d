import { DEFAULT_AVAILABILITY } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  berlinDate,
  berlinInstant,
  dayState,
  fits,
  isCalendarDate,
  isoWeekday,
  spanOf,
  type Taken,
} from './availability.ts';

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

  it('gives each booking its part of the one diary: a day all of it, a slot its time with buffers', () => {
    expect(spanOf(slot, '10:00')).toEqual([600, 750]);
    expect(spanOf({ ...slot, buffer_before_minutes: 30 }, '00:10')).toEqual([0, 160]);
    expect(spanOf({ ...slot, mode: 'day' }, '')).toEqual([0, 1440]);
    expect(spanOf({ ...slot, mode: 'request' }, '')).toBeNull();
    expect(spanOf({ ...slot, mode: 'request' }, '09:00')).toEqual([540, 690]);
  });

  it('lets nothing overlap a day booking; slots of different services see each other; a second shooter allows two at once', () => {
    const settings = {
      ...DEFAULT_AVAILABILITY,
      modes: {
        portrait: slot,
        family: { ...slot, start_times: ['12:00'] },
        wedding: { ...slot, mode: 'day' as const },
      },
    };
    const wedding: Taken = { service: 'wedding', span: [0, 1440] };
    const portrait: Taken = { service: 'portrait', span: [600, 750] };
    expect(fits(settings, 'portrait', '13:00', [wedding])).toBe(false);
    expect(fits(settings, 'restoration', '', [wedding])).toBe(false);
    expect(fits(settings, 'wedding', '', [portrait])).toBe(false);
    // 12:00-14:30 of another service overlaps the portrait until 12:30.
    expect(fits(settings, 'family', '12:00', [portrait])).toBe(false);
    expect(fits(settings, 'portrait', '13:00', [portrait])).toBe(true);
    expect(fits(settings, 'restoration', '', [portrait])).toBe(true);
    const two = { ...settings, resources: 2 };
    expect(fits(two, 'portrait', '10:00', [wedding])).toBe(true);
    expect(fits(two, 'family', '12:00', [wedding, portrait])).toBe(false);
    expect(fits(two, 'portrait', '13:00', [wedding, portrait])).toBe(true);
    // A day service's capacity still counts per day: one wedding a day, whoever shoots it.
    expect(fits(two, 'wedding', '', [wedding])).toBe(false);
  });

  it('tells free, full and blocked days apart', () => {
    const settings = { ...DEFAULT_AVAILABILITY, modes: { portrait: slot } };
    const none = { taken: [], blocked: false };
    expect(dayState(settings, 'portrait', '2027-05-05', '2027-01-01', none)).toEqual({
      state: 'free',
      times: ['10:00', '11:00', '13:00', '16:00'],
    });
    const taken = { taken: [{ service: 'portrait', span: [660, 810] as const }], blocked: false };
    expect(dayState(settings, 'portrait', '2027-05-05', '2027-01-01', taken).times).toEqual(['16:00']);
    expect(dayState(settings, 'portrait', '2027-05-05', '2027-01-01', { ...none, blocked: true })).toEqual({
      state: 'blocked',
    });
    expect(dayState(settings, 'portrait', '2027-01-02', '2027-01-01', none).state).toBe('blocked'); // notice
    expect(dayState(settings, 'portrait', '2030-01-02', '2027-01-01', none).state).toBe('blocked'); // horizon
  });
});
