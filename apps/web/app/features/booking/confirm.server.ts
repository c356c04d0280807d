import { bookingConfirmResultSchema, localePath } from '@app/contracts';
import { redirect } from 'react-router';
import { answered } from '../../lib/api-answer';
import { pageLanguage } from '../../lib/lang';
import { type ServerServices, servicesContext } from '../../lib/server-context';

const TOKEN = /^[A-Za-z0-9_-]{20,100}$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The confirmation page's POST (ADR 038), on the server only (a `.server` module: the answer's
 * schema never reaches the visitor's browser): confirms the address and redirects to the page
 * with the outcome (post/redirect/get).
 */
export async function confirmBookingAction({
  request,
  url,
  context,
}: {
  request: Request;
  /** React Router's `url` argument: the page's address (its language), also for a `.data` post. */
  url: URL;
  context: { get: (key: typeof servicesContext) => ServerServices };
}) {
  const lang = pageLanguage(url);
  const form = await request.formData().catch(() => null);
  const token = String(form?.get('token') ?? '');
  const done = (query: string) => redirect(localePath(lang, `/booking/confirm?${query}`));
  if (!TOKEN.test(token)) return done('invalid=1');
  try {
    const res = await context.get(servicesContext).api('/api/public/booking/confirm', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-language': lang },
      body: { token },
    });
    const answer = answered(res);
    const result = answer.ok ? bookingConfirmResultSchema.safeParse(answer.data) : null;
    if (result?.success) {
      const date = DATE.test(result.data.date) ? `&date=${result.data.date}` : '';
      return done(`state=${result.data.state}${date}`);
    }
    // An unknown, used or expired link, or no link at all.
    const invalid =
      !answer.ok &&
      (answer.code === 'booking.link_invalid' || answer.code === 'not_found' || answer.code === 'validation_failed');
    return done(invalid ? 'invalid=1' : 'failed=1');
  } catch {
    return done('failed=1');
  }
}
