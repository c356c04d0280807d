import type { MailMessage } from './mail.transport.ts';

/** A mail as a feature's template writes it (`<feature>.mails.ts`); the outbox only delivers it. */
export type OutgoingMail = MailMessage;

/** One line for a mail subject: no line breaks from visitor input. */
export const oneLine = (value: string) => value.replace(/\s+/g, ' ').trim().slice(0, 120);
