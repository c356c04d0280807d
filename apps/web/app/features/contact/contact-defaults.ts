import type { ContactSettings } from '@app/contracts';

/** Shown when the contact settings cannot be loaded (the spec's defaults). */
export const DEFAULT_CONTACT: ContactSettings = {
  contact_email: 'info@lichtblick-fotografie.de',
  contact_phone: '+49 123 456789',
  contact_address: 'Berlin, Deutschland',
  contact_hours: 'Mo-Fr 09:00-18:00, Sa 10:00-16:00',
};
