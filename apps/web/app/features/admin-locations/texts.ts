import { defineTexts } from '../../i18n/texts';

/** The city pages' back-office texts (the office reads the Russian ones). */
export const adminLocationTexts = defineTexts({
  de: {
    contentDe: 'Text der Stadtseite (Deutsch)',
    contentRu: 'Text der Stadtseite (Russisch)',
  },
  ru: {
    contentDe: 'Текст страницы города (немецкий)',
    contentRu: 'Текст страницы города (русский)',
  },
});
