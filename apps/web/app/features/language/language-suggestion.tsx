import { LANGUAGES, type Language } from '@app/contracts';
import { X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { button } from '../../components/ui/buttons';
import { rememberedLanguage, rememberLanguage, useLanguage } from '../../i18n';
import { siteTexts } from '../../i18n/site-texts';
import { textsFor } from '../../i18n/texts';
import { usePageInLanguage } from './page-in-language';

/** The first of our languages the browser asks for (navigator.languages is in preference order). */
function browserLanguage(): Language | null {
  for (const tag of navigator.languages ?? [navigator.language]) {
    const code = tag.toLowerCase().split('-')[0];
    const found = LANGUAGES.find((lang) => lang === code);
    if (found) return found;
  }
  return null;
}

/**
 * A small, dismissible hint in the other language when a first-time visitor's browser prefers
 * it. Never a redirect: crawlers and shared links always get what the URL says,
 * and the page stays the same for everyone (cached per URL); the hint is decided in the browser.
 */
export function LanguageSuggestion() {
  const lang = useLanguage();
  const pageIn = usePageInLanguage();
  const [suggested, setSuggested] = useState<Language | null>(null);

  useEffect(() => {
    // Only on a first visit: someone who has chosen (switcher, or this hint) is not asked again.
    const wanted = rememberedLanguage() === null ? browserLanguage() : null;
    setSuggested(wanted && wanted !== lang ? wanted : null);
  }, [lang]);

  if (!suggested) return null;
  const t = textsFor(siteTexts, suggested).language;
  return (
    <section
      lang={suggested}
      aria-label={t.suggestion}
      className="fixed inset-x-3 top-3 z-50 mx-auto flex max-w-xl items-center gap-3 border border-stone-200 bg-white/95 py-2 pl-4 pr-2 text-sm shadow-lg backdrop-blur sm:inset-x-auto sm:right-4"
    >
      <p className="flex-1 text-stone-700">{t.suggestion}</p>
      <a
        href={pageIn(suggested)}
        hrefLang={suggested}
        onClick={() => rememberLanguage(suggested)}
        className={button.smallPrimary}
      >
        {t.suggestionOpen}
      </a>
      <button
        type="button"
        onClick={() => {
          rememberLanguage(lang);
          setSuggested(null);
        }}
        className="inline-flex size-11 items-center justify-center rounded-full text-stone-500 hover:bg-stone-100 hover:text-ink"
      >
        <X aria-hidden className="size-4" />
        <span className="sr-only">{t.suggestionDismiss}</span>
      </button>
    </section>
  );
}
