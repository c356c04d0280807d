import { describe, expect, it } from 'vitest';
import { withServerMemoryEnv } from './memory-env.mjs';

describe('withServerMemoryEnv (ADR 042)', () => {
  it('gives the server two malloc arenas unless the operator chose a value', () => {
    expect(withServerMemoryEnv({ PATH: '/bin' })).toEqual({ PATH: '/bin', MALLOC_ARENA_MAX: '2' });
    const own = { MALLOC_ARENA_MAX: '4' };
    expect(withServerMemoryEnv(own)).toBe(own);
  });
});
