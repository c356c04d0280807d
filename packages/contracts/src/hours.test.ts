import { describe, expect, it } from 'vitest';
import { businessHours, DEFAULT_BUSINESS_HOURS, parseContactHours } from './hours.ts';

describe('parseContactHours', () => {
  it('reads the stored default format', () => {
    expect(parseContactHours('Mo-Fr 09:00-18:00, Sa 10:00-16:00')).toEqual({
      weekdays: '9:00 - 18:00',
      saturday: '10:00 - 16:00',
      sunday: null,
    });
  });

  it('reads an optional Sunday given as So', () => {
    expect(parseContactHours('Mo-Fr 08:30-17:45, Sa 10:00-14:00, So 12:00-15:00')).toEqual({
      weekdays: '8:30 - 17:45',
      saturday: '10:00 - 14:00',
      sunday: '12:00 - 15:00',
    });
  });

  it('tolerates spacing, en dashes and a missing Saturday', () => {
    expect(parseContactHours('  mo – fr 9:00 – 19:00 ')).toEqual({
      weekdays: '9:00 - 19:00',
      saturday: null,
      sunday: null,
    });
  });

  it.each([
    '',
    'nach Vereinbarung',
    'Sa 10:00-16:00',
    'Mo-Fr 09:00-18:00, Sa geschlossen',
    'Mo-Fr 25:00-18:00',
    'Mo-Fr 09:70-18:00',
    'Mo-Fr 09:00-18:00, Mo-Fr 10:00-12:00',
  ])('returns null for the unreadable value %j', (value) => {
    expect(parseContactHours(value)).toBeNull();
  });
});

describe('businessHours', () => {
  it('falls back to the spec defaults when unreadable', () => {
    expect(businessHours('immer')).toEqual(DEFAULT_BUSINESS_HOURS);
    expect(businessHours(undefined)).toEqual({ weekdays: '9:00 - 18:00', saturday: '10:00 - 16:00', sunday: null });
  });

  it('uses the parsed value when readable', () => {
    expect(businessHours('Mo-Fr 10:00-20:00, Sa 11:00-15:00').weekdays).toBe('10:00 - 20:00');
  });
});
