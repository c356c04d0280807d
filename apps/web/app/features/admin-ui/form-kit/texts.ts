import { defineTexts } from '../../../i18n/texts';

/** The form kit's own words (the office reads the Russian ones). */
export const formKitTexts = defineTexts({
  de: {
    german: 'Deutsch',
    russian: 'Russisch',
  },
  ru: {
    german: 'немецкий',
    russian: 'русский',
  },
});
