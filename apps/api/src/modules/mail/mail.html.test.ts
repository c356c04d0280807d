import { describe, expect, it } from 'vitest';
import { escapeHtml, headerValue, mailHtml } from './mail.html.ts';

describe('mail HTML part', () => {
  it('escapes everything taken from the text', () => {
    const html = mailHtml(
      '<b>Hi</b>',
      'Name: <script>alert("x")</script>\nE-Mail: a&b@example.de\n\n<img src=x onerror=alert(1)>',
    );
    expect(html).not.toContain('<script');
    expect(html).not.toContain('<img');
    expect(html).not.toContain('<b>');
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(html).toContain('<title>&lt;b&gt;Hi&lt;/b&gt;</title>');
    expect(escapeHtml(`'"&<>`)).toBe('&#39;&quot;&amp;&lt;&gt;');
  });

  it('turns label blocks into a table, other blocks into paragraphs, and links the declared URLs only', () => {
    const html = mailHtml(
      'Neue Buchungsanfrage',
      'Neue Buchungsanfrage\n\nName / Имя: https://spam.example/win\nDatum / Дата: 2027-06-12\n\nBitte öffnen: https://foto.example.de/admin?x=1&y=2.\nZweite Zeile',
      ['https://foto.example.de/admin?x=1&y=2'],
    );
    // A URL the template did not declare (typed by a visitor) stays text.
    expect(html).toMatch(/<td[^>]*>https:\/\/spam\.example\/win<\/td>/);
    expect(html).not.toContain('href="https://spam.example');
    expect(html).toContain('<p style="margin:0 0 16px">Neue Buchungsanfrage</p>');
    expect(html).toMatch(/<th scope="row"[^>]*>Name \/ Имя<\/th><td[^>]*>/);
    expect(html).toContain(
      'Bitte öffnen: <a href="https://foto.example.de/admin?x=1&amp;y=2" style="color:#8a6a3b">https://foto.example.de/admin?x=1&amp;y=2</a>.<br>Zweite Zeile',
    );
  });

  it('is marked Russian when the text is Russian, German otherwise', () => {
    expect(mailHtml('Заявка', 'Здравствуйте, Anna!\n\nСпасибо за вашу заявку.')).toContain('<html lang="ru">');
    expect(mailHtml('Anfrage', 'Neue Anfrage / Новая заявка\n\nName / Имя: Anna')).toContain('<html lang="de">');
  });

  it('keeps header values on one line', () => {
    expect(headerValue('Neu: Eve\r\nBcc: x@evil.example\u0000\t end')).toBe('Neu: Eve Bcc: x@evil.example end');
  });
});
