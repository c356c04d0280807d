import { ID_PATTERN } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { newId } from './ids.ts';

describe('newId', () => {
  it('makes 24 lowercase hex characters', () => {
    for (let i = 0; i < 100; i++) expect(newId()).toMatch(ID_PATTERN);
  });

  it('never repeats and sorts by creation second', () => {
    const ids = new Set(Array.from({ length: 10_000 }, () => newId()));
    expect(ids.size).toBe(10_000);
    const older = newId(new Date('2025-01-01T00:00:00Z'));
    const newer = newId(new Date('2026-01-01T00:00:00Z'));
    expect(older < newer).toBe(true);
  });
});
