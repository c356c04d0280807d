import { describe, expect, it } from 'vitest';
import { displayPrice } from './texts';

describe('displayPrice', () => {
  it('keeps German prices and says "от" instead of "ab" in Russian', () => {
    expect(displayPrice('ab 150 €', 'de')).toBe('ab 150 €');
    expect(displayPrice('ab 150 €', 'ru')).toBe('от 150 €');
    expect(displayPrice('300 €', 'ru')).toBe('300 €');
  });
});
