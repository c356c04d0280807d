import type { Kysely } from 'kysely';

/**
 * The owner's logo as a gallery watermark (issue 18 item 3, ADR 029): `watermark_logo` 1 = the
 * studio logo (stored once, privately, as `galleries/watermark-logo.png`) is burned into the
 * previews instead of `watermark_text`; 0 = the text, or no watermark when the text is ''.
 * Existing galleries keep what they had (0).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('gallery')
    .addColumn('watermark_logo', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('gallery').dropColumn('watermark_logo').execute();
}
