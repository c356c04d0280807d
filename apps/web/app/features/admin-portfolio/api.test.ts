import { describe, expect, it } from 'vitest';
import { nextSortOrder, swapWithNeighbour } from './api';

const list = [
  { id: 'a', sort_order: 0 },
  { id: 'b', sort_order: 1 },
  { id: 'c', sort_order: 2 },
];

describe('category ordering', () => {
  it('swaps sort_order with the neighbour above or below', () => {
    expect(swapWithNeighbour(list, 1, -1)).toEqual([
      { id: 'b', sort_order: 0 },
      { id: 'a', sort_order: 1 },
    ]);
    expect(swapWithNeighbour(list, 1, 1)).toEqual([
      { id: 'b', sort_order: 2 },
      { id: 'c', sort_order: 1 },
    ]);
  });

  it('cannot move the first up or the last down', () => {
    expect(swapWithNeighbour(list, 0, -1)).toBeNull();
    expect(swapWithNeighbour(list, 2, 1)).toBeNull();
  });

  it('gives a new category the highest sort order plus one, 0 when none', () => {
    expect(nextSortOrder(list)).toBe(3);
    expect(nextSortOrder([])).toBe(0);
  });
});
