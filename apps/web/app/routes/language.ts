import { parseLanguage } from '@app/contracts';
import { redirect } from 'react-router';
import { languageCookie } from '../i18n';
import type { Route } from './+types/language';

/** Only same-site paths: `/x`, never `//host` or an absolute URL. */
function safeRedirectTarget(value: FormDataEntryValue | null): string {
  const target = typeof value === 'string' ? value : '/';
  return target.startsWith('/') && !target.startsWith('//') && !target.startsWith('/\\') ? target : '/';
}

/** Switches the language: a plain form POST, so it works without JavaScript too. */
export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  const lang = parseLanguage(form.get('lang'));
  return redirect(safeRedirectTarget(form.get('redirectTo')), {
    headers: { 'Set-Cookie': languageCookie(lang) },
  });
}

export function loader() {
  return redirect('/');
}
