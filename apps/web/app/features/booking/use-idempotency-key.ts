import { useRef } from 'react';

/**
 * One Idempotency-Key per attempt: a new key for new data, the same key when the visitor retries
 * exactly what was sent before (so a request that reached the server is not stored twice).
 */
export function useIdempotencyKey() {
  const last = useRef<{ signature: string; key: string } | null>(null);
  return {
    keyFor(payload: unknown): string {
      const signature = JSON.stringify(payload);
      if (last.current?.signature !== signature) last.current = { signature, key: crypto.randomUUID() };
      return last.current.key;
    },
    /** After a success the next request is a new one. */
    reset() {
      last.current = null;
    },
  };
}
