import type { SiteDocument } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { documentUrl } from './document-url';

const doc = (urls: Partial<Pick<SiteDocument, 'file_url' | 'file_url_de' | 'file_url_ru'>>) =>
  ({ file_url: '', file_url_de: '', file_url_ru: '', ...urls }) as SiteDocument;

describe('documentUrl', () => {
  it('takes the file in the visitor language', () => {
    const both = doc({
      file_url_de: '/media/doc/de.pdf',
      file_url_ru: '/media/doc/ru.pdf',
      file_url: '/media/doc/x.pdf',
    });
    expect(documentUrl(both, 'de')).toBe('/media/doc/de.pdf');
    expect(documentUrl(both, 'ru')).toBe('/media/doc/ru.pdf');
  });

  it('falls back to the general file, then to the other language', () => {
    expect(documentUrl(doc({ file_url: '/media/doc/x.pdf', file_url_de: '/media/doc/de.pdf' }), 'ru')).toBe(
      '/media/doc/x.pdf',
    );
    expect(documentUrl(doc({ file_url_de: '/media/doc/de.pdf' }), 'ru')).toBe('/media/doc/de.pdf');
    expect(documentUrl(doc({ file_url_ru: '/media/doc/ru.pdf' }), 'de')).toBe('/media/doc/ru.pdf');
    expect(documentUrl(doc({}), 'de')).toBe('');
  });
});
