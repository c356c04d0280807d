import type { Migration } from 'kysely/migration';
import * as m001 from './2026-11-21-001-admin-user.ts';
import * as m002 from './2026-11-21-002-entities.ts';
import * as m003 from './2026-11-22-003-outbox.ts';
import * as m004 from './2026-11-22-004-media.ts';
import * as m005 from './2026-11-25-005-category-key-events.ts';
import * as m006 from './2026-11-25-006-location-name-ru.ts';
import * as m007 from './2026-11-25-007-booking-desk.ts';
import * as m008 from './2026-11-26-007-idempotency-request-hash.ts';
import * as m009 from './2026-11-27-009-post-editor.ts';
import * as m010 from './2026-11-27-010-services.ts';
import * as m011 from './2026-11-27-011-impressum-placeholder.ts';
import * as m012 from './2026-11-27-012-outbox-error-code.ts';
import * as m013 from './2026-11-27-013-admin-totp.ts';
import * as m014 from './2026-11-27-014-project-slug.ts';
import * as m015 from './2026-11-27-015-newsletter.ts';
import * as m016 from './2026-11-28-016-privacy.ts';
import * as m017 from './2026-11-28-017-curation.ts';
import * as m017a from './2026-11-28-017a-consent.ts';
import * as m018 from './2026-11-28-018-galleries.ts';
import * as m018a from './2026-11-28-018a-gallery-downloads.ts';
import * as m018b from './2026-11-28-018b-gallery-favourites.ts';
import * as m019 from './2026-11-28-019-audit.ts';
import * as m020 from './2026-11-29-020-gallery-selection.ts';
import * as m021 from './2026-11-29-021-gallery-delivery.ts';
import * as m022 from './2026-11-29-022-shared-state.ts';
import * as m023 from './2026-11-29-023-project-place-date.ts';
import * as m024 from './2026-11-30-024-favourite-id.ts';
import * as m025 from './2026-11-30-025-gallery-watermark-logo.ts';
import * as m026h from './2026-12-01-026-earned-holds.ts';
import * as m039 from './2026-12-01-039-gallery-publication-mailbox.ts';
import * as m045 from './2026-12-02-045-one-diary.ts';
import * as m046 from './2026-12-02-046-gallery-upload-once.ts';
import * as m049 from './2026-12-02-049-clients.ts';
import * as m050 from './2026-12-03-050-busy-feeds.ts';
import * as m051 from './2026-12-03-051-decision-undo.ts';
import * as m053 from './2026-12-03-053-gallery-order.ts';

/**
 * Frozen migrations, applied in name order at start-up on SQLite and PostgreSQL alike.
 * Never edit one that has shipped: add a new file instead.
 */
export const migrations: Record<string, Migration> = {
  '2026-11-21-001-admin-user': m001,
  '2026-11-21-002-entities': m002,
  '2026-11-22-003-outbox': m003,
  '2026-11-22-004-media': m004,
  '2026-11-25-005-category-key-events': m005,
  '2026-11-25-006-location-name-ru': m006,
  '2026-11-25-007-booking-desk': m007,
  '2026-11-26-007-idempotency-request-hash': m008,
  '2026-11-27-009-post-editor': m009,
  '2026-11-27-010-services': m010,
  '2026-11-27-011-impressum-placeholder': m011,
  '2026-11-27-012-outbox-error-code': m012,
  '2026-11-27-013-admin-totp': m013,
  '2026-11-27-014-project-slug': m014,
  '2026-11-27-015-newsletter': m015,
  '2026-11-28-016-privacy': m016,
  '2026-11-28-017-curation': m017,
  '2026-11-28-017a-consent': m017a,
  '2026-11-28-018-galleries': m018,
  '2026-11-28-018a-gallery-downloads': m018a,
  '2026-11-28-018b-gallery-favourites': m018b,
  '2026-11-28-019-audit': m019,
  '2026-11-29-020-gallery-selection': m020,
  '2026-11-29-021-gallery-delivery': m021,
  '2026-11-29-022-shared-state': m022,
  '2026-11-29-023-project-place-date': m023,
  '2026-11-30-024-favourite-id': m024,
  '2026-11-30-025-gallery-watermark-logo': m025,
  '2026-12-01-026-earned-holds': m026h,
  '2026-12-01-039-gallery-publication-mailbox': m039,
  '2026-12-02-045-one-diary': m045,
  '2026-12-02-046-gallery-upload-once': m046,
  '2026-12-02-049-clients': m049,
  '2026-12-03-050-busy-feeds': m050,
  '2026-12-03-051-decision-undo': m051,
  '2026-12-03-053-gallery-order': m053,
};
