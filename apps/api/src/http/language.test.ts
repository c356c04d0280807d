import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { visitorLanguage } from './language.ts';

const withHeaders = (headers: Record<string, string>) => ({ headers }) as unknown as FastifyRequest;

describe('visitorLanguage (the language of the visitor’s mails)', () => {
  it('takes the page’s language the form action declares, over any cookie', () => {
    expect(visitorLanguage(withHeaders({ 'content-language': 'ru' }))).toBe('ru');
    expect(visitorLanguage(withHeaders({ 'content-language': 'ru-RU', cookie: 'lang=de' }))).toBe('ru');
    expect(visitorLanguage(withHeaders({ 'content-language': 'de', cookie: 'lang=ru' }))).toBe('de');
  });
  it('falls back to the remembered choice, then German', () => {
    expect(visitorLanguage(withHeaders({ cookie: 'a=1; lang=ru' }))).toBe('ru');
    expect(visitorLanguage(withHeaders({ 'content-language': 'fr' }))).toBe('de');
    expect(visitorLanguage(withHeaders({}))).toBe('de');
  });
});
