import { describe, expect, it } from 'vitest';
import { dropOwnOpaqueOrigin } from './web.plugin.ts';

const post = (url: string, headers: Record<string, unknown>) => ({ method: 'POST', url, headers: { ...headers } });

describe('a token page posting to itself without a Referer (Origin: null)', () => {
  it('loses its opaque Origin only when the browser says the post is same-origin', () => {
    for (const url of [
      '/g/abc?index',
      '/ru/g/abc',
      '/g/abc.data',
      '/newsletter?confirm=x',
      '/ru/newsletter?unsubscribe=y',
    ]) {
      const own = post(url, { origin: 'null', 'sec-fetch-site': 'same-origin' });
      dropOwnOpaqueOrigin(own);
      expect(own.headers).not.toHaveProperty('origin');
    }
  });

  it('keeps the Origin of a post from another site, of one that does not say, and of other pages', () => {
    const kept = [
      post('/g/abc', { origin: 'null', 'sec-fetch-site': 'cross-site' }),
      post('/g/abc', { origin: 'null', 'sec-fetch-site': 'same-site' }),
      post('/g/abc', { origin: 'null' }),
      post('/g/abc', { origin: 'https://evil.example', 'sec-fetch-site': 'same-origin' }),
      post('/contact', { origin: 'null', 'sec-fetch-site': 'same-origin' }),
      post('/newsletter', { origin: 'null', 'sec-fetch-site': 'same-origin' }),
      post('/gallery/g/abc', { origin: 'null', 'sec-fetch-site': 'same-origin' }),
      { method: 'GET', url: '/g/abc', headers: { origin: 'null', 'sec-fetch-site': 'same-origin' } },
    ];
    for (const request of kept) {
      const before = request.headers.origin;
      dropOwnOpaqueOrigin(request);
      expect(request.headers.origin, `${request.method} ${request.url}`).toBe(before);
    }
  });
});
