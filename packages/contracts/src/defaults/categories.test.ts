import { describe, expect, it } from 'vitest';
import { canonicalCategory, DEFAULT_CATEGORIES } from './categories.ts';
import { DEFAULT_SERVICES } from './services.ts';

describe('default categories', () => {
  it("start with 'all' and name each default service's category once, by the service's key", () => {
    expect(DEFAULT_CATEGORIES.map((c) => c.slug)).toEqual([
      'all',
      'wedding',
      'portrait',
      'events',
      'architecture',
      'restoration',
      'ai-photoshoot',
    ]);
    const services = DEFAULT_CATEGORIES.flatMap((c) => (c.service ? [c.service] : []));
    expect([...services].sort()).toEqual(DEFAULT_SERVICES.map((s) => s.id).sort());
  });

  it('reads the old key event as events and leaves every other key alone', () => {
    expect(canonicalCategory('event')).toBe('events');
    expect(canonicalCategory('events')).toBe('events');
    expect(canonicalCategory('wedding')).toBe('wedding');
    expect(canonicalCategory('all')).toBe('all');
  });
});
