import { parseLanguage, sameSitePath } from '@app/contracts';
import { redirect } from 'react-router';
import { languageCookie } from '../i18n';
import type { Route } from './+types/language';

/**
 * Only same-site paths made of URL characters: `/x?y#z`, never `//host`, `/\host`, an absolute
 * URL, or a control or non-ASCII character (a tab in `/<TAB>/host` is dropped by browsers and
 * makes `//host`; control characters cannot be written into a header).
 */
const SAME_SITE_PATH = /^\/(?![/\\])[A-Za-z0-9\-._~!$&'()*+,;=:@%/?#]{0,500}$/;

function safeRedirectTarget(value: FormDataEntryValue | null): string {
  return typeof value === 'string' && SAME_SITE_PATH.test(value) ? value : '/';
}

/** A form posted from another site (the browser names its origin): refused. */
function crossSite(request: Request): boolean {
  const origin = request.headers.get('origin');
  if (origin === null || origin === 'null') return origin === 'null';
  try {
    return new URL(origin).host !== new URL(request.url).host;
  } catch {
    return true;
  }
}

/**
 * Remembers a language choice and leads to the same page in that language: a plain form POST,
 * so it works without JavaScript (the switcher itself is a pair of links; this keeps older
 * forms and bookmarks working).
 */
export async function action({ request }: Route.ActionArgs) {
  if (crossSite(request)) {
    return Response.json({ detail: 'Cross-site request refused', code: 'forbidden' }, { status: 403 });
  }
  const form = await request.formData().catch(() => null);
  if (!form) return Response.json({ detail: 'Expected a form', code: 'bad_request' }, { status: 400 });
  const lang = parseLanguage(form.get('lang'));
  return redirect(sameSitePath(lang, safeRedirectTarget(form.get('redirectTo'))), {
    headers: { 'Set-Cookie': languageCookie(lang) },
  });
}

export function loader() {
  return redirect('/');
}
