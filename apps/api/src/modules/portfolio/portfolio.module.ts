import { defineModule } from '../module.ts';
import { portfolioAdminRoutes, portfolioConsentRoutes, portfolioCurationRoutes } from './portfolio.admin-routes.ts';
import { CONSENT_FILES_DIR, consentDocumentRoutes } from './portfolio.consent-document.ts';
import { portfolioFormRoutes } from './portfolio.form-routes.ts';
import { portfolioConsentPeople, releaseErasedGalleryConsents } from './portfolio.privacy.ts';
import { portfolioPublicRoutes } from './portfolio.public-routes.ts';
import { createPortfolioService } from './portfolio.service.ts';

/** Portfolio projects with their photos. */
export const portfolioModule = defineModule({
  name: 'portfolio',
  needs: ['db', 'clock', 'media', 'mediaPaths', 'store', 'galleries'],
  tables: ['portfolio_item'],
  auditedRecords: [{ routes: '/api/admin/portfolio', table: 'portfolio_item' }],
  fileDirs: [
    {
      dir: CONSENT_FILES_DIR,
      backup: true,
      why: "signed model releases (PDF) of the projects' publication consent, one per project; served only to the owner",
    },
  ],
  // The people a project's publication consent names, and projects citing an erased opt-in (ADR 027).
  personalData: [portfolioConsentPeople],
  onErased: releaseErasedGalleryConsents,
  mediaColumns: [
    { table: 'portfolio_item', column: 'image' },
    { table: 'portfolio_item', column: 'images' },
    { table: 'portfolio_item', column: 'thumbnail' },
    { table: 'portfolio_item', column: 'description_de' },
    { table: 'portfolio_item', column: 'description_ru' },
  ],
  publicRoutes: async (app, s) => {
    await app.register(portfolioPublicRoutes, {
      prefix: '/api/public/portfolio',
      db: s.db,
      clock: s.clock,
      resolvePhotos: s.media.resolveImages,
    });
  },
  adminRoutes: async (app, s) => {
    const options = {
      db: s.db,
      clock: s.clock,
      resolvePhotos: s.media.resolveImages,
      deleteFiles: s.media.deleteMediaByUrls,
      store: s.store,
    };
    await app.register(portfolioFormRoutes, {
      media: s.media,
      paths: s.mediaPaths,
      portfolio: createPortfolioService(options),
    });
    await app.register(portfolioAdminRoutes, { prefix: '/portfolio', ...options });
    await app.register(portfolioCurationRoutes, options);
    await app.register(portfolioConsentRoutes, {
      prefix: '/portfolio',
      ...options,
      galleryConsent: s.galleries.publicationRecord,
    });
    await app.register(consentDocumentRoutes, {
      prefix: '/portfolio',
      portfolio: createPortfolioService(options),
      paths: s.mediaPaths,
      store: s.store,
      clock: s.clock,
    });
  },
});
