import { z } from 'zod';
import { messageResponseSchema } from '../auth.ts';
import {
  availabilitySettingsSchema,
  blockedRangeInputSchema,
  blockedRangeSchema,
  busyFeedInputSchema,
  busyFeedSchema,
  calendarFeedSchema,
} from '../availability.ts';
import { bookingMailsSchema } from '../booking-mails.ts';
import { idParamSchema } from '../common.ts';
import { documentInputSchema, documentSchema, documentsResponseSchema } from '../documents.ts';
import { locationInputSchema, locationSchema, locationsResponseSchema, locationUpdateSchema } from '../locations.ts';
import {
  mailActivityQuerySchema,
  mailActivitySchema,
  mailFailureCodeSchema,
  outgoingMailSchema,
} from '../mail-activity.ts';
import {
  analyticsSchema,
  brandingSchema,
  contactSettingsSchema,
  emailSettingsInputSchema,
  emailSettingsResponseSchema,
  impressumInputSchema,
  impressumSchema,
  serviceIdParamSchema,
  servicesOrderSchema,
  servicesSectionSchema,
  servicesSettingsInputSchema,
  serviceWriteSchema,
  siteImagesSchema,
  socialLinksResponseSchema,
  socialLinksSchema,
  userSettingsResponseSchema,
} from '../settings.ts';
import { operation } from './define.ts';
import { anyIdParamSchema } from './shared.ts';

/** The test mail's answer: a failure names its code inside the 200. */
export const testEmailAnswerSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  code: mailFailureCodeSchema.optional(),
});
export type TestEmailAnswer = z.infer<typeof testEmailAnswerSchema>;

export const documentAnswerSchema = z.object({ document: documentSchema });
export const locationAnswerSchema = z.object({ location: locationSchema });

const section = <O extends z.ZodType>(name: string, output: O) =>
  operation({ method: 'GET', path: `/api/admin/settings/${name}`, output });
const save = <B extends z.ZodType, O extends z.ZodType>(name: string, body: B, output: O) =>
  operation({ method: 'PUT', path: `/api/admin/settings/${name}`, body, output });

/**
 * The settings sections (modules/settings, mail, booking, documents, locations). The GETs of the
 * public-safe sections answer without a token too (the spec's open admin GETs).
 */
export const settingsOperations = {
  siteImages: section('site-images', siteImagesSchema),
  saveSiteImages: save('site-images', siteImagesSchema, siteImagesSchema),
  analytics: section('analytics', analyticsSchema),
  saveAnalytics: save('analytics', analyticsSchema, analyticsSchema),
  contact: section('contact', contactSettingsSchema),
  saveContact: save('contact', contactSettingsSchema, contactSettingsSchema),
  services: section('services', servicesSectionSchema),
  saveServices: save('services', servicesSettingsInputSchema, servicesSectionSchema),
  saveService: operation({
    method: 'PUT',
    path: '/api/admin/settings/services/:id',
    params: serviceIdParamSchema,
    body: serviceWriteSchema,
    output: servicesSectionSchema,
  }),
  deleteService: operation({
    method: 'DELETE',
    path: '/api/admin/settings/services/:id',
    params: serviceIdParamSchema,
    output: servicesSectionSchema,
  }),
  orderServices: save('services-order', servicesOrderSchema, servicesSectionSchema),
  branding: section('branding', brandingSchema),
  saveBranding: save('branding', brandingSchema, brandingSchema),
  impressum: section('impressum', impressumSchema),
  saveImpressum: save('impressum', impressumInputSchema, impressumSchema),
  user: section('user', userSettingsResponseSchema),
  saveSocial: save('social', socialLinksSchema, socialLinksResponseSchema),
  emailNotifications: section('email-notifications', emailSettingsResponseSchema),
  saveEmailNotifications: save('email-notifications', emailSettingsInputSchema, emailSettingsResponseSchema),
  testEmail: operation({ method: 'POST', path: '/api/admin/settings/test-email', output: testEmailAnswerSchema }),
  mailActivity: operation({
    method: 'GET',
    path: '/api/admin/mail/activity',
    query: mailActivityQuerySchema,
    output: mailActivitySchema,
  }),
  resendMail: operation({
    method: 'POST',
    path: '/api/admin/mail/outbox/:id/resend',
    params: idParamSchema,
    output: outgoingMailSchema,
  }),
  availability: section('availability', availabilitySettingsSchema),
  saveAvailability: save('availability', availabilitySettingsSchema, availabilitySettingsSchema),
  bookingMails: section('booking-mails', bookingMailsSchema),
  saveBookingMails: save('booking-mails', bookingMailsSchema, bookingMailsSchema),
  blockedRanges: operation({ method: 'GET', path: '/api/admin/booking/blocked', output: z.array(blockedRangeSchema) }),
  addBlockedRange: operation({
    method: 'POST',
    path: '/api/admin/booking/blocked',
    body: blockedRangeInputSchema,
    output: blockedRangeSchema,
    status: 201,
  }),
  removeBlockedRange: operation({
    method: 'DELETE',
    path: '/api/admin/booking/blocked/:id',
    params: anyIdParamSchema,
    output: messageResponseSchema,
  }),
  calendarFeed: operation({ method: 'GET', path: '/api/admin/booking/calendar-feed', output: calendarFeedSchema }),
  regenerateCalendarFeed: operation({
    method: 'POST',
    path: '/api/admin/booking/calendar-feed/regenerate',
    output: calendarFeedSchema,
  }),
  busyFeeds: operation({ method: 'GET', path: '/api/admin/booking/busy-feeds', output: z.array(busyFeedSchema) }),
  addBusyFeed: operation({
    method: 'POST',
    path: '/api/admin/booking/busy-feeds',
    body: busyFeedInputSchema,
    output: busyFeedSchema,
    status: 201,
  }),
  removeBusyFeed: operation({
    method: 'DELETE',
    path: '/api/admin/booking/busy-feeds/:id',
    params: anyIdParamSchema,
    output: messageResponseSchema,
  }),
  syncBusyFeeds: operation({
    method: 'POST',
    path: '/api/admin/booking/busy-feeds/sync',
    output: z.array(busyFeedSchema),
  }),
  documents: section('documents', documentsResponseSchema),
  createDocument: operation({
    method: 'POST',
    path: '/api/admin/settings/documents',
    body: documentInputSchema,
    output: documentAnswerSchema,
    status: 201,
  }),
  updateDocument: operation({
    method: 'PUT',
    path: '/api/admin/settings/documents/:id',
    params: anyIdParamSchema,
    body: documentInputSchema,
    output: documentAnswerSchema,
  }),
  deleteDocument: operation({
    method: 'DELETE',
    path: '/api/admin/settings/documents/:id',
    params: anyIdParamSchema,
    output: messageResponseSchema,
  }),
  locations: section('locations', locationsResponseSchema),
  createLocation: operation({
    method: 'POST',
    path: '/api/admin/settings/locations',
    body: locationInputSchema,
    output: locationAnswerSchema,
    status: 201,
  }),
  updateLocation: operation({
    method: 'PUT',
    path: '/api/admin/settings/locations/:id',
    params: idParamSchema,
    body: locationUpdateSchema,
    output: locationAnswerSchema,
  }),
  deleteLocation: operation({
    method: 'DELETE',
    path: '/api/admin/settings/locations/:id',
    params: idParamSchema,
    output: messageResponseSchema,
  }),
};
