import { describe, expect, it } from 'vitest';
import { createKeyKeeper, newIdempotencyKey } from './idempotency';

describe('createKeyKeeper', () => {
  it('reuses the key for the same unchanged payload and makes a new one when it changes', () => {
    const keeper = createKeyKeeper();
    const first = keeper.keyFor('{"name":"Anna"}');
    expect(keeper.keyFor('{"name":"Anna"}')).toBe(first);
    const second = keeper.keyFor('{"name":"Anne"}');
    expect(second).not.toBe(first);
    keeper.reset();
    expect(keeper.keyFor('{"name":"Anne"}')).not.toBe(second);
  });

  it('makes distinct keys', () => {
    expect(newIdempotencyKey()).not.toBe(newIdempotencyKey());
    expect(newIdempotencyKey()).toMatch(/^[0-9a-f-]{32,36}$/);
  });
});
