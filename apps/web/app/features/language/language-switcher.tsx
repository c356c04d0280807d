import { LANGUAGES } from '@app/contracts';
import { rememberLanguage, useLanguage } from '../../i18n';
import { siteTexts } from '../../i18n/site-texts';
import { useTexts } from '../../i18n/texts';
import { usePageInLanguage } from './page-in-language';

/**
 * de / ru: links to the same page in each language (the Russian pages live under /ru; a page with
 * an address of its own per language, such as a blog post, names it). Plain links
 * that load the whole document, so they work without JavaScript, search engines follow them, and
 * the new page preloads the font subsets of its language. A click also remembers the choice.
 */
export function LanguageSwitcher() {
  const lang = useLanguage();
  const t = useTexts(siteTexts);
  const pageIn = usePageInLanguage();
  return (
    <nav className="flex items-center text-sm" aria-label={t.language.label}>
      {LANGUAGES.map((code) => (
        <a
          key={code}
          href={pageIn(code)}
          hrefLang={code}
          lang={code}
          aria-current={lang === code ? 'true' : undefined}
          onClick={() => rememberLanguage(code)}
          className={`inline-flex min-h-11 min-w-11 items-center justify-center px-2 py-1 uppercase tracking-wide ${
            lang === code
              ? 'font-semibold text-ink underline decoration-accent decoration-2 underline-offset-8'
              : 'text-stone-600 hover:text-ink'
          }`}
        >
          {code}
          {/* In the name itself (not aria-label), so the visible text is part of the accessible name. */}
          <span className="sr-only">
            {' '}
            ({t.language.switchTo} {t.language[code]})
          </span>
        </a>
      ))}
    </nav>
  );
}
