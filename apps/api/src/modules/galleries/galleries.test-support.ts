import { expect } from 'vitest';
import type { TestApp } from '../../../test/test-app.ts';
import { publicationHash, publicationSecret } from './galleries.publication.ts';

/**
 * Gives a gallery's publication opt-in as its client does (ADR 039), for tests that are not about
 * the mail: a confirmation link is stored for the gallery as the ask would store it (the app's
 * e-mail need not be configured) and then used through the public route.
 */
export async function confirmPublication(t: TestApp, galleryId: string, lang: 'de' | 'ru', at: Date) {
  const secret = publicationSecret();
  const { openDatabase } = await import('../../db/database.ts');
  const database = openDatabase(t.config.database);
  try {
    await database.db
      .updateTable('gallery')
      .set({
        publication_request_hash: publicationHash(secret),
        publication_requested_at: at.toISOString(),
        publication_request_lang: lang,
      })
      .where('id', '=', galleryId)
      .execute();
  } finally {
    await database.close();
  }
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/public/galleries/publication-confirmations',
    payload: { token: secret },
  });
  expect(res.statusCode, res.body).toBe(200);
}
