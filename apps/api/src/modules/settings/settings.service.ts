import {
  type Analytics,
  type Branding,
  type ContactSettings,
  DEFAULT_ANALYTICS,
  DEFAULT_BRANDING,
  DEFAULT_CONTACT,
  DEFAULT_IMPRESSUM,
  DEFAULT_SERVICES_SETTINGS,
  DEFAULT_SITE_IMAGES,
  DEFAULT_SOCIAL_LINKS,
  type Impressum,
  type Service,
  type ServicesSettings,
  type SiteImages,
  type SocialLinks,
} from '@app/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Seeder } from '../../db/seed.ts';
import { inTransaction } from '../../db/transaction.ts';
import { AppError, invalidField, notFound } from '../../http/errors.ts';
import { sanitizeRichText } from '../../http/rich-text.ts';
import { findSetting, insertSettingIfMissing, upsertSetting } from './settings.repository.ts';

/** One settings section: a row of table `setting` holding the section as JSON. */
export function section<T extends object>(key: string, defaults: T) {
  return {
    key,
    defaults,
    /** The stored section over its defaults (a field added later reads as its default). */
    async read(db: Kysely<Database>): Promise<T> {
      const stored = await findSetting(db, key);
      if (!stored) return structuredClone(defaults);
      try {
        const parsed: unknown = JSON.parse(stored);
        if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) return { ...defaults, ...(parsed as T) };
      } catch {
        // A damaged row reads as the defaults instead of failing every page.
      }
      return structuredClone(defaults);
    },
    async write(db: Kysely<Database>, value: T, now: string): Promise<T> {
      await upsertSetting(db, key, JSON.stringify(value), now);
      return value;
    },
  };
}

export const SECTIONS = {
  branding: section<Branding>('branding', DEFAULT_BRANDING),
  contact: section<ContactSettings>('contact', DEFAULT_CONTACT),
  services: section<ServicesSettings>('services', DEFAULT_SERVICES_SETTINGS),
  impressum: section<Impressum>('impressum', DEFAULT_IMPRESSUM),
  analytics: section<Analytics>('analytics', DEFAULT_ANALYTICS),
  siteImages: section<SiteImages>('site_images', DEFAULT_SITE_IMAGES),
  social: section<SocialLinks>('social_links', DEFAULT_SOCIAL_LINKS),
};

/** Writes every section's defaults that are missing; never touches what the owner saved. */
export const seedSettings: Seeder = async ({ db, clock }) => {
  const now = clock().toISOString();
  for (const s of Object.values(SECTIONS)) await insertSettingIfMissing(db, s.key, JSON.stringify(s.defaults), now);
};

/** The site-wide settings sections (e-mail settings live in the mail module: they hold a secret). */
export function createSettingsService({ db, clock }: { db: Kysely<Database>; clock: () => Date }) {
  const now = () => clock().toISOString();
  return {
    branding: () => SECTIONS.branding.read(db),
    saveBranding: (value: Branding) =>
      SECTIONS.branding.write(
        db,
        {
          ...value,
          wedding_expertise_de: sanitizeRichText(value.wedding_expertise_de),
          wedding_expertise_ru: sanitizeRichText(value.wedding_expertise_ru),
        },
        now(),
      ),
    contact: () => SECTIONS.contact.read(db),
    saveContact: (value: ContactSettings) => SECTIONS.contact.write(db, value, now()),
    /** Reads through the given handle so a booking can check its service inside its transaction. */
    services: (handle: Kysely<Database> = db) => SECTIONS.services.read(handle),
    saveServices: (value: ServicesSettings) => SECTIONS.services.write(db, value, now()),
    /**
     * One service saved (replaced in place, or added at the end when new) without sending the
     * others: two services edited in two tabs never overwrite each other. In one transaction.
     */
    saveService: (service: Service) =>
      inTransaction(db, async (trx) => {
        const current = await SECTIONS.services.read(trx);
        const at = current.services.findIndex((s) => s.id === service.id);
        if (at < 0 && current.services.length >= 50) {
          throw invalidField('services', 'too_big', 'at most 50 services', { maximum: 50 });
        }
        const services =
          at < 0 ? [...current.services, service] : current.services.map((s, i) => (i === at ? service : s));
        return SECTIONS.services.write(trx, { ...current, services }, now());
      }),
    removeService: (id: string) =>
      inTransaction(db, async (trx) => {
        const current = await SECTIONS.services.read(trx);
        if (!current.services.some((s) => s.id === id)) throw notFound('Service not found');
        return SECTIONS.services.write(
          trx,
          { ...current, services: current.services.filter((s) => s.id !== id) },
          now(),
        );
      }),
    /** The services in the given order: every stored id exactly once (409 when the list changed meanwhile). */
    orderServices: (ids: string[]) =>
      inTransaction(db, async (trx) => {
        const current = await SECTIONS.services.read(trx);
        const byId = new Map(current.services.map((s) => [s.id, s]));
        if (ids.length !== byId.size || new Set(ids).size !== ids.length || ids.some((id) => !byId.has(id))) {
          throw new AppError('conflict', 'The services changed meanwhile; reload and order again');
        }
        return SECTIONS.services.write(trx, { ...current, services: ids.map((id) => byId.get(id) as Service) }, now());
      }),
    impressum: () => SECTIONS.impressum.read(db),
    saveImpressum: (value: Impressum) => SECTIONS.impressum.write(db, value, now()),
    analytics: () => SECTIONS.analytics.read(db),
    saveAnalytics: (value: Analytics) => SECTIONS.analytics.write(db, value, now()),
    siteImages: () => SECTIONS.siteImages.read(db),
    saveSiteImages: (value: SiteImages) => SECTIONS.siteImages.write(db, value, now()),
    /** Social links as the API answers them: `twitter` is LinkedIn and `email` the WhatsApp number. */
    async socialLinks() {
      const links = await SECTIONS.social.read(db);
      return { ...links, linkedin: links.twitter, whatsapp: links.email };
    },
    async saveSocialLinks(value: SocialLinks) {
      await SECTIONS.social.write(db, value, now());
      return { ...value, linkedin: value.twitter, whatsapp: value.email };
    },
  };
}

export type SettingsService = ReturnType<typeof createSettingsService>;
