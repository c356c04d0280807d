import { describe, expect, it } from 'vitest';
import { berlinInputToIso, berlinInputValue, formatBerlin } from './berlin-time';

describe('publication times in Berlin time', () => {
  it('shows UTC instants as Berlin wall time, winter and summer', () => {
    expect(berlinInputValue('2026-12-24T09:00:00.000Z')).toBe('2026-12-24T10:00');
    expect(berlinInputValue('2026-07-01T16:30:00.000Z')).toBe('2026-07-01T18:30');
    expect(berlinInputValue('kein Datum')).toBe('');
    expect(formatBerlin('2026-12-24T09:00:00.000Z')).toBe('24.12.2026, 10:00');
  });

  it('reads Berlin wall time back as UTC, across the clock changes', () => {
    expect(berlinInputToIso('2026-12-24T10:00')).toBe('2026-12-24T09:00:00.000Z');
    expect(berlinInputToIso('2026-07-01T18:30')).toBe('2026-07-01T16:30:00.000Z');
    // The last Sunday of March 2027: 01:59 is still winter time, 03:00 already summer time.
    expect(berlinInputToIso('2027-03-28T01:59')).toBe('2027-03-28T00:59:00.000Z');
    expect(berlinInputToIso('2027-03-28T03:00')).toBe('2027-03-28T01:00:00.000Z');
    expect(berlinInputToIso('')).toBe('');
    expect(berlinInputToIso('2026-13-01T10:00')).toBe('');
  });
});
