import type { Kysely } from 'kysely';

/**
 * Publication consent confirmed by the client's mailbox (issue 33 item 4, ADR 039): asking on the
 * gallery page sends a mail with a one-time link to the gallery's client address; the gallery keeps
 * only the sha256 of that link's secret, when and in which language it was asked; the opt-in is
 * recorded when the link is used, with `publication_confirmed_at`. Existing opt-ins keep null there
 * (given on the page before this rule; the office says so).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const column of [
    'publication_request_hash',
    'publication_requested_at',
    'publication_request_lang',
    'publication_confirmed_at',
  ]) {
    await db.schema.alterTable('gallery').addColumn(column, 'text').execute();
  }
  await db.schema
    .createIndex('gallery_publication_request_hash')
    .on('gallery')
    .column('publication_request_hash')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('gallery_publication_request_hash').execute();
  for (const column of [
    'publication_confirmed_at',
    'publication_request_lang',
    'publication_requested_at',
    'publication_request_hash',
  ]) {
    await db.schema.alterTable('gallery').dropColumn(column).execute();
  }
}
