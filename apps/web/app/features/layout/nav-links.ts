import { NAV_PAGES, type NavKey } from '@app/contracts';
import type { Dictionary } from '../../i18n';

export type { NavKey };

/** The header and footer navigation, from the page registry (packages/contracts pages.ts). */
export const NAV_LINKS = NAV_PAGES;

export const navLabel = (t: Dictionary, key: NavKey) => t.nav[key];
