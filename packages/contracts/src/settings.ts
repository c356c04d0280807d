import { z } from 'zod';
import { SITE_IMAGE_KEYS, type SiteImageKey } from './constants.ts';
import { emailSchema, LIMITS, optionalUrlSchema, requiredText, siteImageUrlSchema, text } from './text.ts';

// ---------- branding ----------

export const brandingSchema = z.object({
  site_name: requiredText(LIMITS.name),
  site_description_de: requiredText(LIMITS.short * 2),
  site_description_ru: requiredText(LIMITS.short * 2),
  hero_title_de: requiredText(LIMITS.title),
  hero_title_ru: requiredText(LIMITS.title),
  /** Sanitised HTML shown in the home page's wedding block. */
  wedding_expertise_de: text(LIMITS.longText).default(''),
  wedding_expertise_ru: text(LIMITS.longText).default(''),
});
export type Branding = z.infer<typeof brandingSchema>;

// ---------- contact ----------

export const contactSettingsSchema = z.object({
  contact_email: requiredText(LIMITS.email),
  contact_phone: requiredText(LIMITS.phone),
  contact_address: requiredText(LIMITS.short),
  contact_hours: requiredText(LIMITS.short),
});
export type ContactSettings = z.infer<typeof contactSettingsSchema>;

// ---------- social links ----------

/** `twitter` holds the LinkedIn URL and `email` the WhatsApp number (the spec's field names). */
export const socialLinksSchema = z.object({
  instagram: optionalUrlSchema.default(''),
  facebook: optionalUrlSchema.default(''),
  twitter: optionalUrlSchema.default(''),
  email: text(LIMITS.phone)
    .regex(/^(\+?[0-9 ()\-./]{5,})?$/, 'must be a phone number with country code, e.g. +49 170 1234567')
    .default(''),
});
export type SocialLinks = z.infer<typeof socialLinksSchema>;

export const socialLinksResponseSchema = socialLinksSchema.extend({
  linkedin: z.string(),
  whatsapp: z.string(),
});

export const userSettingsResponseSchema = z.object({
  username: z.string().optional(),
  email: z.string().optional(),
  social_links: socialLinksResponseSchema,
});

// ---------- site images ----------

export const siteImagesSchema = z.object(
  Object.fromEntries(SITE_IMAGE_KEYS.map((key) => [key, siteImageUrlSchema.default('')])) as Record<
    SiteImageKey,
    z.ZodDefault<typeof siteImageUrlSchema>
  >,
);
export type SiteImages = z.infer<typeof siteImagesSchema>;

// ---------- analytics ----------

export const analyticsSchema = z.object({
  google_analytics_id: z
    .string()
    .trim()
    .max(40)
    .regex(/^(G-[A-Z0-9]{4,20})?$/, 'must look like G-XXXXXXXXXX or be empty')
    .default(''),
});
export type Analytics = z.infer<typeof analyticsSchema>;

// ---------- impressum ----------

/**
 * The legal notice as stored and read: the spec's nine fields plus `small_business` (a small
 * business under § 19 UStG has no VAT ID; the notice then says so). A fresh installation holds no
 * fictitious person: the fields the owner must fill are empty until then (the office warns).
 */
export const impressumSchema = z.object({
  name: z.string(),
  company: z.string(),
  street: z.string(),
  city: z.string(),
  country: z.string(),
  phone: z.string(),
  email: z.string(),
  vatId: z.string(),
  responsiblePerson: z.string(),
  small_business: z.boolean().default(false),
});
/** Saving the legal notice: every field required except the VAT ID (none under § 19 UStG). */
export const impressumInputSchema = z.object({
  name: requiredText(LIMITS.name),
  company: requiredText(LIMITS.name),
  street: requiredText(LIMITS.short),
  city: requiredText(LIMITS.short),
  country: requiredText(LIMITS.name),
  phone: requiredText(LIMITS.phone),
  email: emailSchema,
  vatId: text(LIMITS.name).optional().default(''),
  responsiblePerson: requiredText(LIMITS.name),
  small_business: z.boolean().optional().default(false),
});
/** The fields without which the Impressum (and the privacy notice's controller) is incomplete. */
export const IMPRESSUM_REQUIRED = ['name', 'street', 'city', 'phone', 'email', 'responsiblePerson'] as const;
export function missingImpressumFields(impressum: Impressum): (typeof IMPRESSUM_REQUIRED)[number][] {
  return IMPRESSUM_REQUIRED.filter((key) => impressum[key].trim() === '');
}
export type Impressum = z.infer<typeof impressumSchema>;

// ---------- e-mail notifications ----------

export const emailSettingsInputSchema = z.object({
  sender_email: emailSchema,
  /** Write-only: empty or the mask keeps the stored password. */
  sender_password: text(LIMITS.short).optional().default(''),
  admin_email: emailSchema,
  smtp_server: requiredText(LIMITS.short).regex(/^[A-Za-z0-9.-]+$/, 'must be a host name'),
  smtp_port: z.coerce.number().int().min(1).max(65535),
});
export type EmailSettingsInput = z.infer<typeof emailSettingsInputSchema>;

export const emailSettingsResponseSchema = z.object({
  sender_email: z.string(),
  /** The mask when a password is stored, '' otherwise: the password itself never leaves the server. */
  sender_password: z.string(),
  admin_email: z.string(),
  smtp_server: z.string(),
  smtp_port: z.number().int(),
  configured: z.boolean(),
});
export type EmailSettingsResponse = z.infer<typeof emailSettingsResponseSchema>;

// ---------- services and tariffs ----------

export const SERVICE_ICONS = ['Heart', 'User', 'Building', 'Camera', 'Palette', 'Sparkles'] as const;
export type ServiceIconName = (typeof SERVICE_ICONS)[number];

const featureList = z.array(text(LIMITS.short)).max(50).default([]);

export const tariffSchema = z.object({
  id: requiredText(64),
  name_de: requiredText(LIMITS.name),
  name_ru: text(LIMITS.name).default(''),
  price: text(LIMITS.name).default(''),
  features_de: featureList,
  features_ru: featureList,
  conditions_de: text(LIMITS.text).default(''),
  conditions_ru: text(LIMITS.text).default(''),
  popular: z.boolean().default(false),
});
export type Tariff = z.infer<typeof tariffSchema>;

export const serviceSchema = z.object({
  id: requiredText(64),
  name_de: requiredText(LIMITS.name),
  name_ru: requiredText(LIMITS.name),
  description_de: requiredText(LIMITS.text),
  description_ru: requiredText(LIMITS.text),
  price: requiredText(LIMITS.name),
  image: siteImageUrlSchema.default(''),
  icon: z.enum(SERVICE_ICONS).catch('Camera').default('Camera'),
  active: z.boolean().default(true),
  features_de: featureList,
  features_ru: featureList,
  tariffs: z.array(tariffSchema).max(20).default([]),
});
export type Service = z.infer<typeof serviceSchema>;

const uniqueIds = (list: { id: string }[]) => new Set(list.map((x) => x.id)).size === list.length;

export const servicesSettingsSchema = z.object({
  services: z
    .array(serviceSchema)
    .max(50)
    .refine(uniqueIds, {
      message: 'service ids must be unique',
      params: { code: 'invalid_value' },
    }),
});
export type ServicesSettings = z.infer<typeof servicesSettingsSchema>;

/**
 * A service as the office writes it: the icon must be one of the fixed set (422 `invalid_choice`
 * otherwise); left out, the stored service's icon stays (a client that knows only the spec's
 * fields does not reset it). Tariff ids are unique within the service.
 */
export const serviceInputSchema = serviceSchema.extend({
  icon: z.enum(SERVICE_ICONS).optional(),
  tariffs: z
    .array(tariffSchema)
    .max(20)
    .default([])
    .refine(uniqueIds, { message: 'tariff ids must be unique', params: { code: 'invalid_value' } }),
});
export type ServiceInput = z.infer<typeof serviceInputSchema>;

/** PUT /api/admin/settings/services: the whole list (the spec's call). */
export const servicesSettingsInputSchema = z.object({
  services: z
    .array(serviceInputSchema)
    .max(50)
    .refine(uniqueIds, { message: 'service ids must be unique', params: { code: 'invalid_value' } }),
});
export type ServicesSettingsInput = z.infer<typeof servicesSettingsInputSchema>;

/**
 * The services section as the API answers it: the list and the section's `version`, which grows
 * with every write. A write of one service names the version it was edited from (ADR 024).
 */
export const servicesSectionSchema = servicesSettingsSchema.extend({ version: z.number().int().min(0) });
export type ServicesSection = z.infer<typeof servicesSectionSchema>;

/** One service at a time (the office's editor): its id in the path. */
export const serviceIdParamSchema = z.object({ id: requiredText(64) });
/**
 * PUT /api/admin/settings/services/{id}: the service and the section `version` it was edited
 * from; 409 `settings.changed_elsewhere` when the section was written since.
 */
export const serviceWriteSchema = serviceInputSchema.extend({ version: z.number().int().min(0) });
export type ServiceWrite = z.infer<typeof serviceWriteSchema>;
/** The services' order: every service id once (409 `settings.changed_elsewhere` otherwise). */
export const servicesOrderSchema = z.object({ ids: z.array(requiredText(64)).max(50) });
