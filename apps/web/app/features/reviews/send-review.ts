import type { PublicReviewCreate } from '@app/contracts';

export type ReviewPayload = Omit<PublicReviewCreate, 'website'> & { website: string };

/** POST /api/public/reviews as JSON; true on success. The key makes a repeated attempt harmless. */
export async function sendReview(payload: ReviewPayload, idempotencyKey: string): Promise<boolean> {
  try {
    const res = await fetch('/api/public/reviews', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', 'idempotency-key': idempotencyKey },
      body: JSON.stringify(payload),
    });
    return res.ok;
  } catch {
    return false;
  }
}
