import { z } from 'zod';
import { auditListQuerySchema, auditListSchema } from '../audit.ts';
import { messageResponseSchema } from '../auth.ts';
import {
  bookingAdminCreateSchema,
  bookingExtendHoldSchema,
  bookingMoveSchema,
  bookingRequestSchema,
  bookingSortSchema,
  bookingStatusSchema,
  bookingUpdateSchema,
} from '../booking.ts';
import { clientListQuerySchema, clientNoteSchema, clientRecordSchema, clientSummarySchema } from '../clients.ts';
import { formsListQuerySchema, idParamSchema, idSchema } from '../common.ts';
import { contactMessageSchema, contactUpdateSchema } from '../contact.ts';
import { dashboardStatsSchema, recentActivitySchema } from '../dashboard.ts';
import {
  galleryAdminDetailSchema,
  galleryAdminSchema,
  galleryArrangementSchema,
  galleryCoverSchema,
  galleryCreateSchema,
  galleryDeliveryMailSchema,
  galleryOrderSchema,
  galleryPhotosDeleteSchema,
  gallerySelectionReopenSchema,
  gallerySendSchema,
  galleryStatsQuerySchema,
  galleryStatsSchema,
  galleryUpdateSchema,
  galleryWatermarkLogoSchema,
} from '../galleries.ts';
import { newsletterListQuerySchema, newsletterSubscriberSchema } from '../newsletter.ts';
import {
  eraseResultSchema,
  personQuerySchema,
  personResponseSchema,
  privacySettingsSchema,
  retentionPlanSchema,
} from '../privacy.ts';
import { dateSchema } from '../text.ts';
import { operation } from './define.ts';
import { anyIdParamSchema, fileAnswerSchema } from './shared.ts';

/** The booking inbox's list: the forms' paging and read filter, a status, a date range and an order. */
export const bookingsQuerySchema = formsListQuerySchema.extend({
  status: bookingStatusSchema.optional(),
  from: dateSchema.optional(),
  to: dateSchema.optional(),
  sort: bookingSortSchema.optional(),
});

export const galleryPhotoParamsSchema = z.object({ id: idSchema, photoId: idSchema });

/** The inbox (contact, booking, newsletter), galleries, dashboard, privacy and the audit log. */
export const officeOperations = {
  contacts: operation({
    method: 'GET',
    path: '/api/admin/forms/contacts',
    query: formsListQuerySchema,
    output: z.array(contactMessageSchema),
  }),
  updateContact: operation({
    method: 'PUT',
    path: '/api/admin/forms/contacts/:id',
    params: anyIdParamSchema,
    body: contactUpdateSchema,
    output: contactMessageSchema,
  }),
  deleteContact: operation({
    method: 'DELETE',
    path: '/api/admin/forms/contacts/:id',
    params: anyIdParamSchema,
    output: messageResponseSchema,
  }),
  bookings: operation({
    method: 'GET',
    path: '/api/admin/forms/bookings',
    query: bookingsQuerySchema,
    output: z.array(bookingRequestSchema),
  }),
  updateBooking: operation({
    method: 'PUT',
    path: '/api/admin/forms/bookings/:id',
    params: anyIdParamSchema,
    body: bookingUpdateSchema,
    output: bookingRequestSchema,
  }),
  deleteBooking: operation({
    method: 'DELETE',
    path: '/api/admin/forms/bookings/:id',
    params: anyIdParamSchema,
    output: messageResponseSchema,
  }),
  /** The owner's own booking (phone, messenger): ADR 045. */
  createBooking: operation({
    method: 'POST',
    path: '/api/admin/bookings',
    body: bookingAdminCreateSchema,
    output: bookingRequestSchema,
    status: 201,
  }),
  moveBooking: operation({
    method: 'POST',
    path: '/api/admin/bookings/:id/move',
    params: anyIdParamSchema,
    body: bookingMoveSchema,
    output: bookingRequestSchema,
  }),
  /**
   * Undoes the owner's last decision while its mail waits (ADR 051): the status, hold and diary
   * place come back and the mail is withdrawn. 409 `booking.nothing_to_undo`, `mail_already_sent`,
   * or `booking.date_unavailable` (the day was taken meanwhile).
   */
  undoDecision: operation({
    method: 'POST',
    path: '/api/admin/bookings/:id/undo',
    params: anyIdParamSchema,
    output: bookingRequestSchema,
  }),
  extendHold: operation({
    method: 'POST',
    path: '/api/admin/bookings/:id/extend-hold',
    params: anyIdParamSchema,
    body: bookingExtendHoldSchema,
    output: bookingRequestSchema,
  }),
  subscribers: operation({
    method: 'GET',
    path: '/api/admin/newsletter/subscribers',
    query: newsletterListQuerySchema,
    output: z.array(newsletterSubscriberSchema),
  }),
  subscribersCsv: operation({
    method: 'GET',
    path: '/api/admin/newsletter/subscribers.csv',
    output: fileAnswerSchema,
    answer: 'file',
  }),
  deleteSubscriber: operation({
    method: 'DELETE',
    path: '/api/admin/newsletter/subscribers/:id',
    params: idParamSchema,
    output: messageResponseSchema,
  }),

  galleries: operation({ method: 'GET', path: '/api/admin/galleries', output: z.array(galleryAdminSchema) }),
  createGallery: operation({
    method: 'POST',
    path: '/api/admin/galleries',
    body: galleryCreateSchema,
    output: galleryAdminDetailSchema,
    status: 201,
  }),
  gallery: operation({
    method: 'GET',
    path: '/api/admin/galleries/:id',
    params: idParamSchema,
    output: galleryAdminDetailSchema,
  }),
  updateGallery: operation({
    method: 'PUT',
    path: '/api/admin/galleries/:id',
    params: idParamSchema,
    body: galleryUpdateSchema,
    output: galleryAdminDetailSchema,
  }),
  deleteGallery: operation({
    method: 'DELETE',
    path: '/api/admin/galleries/:id',
    params: idParamSchema,
    output: messageResponseSchema,
  }),
  clearLockouts: operation({
    method: 'DELETE',
    path: '/api/admin/galleries/:id/lockouts',
    params: idParamSchema,
    output: galleryAdminDetailSchema,
  }),
  regenerateLink: operation({
    method: 'POST',
    path: '/api/admin/galleries/:id/link',
    params: idParamSchema,
    output: galleryAdminDetailSchema,
  }),
  orderGallery: operation({
    method: 'PUT',
    path: '/api/admin/galleries/:id/order',
    params: idParamSchema,
    body: galleryOrderSchema,
    output: galleryAdminDetailSchema,
  }),
  galleryDeliveryPreview: operation({
    method: 'POST',
    path: '/api/admin/galleries/:id/send/preview',
    params: idParamSchema,
    body: gallerySendSchema,
    output: galleryDeliveryMailSchema,
  }),
  sendGallery: operation({
    method: 'POST',
    path: '/api/admin/galleries/:id/send',
    params: idParamSchema,
    body: gallerySendSchema,
    output: galleryDeliveryMailSchema,
  }),
  arrangeGallery: operation({
    method: 'PUT',
    path: '/api/admin/galleries/:id/arrangement',
    params: idParamSchema,
    body: galleryArrangementSchema,
    output: galleryAdminDetailSchema,
  }),
  deleteGalleryPhotos: operation({
    method: 'POST',
    path: '/api/admin/galleries/:id/photos/delete',
    params: idParamSchema,
    body: galleryPhotosDeleteSchema,
    output: galleryAdminDetailSchema,
  }),
  setGalleryCover: operation({
    method: 'PUT',
    path: '/api/admin/galleries/:id/cover',
    params: idParamSchema,
    body: galleryCoverSchema,
    output: galleryAdminDetailSchema,
  }),
  deleteGalleryPhoto: operation({
    method: 'DELETE',
    path: '/api/admin/galleries/:id/photos/:photoId',
    params: galleryPhotoParamsSchema,
    output: galleryAdminDetailSchema,
  }),
  galleryStats: operation({
    method: 'GET',
    path: '/api/admin/galleries/:id/stats',
    params: idParamSchema,
    query: galleryStatsQuerySchema,
    output: galleryStatsSchema,
  }),
  reopenSelection: operation({
    method: 'POST',
    path: '/api/admin/galleries/:id/selections/reopen',
    params: idParamSchema,
    body: gallerySelectionReopenSchema,
    output: galleryStatsSchema,
  }),
  uploadWatermarkLogo: operation({
    method: 'PUT',
    path: '/api/admin/galleries/watermark-logo',
    multipart: true,
    output: galleryWatermarkLogoSchema,
  }),
  watermarkLogo: operation({
    method: 'GET',
    path: '/api/admin/galleries/watermark-logo',
    output: fileAnswerSchema,
    answer: 'file',
  }),
  deleteWatermarkLogo: operation({
    method: 'DELETE',
    path: '/api/admin/galleries/watermark-logo',
    output: messageResponseSchema,
  }),

  dashboardStats: operation({ method: 'GET', path: '/api/admin/dashboard/stats', output: dashboardStatsSchema }),
  recentActivity: operation({
    method: 'GET',
    path: '/api/admin/dashboard/recent-activity',
    output: recentActivitySchema,
  }),

  person: operation({
    method: 'GET',
    path: '/api/admin/privacy/person',
    query: personQuerySchema,
    output: personResponseSchema,
  }),
  personExport: operation({
    method: 'GET',
    path: '/api/admin/privacy/person/export',
    query: personQuerySchema,
    output: fileAnswerSchema,
    answer: 'file',
  }),
  erasePerson: operation({
    method: 'POST',
    path: '/api/admin/privacy/person/erase',
    body: personQuerySchema,
    output: eraseResultSchema,
  }),
  retention: operation({ method: 'GET', path: '/api/admin/privacy/retention', output: retentionPlanSchema }),
  runRetention: operation({ method: 'POST', path: '/api/admin/privacy/retention/run', output: retentionPlanSchema }),
  privacySettings: operation({ method: 'GET', path: '/api/admin/privacy/settings', output: privacySettingsSchema }),
  savePrivacySettings: operation({
    method: 'PUT',
    path: '/api/admin/privacy/settings',
    body: privacySettingsSchema,
    output: privacySettingsSchema,
  }),

  audit: operation({ method: 'GET', path: '/api/admin/audit', query: auditListQuerySchema, output: auditListSchema }),

  /** One record per person (ADR 049): the list, the record, the owner's note. */
  clients: operation({
    method: 'GET',
    path: '/api/admin/clients',
    query: clientListQuerySchema,
    output: z.array(clientSummarySchema),
  }),
  client: operation({
    method: 'GET',
    path: '/api/admin/clients/:id',
    params: idParamSchema,
    output: clientRecordSchema,
  }),
  saveClientNote: operation({
    method: 'PUT',
    path: '/api/admin/clients/:id/note',
    params: idParamSchema,
    body: clientNoteSchema,
    output: clientRecordSchema,
  }),
};
