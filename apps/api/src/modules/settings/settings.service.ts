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
  type ServiceInput,
  type ServicesSection,
  type ServicesSettings,
  type ServicesSettingsInput,
  type ServiceWrite,
  type SiteImages,
  type SocialLinks,
} from '@app/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Seeder } from '../../db/seed.ts';
import { inTransaction } from '../../db/transaction.ts';
import { AppError, invalidField, notFound } from '../../http/errors.ts';
import { sanitizeRichText } from '../../http/rich-text.ts';
import {
  findSetting,
  findSettingVersioned,
  insertSettingIfMissing,
  updateSettingAtVersion,
  upsertSetting,
} from './settings.repository.ts';

/** One settings section: a row of table `setting` holding the section as JSON, and its version. */
export function section<T extends object>(key: string, defaults: T) {
  /** The stored section over its defaults (a field added later reads as its default). */
  const parse = (stored: string | undefined): T => {
    if (!stored) return structuredClone(defaults);
    try {
      const parsed: unknown = JSON.parse(stored);
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) return { ...defaults, ...(parsed as T) };
    } catch {
      // A damaged row reads as the defaults instead of failing every page.
    }
    return structuredClone(defaults);
  };
  return {
    key,
    defaults,
    async read(db: Kysely<Database>): Promise<T> {
      return parse(await findSetting(db, key));
    },
    /** The section and its version (0 while nothing is stored). */
    async readVersioned(db: Kysely<Database>): Promise<{ value: T; version: number }> {
      const row = await findSettingVersioned(db, key);
      return { value: parse(row.value), version: row.version };
    },
    async write(db: Kysely<Database>, value: T, now: string): Promise<T> {
      await upsertSetting(db, key, JSON.stringify(value), now);
      return value;
    },
    /** Writes whatever the version; answers the new one. */
    writeVersioned: (db: Kysely<Database>, value: T, now: string) => upsertSetting(db, key, JSON.stringify(value), now),
    /** Writes only while the section is still at `version`; else 409 `settings.changed_elsewhere`. */
    async writeAtVersion(db: Kysely<Database>, value: T, now: string, version: number): Promise<number> {
      const next = await updateSettingAtVersion(db, key, JSON.stringify(value), now, version);
      if (next === null) throw changedElsewhere();
      return next;
    },
  };
}

const changedElsewhere = () =>
  new AppError('settings.changed_elsewhere', 'The section was changed meanwhile (another tab or window); reload it');

/** A written service: its icon from the input, else the stored service's, else the default. */
function withIcon(input: ServiceInput, stored: Service | undefined): Service {
  return { ...input, icon: input.icon ?? stored?.icon ?? 'Camera' };
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
    /** The list with the section's version (the office edits from it). */
    async servicesSection(): Promise<ServicesSection> {
      const { value, version } = await SECTIONS.services.readVersioned(db);
      return { ...value, version };
    },
    /** The whole list (the spec's PUT): written whatever the version; a left-out icon stays. */
    saveServices: (input: ServicesSettingsInput) =>
      inTransaction(db, async (trx): Promise<ServicesSection> => {
        const current = await SECTIONS.services.read(trx);
        const stored = new Map(current.services.map((s) => [s.id, s]));
        const value = { ...current, services: input.services.map((s) => withIcon(s, stored.get(s.id))) };
        return { ...value, version: await SECTIONS.services.writeVersioned(trx, value, now()) };
      }),
    /**
     * One service saved (replaced in place, or added at the end when new) without sending the
     * others, from the section `version` the office read: 409 when the section was written since
     * (another tab saved), never a silent overwrite (ADR 024).
     */
    saveService: (id: string, { version, ...input }: ServiceWrite) =>
      inTransaction(db, async (trx): Promise<ServicesSection> => {
        const current = await SECTIONS.services.readVersioned(trx);
        if (current.version !== version) throw changedElsewhere();
        const list = current.value.services;
        const at = list.findIndex((s) => s.id === id);
        if (at < 0 && list.length >= 50) {
          throw invalidField('services', 'too_big', 'at most 50 services', { maximum: 50 });
        }
        const service = withIcon({ ...input, id }, list[at]);
        const services = at < 0 ? [...list, service] : list.map((s, i) => (i === at ? service : s));
        const value = { ...current.value, services };
        return { ...value, version: await SECTIONS.services.writeAtVersion(trx, value, now(), version) };
      }),
    removeService: (id: string) =>
      inTransaction(db, async (trx): Promise<ServicesSection> => {
        const current = await SECTIONS.services.read(trx);
        if (!current.services.some((s) => s.id === id)) throw notFound('Service not found');
        const value = { ...current, services: current.services.filter((s) => s.id !== id) };
        return { ...value, version: await SECTIONS.services.writeVersioned(trx, value, now()) };
      }),
    /**
     * The services in the given order: every stored id exactly once, else 409 (a service was added
     * or removed meanwhile). The services themselves are the stored ones: ordering never writes
     * back an older copy of a service edited elsewhere.
     */
    orderServices: (ids: string[]) =>
      inTransaction(db, async (trx): Promise<ServicesSection> => {
        const current = await SECTIONS.services.read(trx);
        const byId = new Map(current.services.map((s) => [s.id, s]));
        if (ids.length !== byId.size || new Set(ids).size !== ids.length || ids.some((id) => !byId.has(id))) {
          throw changedElsewhere();
        }
        const value = { ...current, services: ids.map((id) => byId.get(id) as Service) };
        return { ...value, version: await SECTIONS.services.writeVersioned(trx, value, now()) };
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
