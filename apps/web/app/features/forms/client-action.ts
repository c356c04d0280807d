import type { FormState } from './form-state';

/**
 * What a form sent by script answers when its request never got an answer it could read (the
 * phone lost its network, a proxy answered 502, the server broke off): the page stays, the
 * form's failure text is shown next to its submit in the page's language, every typed value is
 * kept and the same attempt can be sent again (its Idempotency-Key is kept: nothing is stored
 * twice). Without this, React Router hands the failed fetch to the error boundary, which replaces
 * the page (issue 32 item 2).
 */
export async function sendKeepingPage<T>(
  { request, serverAction }: { request: Request; serverAction: () => Promise<unknown> },
  failed: (values: Record<string, string>) => T,
): Promise<T> {
  // Read before the post: the body of the original request is sent by serverAction.
  const form = await request
    .clone()
    .formData()
    .catch(() => null);
  try {
    return (await serverAction()) as T;
  } catch (error) {
    // A redirect is an answer, not a failure.
    if (error instanceof Response) throw error;
    const values: Record<string, string> = {};
    form?.forEach((value, name) => {
      if (typeof value === 'string') values[name] = value;
    });
    return failed(values);
  }
}

/** The failure of a public form of the kit (contact, booking, review, newsletter). */
export function publicFormFailed(values: Record<string, string>): FormState {
  return { status: 'failed', values, fieldErrors: {}, formError: 'unavailable' };
}

/** A public form route's `clientAction`: the server's action, or the kept page when it cannot be reached. */
export function publicFormClientAction(args: { request: Request; serverAction: () => Promise<unknown> }) {
  return sendKeepingPage<FormState>(args, publicFormFailed);
}
