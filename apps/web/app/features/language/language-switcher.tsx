import { LANGUAGES } from '@app/contracts';
import { useFetcher, useLocation } from 'react-router';
import { LANGUAGE_STORAGE_KEY, useLanguage } from '../../i18n';
import { siteTexts } from '../../i18n/site-texts';
import { useTexts } from '../../i18n/texts';

/** de / ru buttons. A form POST to /language sets the cookie; localStorage keeps the choice too. */
export function LanguageSwitcher() {
  const lang = useLanguage();
  const t = useTexts(siteTexts);
  const location = useLocation();
  const fetcher = useFetcher();
  const redirectTo = `${location.pathname}${location.search}`;
  return (
    <fetcher.Form
      method="post"
      action="/language"
      className="flex items-center gap-1 text-sm"
      aria-label={t.language.label}
      onSubmit={(event) => {
        const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
        if (submitter?.value) window.localStorage.setItem(LANGUAGE_STORAGE_KEY, submitter.value);
      }}
    >
      <input type="hidden" name="redirectTo" value={redirectTo} />
      {LANGUAGES.map((code) => (
        <button
          key={code}
          type="submit"
          name="lang"
          value={code}
          aria-pressed={lang === code}
          className={`rounded px-2 py-1 uppercase tracking-wide ${
            lang === code ? 'bg-ink text-paper' : 'text-stone-600 hover:text-ink'
          }`}
        >
          {code}
          {/* In the name itself (not aria-label), so the visible text is part of the accessible name. */}
          <span className="sr-only">
            {' '}
            ({t.language.switchTo} {t.language[code]})
          </span>
        </button>
      ))}
    </fetcher.Form>
  );
}
