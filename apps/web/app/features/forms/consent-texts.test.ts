import { CONSENT_TEXTS, LANGUAGES } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { textsFor } from '../../i18n/texts';
import { bookingTexts } from '../booking/texts';
import { newsletterTexts } from '../newsletter/texts';

/** The ledger stores the contract's wording (ADR 027): the forms must show exactly that wording. */
describe('consent texts', () => {
  it.each(LANGUAGES)('the booking and newsletter boxes say what the ledger stores (%s)', (lang) => {
    const booking = textsFor(bookingTexts, lang).consent;
    expect(`${booking.before}${booking.privacyLink}${booking.after}`).toBe(CONSENT_TEXTS.booking[lang]);
    expect(textsFor(newsletterTexts, lang).consent).toBe(CONSENT_TEXTS.newsletter[lang]);
  });
});
