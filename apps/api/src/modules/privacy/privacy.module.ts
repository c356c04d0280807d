import { galleryPrefix } from '../galleries/galleries.storage.ts';
import { defineModule, erasureHooksOf, type PeriodicTiming, personalTablesOf, provide } from '../module.ts';
import { privacyAdminRoutes } from './privacy.admin-routes.ts';
import { type ConsentLedger, createConsentLedger } from './privacy.consents.ts';
import { privacyPublicRoutes } from './privacy.public-routes.ts';
import { createRetention } from './privacy.retention.ts';
import { createPrivacyService, type PrivacyService } from './privacy.service.ts';

declare module '../module.ts' {
  interface ServiceRegistry {
    /** Every public form stores the consent (text version, language, time) with its record (ADR 027). */
    consents: ConsentLedger;
    retention: ReturnType<typeof createRetention>;
    privacy: PrivacyService;
  }
}

/** Consent ledger, a person's data (view, export, erasure) and the privacy periods (issue 20, ADR 027). */
/** The privacy periods: ten minutes after start, then daily. */
const RETENTION_TIMING: PeriodicTiming = {
  firstMs: 10 * 60_000,
  tickMs: 60 * 60_000,
  everyMs: 24 * 60 * 60_000,
  runningMs: 60 * 60_000,
};

export const privacyModule = defineModule({
  name: 'privacy',
  needs: ['clock'],
  provides: {
    consents: provide(['clock'], createConsentLedger),
    retention: provide(['db', 'clock', 'log', 'store'], ({ store, ...s }) =>
      createRetention({ ...s, removeGalleryFiles: (id) => store.deletePrefix(galleryPrefix(id)) }),
    ),
    // The consent ledger is read and erased after the records it belongs to.
    privacy: provide(['db', 'clock', 'modules'], ({ modules, ...s }) => {
      const personal = personalTablesOf(modules);
      return createPrivacyService({
        ...s,
        tables: [...personal.filter((p) => p.table !== 'consent'), ...personal.filter((p) => p.table === 'consent')],
        hooks: erasureHooksOf(modules),
      });
    }),
  },
  jobs: (s) => [
    // The privacy periods (ADR 027): ten minutes after start, then daily.
    {
      kind: 'periodic',
      name: 'retention',
      switch: 'retentionJob',
      timing: RETENTION_TIMING,
      run: () => s.retention.run(),
    },
  ],
  tables: ['consent', 'consent_text_version'],
  personalData: [
    // Read and erased last: a consent goes with its record, or is kept (and marked) with it.
    {
      table: 'consent',
      columns: { email: 'email' },
      emailColumns: ['email'],
      client: { kind: 'consents', at: 'given_at', lang: 'lang' },
      erase: 'delete',
    },
  ],
  notPersonalColumns: [
    { table: 'consent_text_version', columns: ['text'], why: 'the site’s own consent wording, the same for everyone' },
    { table: 'consent', columns: ['text_version_id'], why: 'the id of that wording' },
  ],
  publicRoutes: async (app, s) => {
    await app.register(privacyPublicRoutes, { prefix: '/api/public', privacy: s.privacy });
  },
  adminRoutes: async (app, s) => {
    await app.register(privacyAdminRoutes, { privacy: s.privacy, retention: s.retention, clock: s.clock });
  },
});
