import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { databaseAtMigration } from '../../../test/test-app.ts';
import { migrateToLatest } from '../migrate.ts';
import type { Database } from '../schema.ts';

let database: { db: Kysely<Database>; close(): Promise<void> };

/** A database as it was before the post editor. */
beforeEach(async () => {
  database = await databaseAtMigration('2026-11-26-007-idempotency-request-hash');
});
afterEach(async () => database.close());

async function addPost(id: string, createdAt: string, content: string) {
  const columns = ['id', 'title_de', 'title_ru', 'content_de', 'content_ru', 'created_at', 'updated_at'];
  const values = [id, 'Titel', 'Заголовок', content, content, createdAt, createdAt];
  await sql`insert into blog_post (${sql.join(columns.map((c) => sql.ref(c)))}) values (${sql.join(values)})`.execute(
    database.db,
  );
}

describe('migration 009: the post editor', () => {
  it('keeps every earlier post as plain text, published at its creation time, at the spec address', async () => {
    await addPost('a'.repeat(24), '2026-03-01T08:00:00.000Z', 'Absatz **fett**\nZweiter');
    await addPost('b'.repeat(24), '2026-04-01T08:00:00.000Z', '<b>so geschrieben</b>');
    await migrateToLatest(database.db);
    const rows = await sql<Record<string, unknown>>`
      select id, content_de, content_format, slug, publish_at, seo_title_de, seo_description_ru
      from blog_post order by id
    `.execute(database.db);
    expect(rows.rows).toEqual([
      {
        id: 'a'.repeat(24),
        content_de: 'Absatz **fett**\nZweiter',
        content_format: 'text',
        slug: null,
        publish_at: '2026-03-01T08:00:00.000Z',
        seo_title_de: '',
        seo_description_ru: '',
      },
      {
        id: 'b'.repeat(24),
        content_de: '<b>so geschrieben</b>',
        content_format: 'text',
        slug: null,
        publish_at: '2026-04-01T08:00:00.000Z',
        seo_title_de: '',
        seo_description_ru: '',
      },
    ]);
    // Two posts may both be without a slug of their own; two may not share one.
    await sql`update blog_post set slug = 'gleich' where id = ${'a'.repeat(24)}`.execute(database.db);
    await expect(
      sql`update blog_post set slug = 'gleich' where id = ${'b'.repeat(24)}`.execute(database.db),
    ).rejects.toThrow();
  });
});
