import type { BookingCreate } from '@app/contracts';

/** What the form sends: the contract's payload plus the honeypot field. */
export type BookingPayload = Omit<BookingCreate, 'website'> & { website: string };

export type SendResult = { ok: true } | { ok: false; fieldErrors: { path: string; message: string }[] };

/**
 * POST /api/public/booking as JSON. `idempotencyKey` makes a retry of the same request harmless:
 * the server answers a repeated key with the first answer instead of storing a second booking.
 */
export async function sendBooking(payload: BookingPayload, idempotencyKey: string): Promise<SendResult> {
  try {
    const res = await fetch('/api/public/booking', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', 'idempotency-key': idempotencyKey },
      body: JSON.stringify(payload),
    });
    if (res.ok) return { ok: true };
    if (res.status === 422) {
      const body = (await res.json().catch(() => null)) as { errors?: { path?: unknown; message?: unknown }[] } | null;
      const fieldErrors = (body?.errors ?? []).flatMap((e) =>
        typeof e.path === 'string' && typeof e.message === 'string' ? [{ path: e.path, message: e.message }] : [],
      );
      return { ok: false, fieldErrors };
    }
    return { ok: false, fieldErrors: [] };
  } catch {
    return { ok: false, fieldErrors: [] };
  }
}
