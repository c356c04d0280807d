import { NAV_PAGES, type NavKey } from '@app/contracts';
import type { SiteTexts } from '../../i18n/site-texts';

export type { NavKey };

/** The header and footer navigation, from the page registry (packages/contracts pages.ts). */
export const NAV_LINKS = NAV_PAGES;

export const navLabel = (t: SiteTexts, key: NavKey) => t.nav[key];
