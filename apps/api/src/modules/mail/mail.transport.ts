import nodemailer from 'nodemailer';
import { headerValue, mailHtml } from './mail.html.ts';
import type { SmtpSettings } from './mail.settings.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** Where a reply goes (e.g. the visitor who wrote), when not the sender. */
  replyTo?: string;
  /**
   * The URLs in `text` the HTML part may turn into links: the site's own (a confirmation link).
   * Any other URL, above all one a visitor typed, stays plain text (ADR 038).
   */
  links?: readonly string[];
  /** Text attachments (the .ics of a confirmed booking). */
  attachments?: MailAttachment[];
}

export interface MailAttachment {
  filename: string;
  content: string;
  contentType: string;
}

/**
 * Sends one mail with the stored SMTP settings: implicit TLS on port 465, STARTTLS when the
 * server offers it on other ports (587 for Gmail). Short time-outs so a dead server fails fast.
 * Every mail goes out as plain text with an HTML alternative rendered from the same text.
 */
export async function sendWithSmtp(smtp: SmtpSettings, message: MailMessage): Promise<void> {
  const transport = nodemailer.createTransport({
    host: smtp.smtp_server,
    port: smtp.smtp_port,
    secure: smtp.smtp_port === 465,
    auth: { user: smtp.sender_email, pass: smtp.sender_password },
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  try {
    await transport.sendMail({
      // The site's name as the display name ("Lichtblick Fotografie <studio@…>"), on one line.
      from: smtp.sender_name ? { name: headerValue(smtp.sender_name), address: smtp.sender_email } : smtp.sender_email,
      to: message.to,
      // Header values are forced onto one line here too, whatever the caller built (no header injection).
      subject: headerValue(message.subject),
      text: message.text,
      html: mailHtml(message.subject, message.text, message.links ?? []),
      ...(message.replyTo ? { replyTo: message.replyTo } : {}),
      ...(message.attachments?.length ? { attachments: message.attachments } : {}),
    });
  } finally {
    transport.close();
  }
}
