import { describe, expect, it } from 'vitest';
import { servicesSettingsSchema } from '../settings.ts';
import { DEFAULT_SERVICES } from './services.ts';

/** "ab 1.500 €" -> 1500; anything else fails the test. */
function euros(price: string): number {
  const match = /^ab (\d{1,3}(?:\.\d{3})*) €$/.exec(price);
  if (!match?.[1]) throw new Error(`not a German "ab … €" price: ${price}`);
  return Number(match[1].replaceAll('.', ''));
}

describe('the default services', () => {
  it('are valid services settings', () => {
    expect(servicesSettingsSchema.safeParse({ services: DEFAULT_SERVICES }).success).toBe(true);
  });

  it("start at their cheapest tariff's price, with tariffs rising in price", () => {
    for (const service of DEFAULT_SERVICES.filter((s) => s.tariffs.length > 0)) {
      const prices = service.tariffs.map((t) => euros(t.price));
      expect(euros(service.price), service.id).toBe(prices[0]);
      expect(prices, service.id).toEqual([...prices].sort((a, b) => a - b));
      expect(new Set(prices).size, service.id).toBe(prices.length);
      expect(
        service.tariffs.filter((t) => t.popular),
        service.id,
      ).toHaveLength(1);
    }
  });

  it('each carry tariffs of their own: no two services share a tariff name, price list or feature', () => {
    const withTariffs = DEFAULT_SERVICES.filter((s) => s.tariffs.length > 0);
    expect(withTariffs.map((s) => s.id)).toEqual(['wedding', 'portrait', 'architecture', 'events']);
    const priceLists = withTariffs.map((s) => s.tariffs.map((t) => t.price).join('|'));
    expect(new Set(priceLists).size).toBe(priceLists.length);
    const seen = new Map<string, string>();
    for (const service of withTariffs) {
      for (const feature of service.tariffs.flatMap((t) => [...t.features_de, ...t.features_ru])) {
        expect(seen.get(feature) ?? service.id, feature).toBe(service.id);
        seen.set(feature, service.id);
      }
    }
  });

  it("keep the spec's sample tariff prices (150, 300, 500 EUR) on portraits, the service that starts at 150", () => {
    const portrait = DEFAULT_SERVICES.find((s) => s.id === 'portrait');
    expect(portrait?.tariffs.map((t) => [t.id, euros(t.price), t.popular])).toEqual([
      ['basic', 150, false],
      ['standard', 300, true],
      ['premium', 500, false],
    ]);
  });

  it('say everything in German and Russian, feature for feature', () => {
    for (const service of DEFAULT_SERVICES) {
      expect(service.features_ru.length, service.id).toBe(service.features_de.length);
      for (const tariff of service.tariffs) {
        expect(tariff.name_ru, `${service.id}/${tariff.id}`).not.toBe('');
        expect(tariff.features_ru.length, `${service.id}/${tariff.id}`).toBe(tariff.features_de.length);
        expect(tariff.features_de.length).toBeGreaterThanOrEqual(3);
        expect(tariff.conditions_ru).not.toBe('');
        for (const ru of [tariff.name_ru, ...tariff.features_ru, tariff.conditions_ru]) {
          expect(ru, `${service.id}/${tariff.id}`).toMatch(/[а-яё]|^[A-Za-z0-9 ×]+$/i);
        }
      }
    }
  });

  it('that are priced per photo say their prices in both languages', () => {
    for (const id of ['restoration', 'aiPhotoshoot']) {
      const service = DEFAULT_SERVICES.find((s) => s.id === id);
      expect(service?.tariffs).toEqual([]);
      const price = euros(service?.price ?? '');
      expect(service?.features_de.some((f) => f.includes(`ab ${price} €`))).toBe(true);
      expect(service?.features_ru.some((f) => f.includes(`от ${price} €`))).toBe(true);
    }
  });
});
