import { describe, expect, it } from 'vitest';
import { DEFAULT_REVIEW_SERVICES, serviceLabel } from './review-services';

describe('review services', () => {
  it("falls back to the spec's six services, named like the default services", () => {
    expect(DEFAULT_REVIEW_SERVICES.map((s) => s.id)).toEqual([
      'wedding',
      'portrait',
      'architecture',
      'events',
      'restoration',
      'ai-photoshoot',
    ]);
    expect(serviceLabel('ai-photoshoot', [], 'de')).toBe('KI-Fotoshooting');
    expect(serviceLabel('events', [], 'ru')).toBe('Съёмка мероприятий');
  });
});
