import { describe, expect, it } from 'vitest';
import { createPageCache, withFreshNonce } from './page-cache.ts';

const page = (body: string, nonce = 'n0nce') => ({
  status: 200,
  headers: [['content-security-policy', `script-src 'nonce-${nonce}'`]] as [string, string][],
  body,
  nonce,
});

describe('page cache', () => {
  it('stores, returns and clears pages', () => {
    const cache = createPageCache();
    cache.set('GET /|de', page('<p>de</p>'));
    cache.set('GET /|ru', page('<p>ru</p>'));
    expect(cache.get('GET /|de')?.body).toBe('<p>de</p>');
    expect(cache.get('GET /|ru')?.body).toBe('<p>ru</p>');
    cache.clear();
    expect(cache.get('GET /|de')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('expires entries after the TTL', () => {
    let t = 0;
    const cache = createPageCache({ ttlMs: 1000, now: () => t });
    cache.set('a', page('a'));
    t = 999;
    expect(cache.get('a')).toBeDefined();
    t = 2100;
    expect(cache.get('a')).toBeUndefined();
  });

  it('evicts the least recently used entry beyond the limits', () => {
    const cache = createPageCache({ maxEntries: 2 });
    cache.set('a', page('a'));
    cache.set('b', page('b'));
    cache.get('a');
    cache.set('c', page('c'));
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBeDefined();
    expect(cache.get('c')).toBeDefined();

    const small = createPageCache({ maxBytes: 10_000 });
    small.set('big', page('x'.repeat(5_000)));
    expect(small.get('big')).toBeUndefined();
  });

  it('gives every hit a fresh nonce in the body and the CSP header', () => {
    const fresh = withFreshNonce(page('<script nonce="n0nce"></script><link nonce="n0nce">'), 'NEW');
    expect(fresh.body).toBe('<script nonce="NEW"></script><link nonce="NEW">');
    expect(fresh.headers[0]?.[1]).toBe("script-src 'nonce-NEW'");
  });
});
