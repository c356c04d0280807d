import type { Language } from '@app/contracts';

/**
 * The word forms a count needs, as Intl.PluralRules names them: German uses `one`/`other`,
 * Russian `one` (1, 21), `few` (2-4, 22-24) and `many` (0, 5-20, 25-30). `{n}` stands for the
 * formatted number.
 */
export interface PluralForms {
  one: string;
  few?: string;
  many?: string;
  other: string;
}

const LOCALE: Record<Language, string> = { de: 'de-DE', ru: 'ru-RU' };
const pluralRules = new Map<Language, Intl.PluralRules>();
const numberFormats = new Map<string, Intl.NumberFormat>();

function numberFormat(lang: Language, fractionDigits: number): Intl.NumberFormat {
  const key = `${lang}|${fractionDigits}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(LOCALE[lang], {
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: fractionDigits,
    });
    numberFormats.set(key, format);
  }
  return format;
}

/** "1.500" in German, "1 500" in Russian (with a no-break space). */
export function formatNumber(value: number, lang: Language, fractionDigits = 0): string {
  return numberFormat(lang, fractionDigits).format(value);
}

/** A price in euros as each language writes it: "1.500 €" / "1 500 €" (cents only when there are any). */
export function formatPrice(euros: number, lang: Language): string {
  return `${formatNumber(euros, lang, Number.isInteger(euros) ? 0 : 2)}\u00a0€`;
}

/** `plural('ru', 3, { one: '{n} фотография', few: '{n} фотографии', many: '{n} фотографий', other: '{n} фотографии' })`. */
export function plural(lang: Language, count: number, forms: PluralForms): string {
  let rules = pluralRules.get(lang);
  if (!rules) {
    rules = new Intl.PluralRules(LOCALE[lang]);
    pluralRules.set(lang, rules);
  }
  const category = rules.select(count) as keyof PluralForms;
  return (forms[category] ?? forms.other).replaceAll('{n}', formatNumber(count, lang));
}

/** Quotation marks: „…“ in German, «…» in Russian. */
export function quote(text: string, lang: Language): string {
  return lang === 'ru' ? `«${text}»` : `„${text}“`;
}
