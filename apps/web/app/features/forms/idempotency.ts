/** A fresh Idempotency-Key; falls back to getRandomValues where randomUUID is missing (plain http). */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * Keeps one key per distinct payload: a retry of the same unchanged form reuses the key (so the
 * server answers a duplicate with the first result), a changed form gets a new one.
 */
export function createKeyKeeper() {
  let current: { key: string; body: string } | null = null;
  return {
    keyFor(body: string): string {
      if (!current || current.body !== body) current = { key: newIdempotencyKey(), body };
      return current.key;
    },
    reset() {
      current = null;
    },
  };
}
