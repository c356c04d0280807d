/** A fresh Idempotency-Key; falls back to getRandomValues where randomUUID is missing (plain http). */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * One Idempotency-Key per attempt: a new key for new data, the same key when the visitor retries
 * exactly what was sent before (so a request that reached the server is not stored twice).
 */
export function createKeyKeeper() {
  let current: { key: string; signature: string } | null = null;
  return {
    keyFor(payload: unknown): string {
      const signature = JSON.stringify(payload);
      if (current?.signature !== signature) current = { key: newIdempotencyKey(), signature };
      return current.key;
    },
    /** After a success the next request is a new one. */
    reset() {
      current = null;
    },
  };
}
