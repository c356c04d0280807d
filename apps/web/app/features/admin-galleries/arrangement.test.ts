import { describe, expect, it } from 'vitest';
import { formatOffset, moveGroup, moveToEdge, parseOffset, reconcile } from './arrangement';

const order = ['a', 'b', 'c', 'd', 'e', 'f'];

describe('the office photo order (ADR 053)', () => {
  it('moves one photo onto another place, down and up', () => {
    expect(moveGroup(order, new Set(), 'b', 'e')).toEqual(['a', 'c', 'd', 'e', 'b', 'f']);
    expect(moveGroup(order, new Set(), 'e', 'b')).toEqual(['a', 'e', 'b', 'c', 'd', 'f']);
    expect(moveGroup(order, new Set(), 'f', 'a')).toEqual(['f', 'a', 'b', 'c', 'd', 'e']);
    expect(moveGroup(order, new Set(), 'c', 'c')).toEqual(order);
  });

  it('moves the whole selection with the dragged photo, keeping its order', () => {
    const group = new Set(['b', 'f', 'd']);
    expect(moveGroup(order, group, 'f', 'a')).toEqual(['b', 'd', 'f', 'a', 'c', 'e']);
    expect(moveGroup(order, group, 'b', 'e')).toEqual(['a', 'c', 'e', 'b', 'd', 'f']);
    // A photo not selected is dragged alone.
    expect(moveGroup(order, group, 'a', 'c')).toEqual(['b', 'c', 'a', 'd', 'e', 'f']);
    // Dropped on a selected photo: the group lands where the dragged one would.
    expect(moveGroup(order, new Set(['a', 'e']), 'a', 'e')).toEqual(['b', 'c', 'd', 'a', 'e', 'f']);
  });

  it('moves the selection to the front or the end', () => {
    const group = new Set(['e', 'b']);
    expect(moveToEdge(order, group, 'top')).toEqual(['b', 'e', 'a', 'c', 'd', 'f']);
    expect(moveToEdge(order, group, 'bottom')).toEqual(['a', 'c', 'd', 'f', 'b', 'e']);
  });

  it('sends the wished order of the photos still there, new ones at the end', () => {
    expect(reconcile(['c', 'a', 'x', 'b'], ['a', 'b', 'c', 'n'])).toEqual(['c', 'a', 'b', 'n']);
  });

  it('reads and writes a camera clock offset', () => {
    expect(formatOffset(3600)).toBe('+01:00:00');
    expect(formatOffset(-90)).toBe('-00:01:30');
    expect(formatOffset(0)).toBe('');
    expect(parseOffset('+01:00:00')).toBe(3600);
    expect(parseOffset('1:30')).toBe(5400);
    expect(parseOffset('-00:01:30')).toBe(-90);
    expect(parseOffset('+24:00')).toBe(86_400);
    expect(parseOffset('')).toBe(0);
    expect(parseOffset('eine Stunde')).toBeNull();
    expect(parseOffset('1:75')).toBeNull();
    for (const seconds of [1, -59, 7322, -86_400]) expect(parseOffset(formatOffset(seconds))).toBe(seconds);
  });
});
