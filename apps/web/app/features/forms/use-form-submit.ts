import { useCallback, useState } from 'react';
import { useIdempotencyKey } from '../../lib/use-idempotency-key';

export type SubmitState = 'idle' | 'sending' | 'success' | 'error';

/**
 * POSTs a public form as JSON with an Idempotency-Key (reused while the visitor retries the same
 * unchanged payload). Resolves true on a 2xx answer; any other outcome sets state 'error'.
 */
export function useFormSubmit(url: string) {
  const [state, setState] = useState<SubmitState>('idle');
  const idempotency = useIdempotencyKey();

  async function submit(payload: Record<string, unknown>): Promise<boolean> {
    const body = JSON.stringify(payload);
    const key = idempotency.keyFor(payload);
    setState('sending');
    try {
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json', 'Idempotency-Key': key },
        body,
      });
      if (!res.ok) throw new Error(`HTTP ${res.status}`);
      idempotency.reset();
      setState('success');
      return true;
    } catch {
      setState('error');
      return false;
    }
  }

  const reset = useCallback(() => setState('idle'), []);
  return { state, submit, sending: state === 'sending', reset };
}
