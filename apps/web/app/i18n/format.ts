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

const GROUP: Record<Language, string> = { de: '.', ru: '\u00a0' };

/**
 * "1.500" in German, "1 500" in Russian (with a no-break space), "99,50" in both. Written out for
 * the amounts pages show (not negative, at most `fractionDigits` decimals): the first
 * Intl.NumberFormat of a page loads its locale data, about 35 ms of main thread on a phone while
 * the page becomes interactive (measured on the project page). Anything else goes through Intl;
 * format.test.ts holds both to the same text.
 */
export function formatNumber(value: number, lang: Language, fractionDigits = 0): string {
  const scale = 10 ** fractionDigits;
  if (
    !(value >= 0) ||
    value > Number.MAX_SAFE_INTEGER / scale ||
    Object.is(value, -0) ||
    Math.round(value * scale) / scale !== value
  )
    return numberFormat(lang, fractionDigits).format(value);
  const [whole = '', fraction] = value.toFixed(fractionDigits).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, GROUP[lang]);
  return fraction === undefined ? grouped : `${grouped},${fraction}`;
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

const FROM: Record<Language, string> = { de: 'ab', ru: 'от' };
const AMOUNT = String.raw`(\d{1,3}(?:[.\s\u00a0\u202f]\d{3})+|\d+)(?:,(\d{1,2}))?`;
const PRICE_TEXT = new RegExp(
  String.raw`^\s*(ab|от|from)?\s*${AMOUNT}(?:\s*[-–—]\s*${AMOUNT})?\s*(?:€|eur|euro)\s*$`,
  'i',
);

function amount(whole: string | undefined, cents: string | undefined): number {
  return Number((whole ?? '').replace(/[.\s\u00a0\u202f]/g, '')) + (cents ? Number(cents.padEnd(2, '0')) / 100 : 0);
}

/**
 * The amount of a price the owner typed, in euros: "ab 1.500 €" -> 1500 (a lower bound),
 * "150–300 €" -> 150 (a lower bound), "150 €" -> 150; null for anything else ("auf Anfrage").
 */
export function priceAmount(text: string): { amount: number; from: boolean } | null {
  const match = PRICE_TEXT.exec(text);
  if (!match) return null;
  const [, from, whole, cents, toWhole] = match;
  return { amount: amount(whole, cents), from: Boolean(from) || toWhole !== undefined };
}

/**
 * A price the owner typed ("ab 1.500 €", "150 €", "150–300 €") written the way the page's language
 * writes it: "ab 1.500 €" / "от 1 500 €", "150–300 €". Anything else ("auf Anfrage") is shown
 * as typed.
 */
export function formatPriceText(text: string, lang: Language): string {
  const match = PRICE_TEXT.exec(text);
  if (!match) return text;
  const [, from, whole, cents, toWhole, toCents] = match;
  const first = formatPrice(amount(whole, cents), lang);
  const price = toWhole
    ? `${formatNumber(amount(whole, cents), lang, cents ? 2 : 0)}–${formatPrice(amount(toWhole, toCents), lang)}`
    : first;
  return from ? `${FROM[lang]}\u00a0${price}` : price;
}
