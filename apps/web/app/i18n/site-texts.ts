import { de } from './de';
import { ru } from './ru';
import { defineTexts } from './texts';

/** The texts of the site's frame (header, footer, navigation, language switch, 404). */
export const siteTexts = defineTexts({ de, ru });
