/**
 * Server-rendered public pages (and their client-navigation `.data` answers), cached per URL
 * and language. Any successful admin write clears the cache; entries also expire after a short
 * TTL so background changes (e.g. AVIF variants becoming available) show up on their own.
 * A cached page carries the CSP nonce it was rendered with; every hit gets a fresh nonce, so
 * nonces are never shared between responses.
 */
export interface CachedPage {
  status: number;
  headers: [string, string][];
  body: string;
  nonce: string;
}

interface Entry extends CachedPage {
  storedAt: number;
  bytes: number;
}

export interface PageCache {
  get(key: string): CachedPage | undefined;
  set(key: string, page: CachedPage): void;
  clear(): void;
  readonly size: number;
}

export function createPageCache({
  maxEntries = 1000,
  maxBytes = 64 * 1024 * 1024,
  ttlMs = 60_000,
  now = () => Date.now(),
}: {
  maxEntries?: number;
  maxBytes?: number;
  ttlMs?: number;
  now?: () => number;
} = {}): PageCache {
  const entries = new Map<string, Entry>();
  let bytes = 0;

  const remove = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    bytes -= entry.bytes;
    entries.delete(key);
  };

  return {
    get(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (now() - entry.storedAt > ttlMs) {
        remove(key);
        return undefined;
      }
      // Least recently used goes first: re-insert to move this one to the end.
      entries.delete(key);
      entries.set(key, entry);
      return entry;
    },
    set(key, page) {
      remove(key);
      const size = page.body.length * 2 + 512;
      if (size > maxBytes / 4) return;
      entries.set(key, { ...page, storedAt: now(), bytes: size });
      bytes += size;
      while (entries.size > maxEntries || bytes > maxBytes) {
        const oldest = entries.keys().next().value;
        if (oldest === undefined) break;
        remove(oldest);
      }
    },
    clear() {
      entries.clear();
      bytes = 0;
    },
    get size() {
      return entries.size;
    },
  };
}

/** Replaces the nonce a page was rendered with by a fresh one, in the body and the CSP header. */
export function withFreshNonce(page: CachedPage, nonce: string): { headers: [string, string][]; body: string } {
  if (!page.nonce) return { headers: page.headers, body: page.body };
  return {
    headers: page.headers.map(([name, value]) => [name, value.replaceAll(page.nonce, nonce)]),
    body: page.body.replaceAll(page.nonce, nonce),
  };
}
