/**
 * Every kind of mail the site sends to an address that is not the owner's, with its class (issue
 * 33 item 2, ADR 038). `mail.toVisitor` takes only these kinds, so a new visitor mail is added
 * here first; `visitor-mails.api.test.ts` lists every kind with the class it expects and fails
 * while a kind of this list is missing there (or classed differently).
 *
 * The rules the classes carry (checked at SMTP level by that test):
 * - every mail to an address its owner has not confirmed (by clicking a link the site mailed to
 *   it) counts against `VISITOR_MAILS_PER_DAY` per mailbox (`mailboxKey`), across all kinds, and is
 *   skipped over it; the caller says `confirmed: true` only for a mailbox confirmed that way;
 * - `visitorText: 'none'`: the mail carries nothing a visitor typed (no name, no message), only
 *   the site's own words and what the site offers (dates, service names, its own links);
 *   `'name-if-confirmed'`: the owner's reply may greet with the name typed on the form, and only
 *   when the mailbox was confirmed by the person who typed it (else the greeting has no name);
 * - nothing typed by a visitor becomes a link in any HTML part: only the URLs a template declares
 *   in `links` are linked (mail.html.ts).
 */
export interface VisitorMailClass {
  /** What sends it: the visitor's own form or link click, the owner's action, or a timer. */
  trigger: 'visitor' | 'owner' | 'schedule';
  /** Whose hand typed the address: a visitor on a public form, or the owner in the back office. */
  address: 'visitor-typed' | 'owner-entered';
  /** Visitor-typed text the mail may carry. */
  visitorText: 'none' | 'name-if-confirmed';
}

export const VISITOR_MAILS = {
  /** The contact form's fixed-text acknowledgement. */
  'contact.received': { trigger: 'visitor', address: 'visitor-typed', visitorText: 'none' },
  /** A booking request's "confirm your address" link (the request holds its day only after it). */
  'booking.confirm-link': { trigger: 'visitor', address: 'visitor-typed', visitorText: 'none' },
  /** The owner confirmed the booking (with the .ics). */
  'booking.confirmed': { trigger: 'owner', address: 'visitor-typed', visitorText: 'name-if-confirmed' },
  'booking.declined': { trigger: 'owner', address: 'visitor-typed', visitorText: 'name-if-confirmed' },
  'booking.cancelled': { trigger: 'owner', address: 'visitor-typed', visitorText: 'name-if-confirmed' },
  /** The owner moved the booking to another date or time (with the updated .ics; ADR 045). */
  'booking.moved': { trigger: 'owner', address: 'visitor-typed', visitorText: 'name-if-confirmed' },
  /** The hold ran out unanswered (the expiry job). */
  'booking.expired': { trigger: 'schedule', address: 'visitor-typed', visitorText: 'none' },
  /** N days before a confirmed booking. */
  'booking.reminder': { trigger: 'schedule', address: 'visitor-typed', visitorText: 'none' },
  /** The newsletter's double opt-in link. */
  'newsletter.confirm-link': { trigger: 'visitor', address: 'visitor-typed', visitorText: 'none' },
  /** After the opt-in link was used: the unsubscribe link. */
  'newsletter.welcome': { trigger: 'visitor', address: 'visitor-typed', visitorText: 'none' },
  /** A client gallery is about to expire (address entered by the owner). */
  'gallery.reminder': { trigger: 'schedule', address: 'owner-entered', visitorText: 'none' },
  /** The owner sends the client their gallery's link (her own line in it is hers, not a visitor's). */
  'gallery.delivery': { trigger: 'owner', address: 'owner-entered', visitorText: 'none' },
  /**
   * Someone with a gallery's link asked to give the publication opt-in: the link that confirms it,
   * to the gallery's client address (entered by the owner; ADR 039).
   */
  'gallery.publication-confirm-link': { trigger: 'visitor', address: 'owner-entered', visitorText: 'none' },
} as const satisfies Record<string, VisitorMailClass>;

export type VisitorMailKind = keyof typeof VISITOR_MAILS;

export const VISITOR_MAIL_KINDS = Object.keys(VISITOR_MAILS) as VisitorMailKind[];

/** Mails to one unconfirmed mailbox in 24 hours, all kinds together (issue 22, issue 33). */
export const VISITOR_MAILS_PER_DAY = 3;
