import type { CreateTableBuilder, Kysely } from 'kysely';

// Portable types (ADR 002): ids varchar(24), booleans integer 0/1, timestamps ISO text, lists JSON text.
const id = <T extends string>(t: CreateTableBuilder<T>) => t.addColumn('id', 'varchar(24)', (c) => c.primaryKey());
const textCol = (t: CreateTableBuilder<string>, name: string) =>
  t.addColumn(name, 'text', (c) => c.notNull().defaultTo(''));
const flag = (t: CreateTableBuilder<string>, name: string, value: 0 | 1) =>
  t.addColumn(name, 'integer', (c) => c.notNull().defaultTo(value));
const stamps = (t: CreateTableBuilder<string>) =>
  t
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull());

function texts(t: CreateTableBuilder<string>, names: string[]) {
  let table = t;
  for (const name of names) table = textCol(table, name);
  return table;
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await stamps(
    flag(
      texts(
        id(db.schema.createTable('portfolio_category')).addColumn('slug', 'varchar(100)', (c) => c.notNull().unique()),
        ['name_de', 'name_ru'],
      ),
      'active',
      1,
    ).addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0)),
  ).execute();

  await stamps(
    flag(
      texts(id(db.schema.createTable('portfolio_item')), [
        'title_de',
        'title_ru',
        'description_de',
        'description_ru',
        'category',
        'image',
        'thumbnail',
      ]),
      'featured',
      0,
    )
      .addColumn('images', 'text', (c) => c.notNull().defaultTo('[]'))
      .addColumn('tags', 'text', (c) => c.notNull().defaultTo('[]')),
  ).execute();
  await db.schema
    .createIndex('portfolio_item_category_created')
    .on('portfolio_item')
    .columns(['category', 'created_at'])
    .execute();
  await db.schema
    .createIndex('portfolio_item_featured_created')
    .on('portfolio_item')
    .columns(['featured', 'created_at'])
    .execute();
  await db.schema.createIndex('portfolio_item_created').on('portfolio_item').column('created_at').execute();

  await stamps(
    flag(
      texts(id(db.schema.createTable('blog_post')), [
        'title_de',
        'title_ru',
        'excerpt_de',
        'excerpt_ru',
        'content_de',
        'content_ru',
        'image',
        'thumbnail',
        'author',
      ]),
      'published',
      1,
    ).addColumn('tags', 'text', (c) => c.notNull().defaultTo('[]')),
  ).execute();
  await db.schema
    .createIndex('blog_post_published_created')
    .on('blog_post')
    .columns(['published', 'created_at'])
    .execute();
  await db.schema.createIndex('blog_post_created').on('blog_post').column('created_at').execute();

  await stamps(
    flag(
      texts(id(db.schema.createTable('review')), ['name', 'email', 'service', 'text_de', 'text_ru']).addColumn(
        'rating',
        'integer',
        (c) => c.notNull().defaultTo(5),
      ),
      'approved',
      0,
    ),
  ).execute();
  await db.schema.createIndex('review_approved_created').on('review').columns(['approved', 'created_at']).execute();
  await db.schema.createIndex('review_created').on('review').column('created_at').execute();

  await stamps(
    flag(
      texts(id(db.schema.createTable('contact_message')), ['name', 'email', 'phone', 'subject', 'message']),
      'read',
      0,
    ),
  ).execute();
  await db.schema
    .createIndex('contact_message_read_created')
    .on('contact_message')
    .columns(['read', 'created_at'])
    .execute();
  await db.schema.createIndex('contact_message_created').on('contact_message').column('created_at').execute();

  await stamps(
    flag(
      texts(id(db.schema.createTable('booking_request')), [
        'name',
        'email',
        'phone',
        'date',
        'service',
        'service_name',
        'tariff',
        'tariff_name',
        'message',
      ]).addColumn('status', 'varchar(20)', (c) => c.notNull().defaultTo('pending')),
      'read',
      0,
    ),
  ).execute();
  await db.schema
    .createIndex('booking_request_read_created')
    .on('booking_request')
    .columns(['read', 'created_at'])
    .execute();
  await db.schema.createIndex('booking_request_status').on('booking_request').column('status').execute();
  await db.schema.createIndex('booking_request_created').on('booking_request').column('created_at').execute();

  await stamps(
    flag(
      texts(
        id(db.schema.createTable('location')).addColumn('slug', 'varchar(100)', (c) => c.notNull().unique()),
        [
          'name',
          'title_de',
          'title_ru',
          'description_de',
          'description_ru',
          'content_de',
          'content_ru',
          'hero_subtitle_de',
          'hero_subtitle_ru',
          'hero_image',
          'contact_text_de',
          'contact_text_ru',
          'meta_keywords_de',
          'meta_keywords_ru',
        ],
      ),
      'active',
      1,
    ).addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0)),
  ).execute();

  await stamps(
    flag(
      texts(id(db.schema.createTable('document')), [
        'name_de',
        'name_ru',
        'description_de',
        'description_ru',
        'filename_de',
        'file_url_de',
        'filename_ru',
        'file_url_ru',
        'filename',
        'file_url',
      ])
        .addColumn('file_size_de', 'integer')
        .addColumn('file_size_ru', 'integer')
        .addColumn('file_size', 'integer'),
      'active',
      1,
    ).addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0)),
  ).execute();

  await db.schema
    .createTable('setting')
    .addColumn('key', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();

  await id(db.schema.createTable('newsletter_subscriber'))
    .addColumn('email', 'varchar(320)', (c) => c.notNull().unique())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();

  await id(db.schema.createTable('password_reset_token'))
    .addColumn('admin_id', 'varchar(24)', (c) => c.notNull().references('admin_user.id').onDelete('cascade'))
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('used_at', 'varchar(32)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();

  // One stored answer per (endpoint, Idempotency-Key): a repeated POST gets the same answer.
  await db.schema
    .createTable('idempotency_record')
    .addColumn('key', 'varchar(300)', (c) => c.primaryKey())
    .addColumn('status', 'integer', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('idempotency_record_created').on('idempotency_record').column('created_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'idempotency_record',
    'password_reset_token',
    'newsletter_subscriber',
    'setting',
    'document',
    'location',
    'booking_request',
    'contact_message',
    'review',
    'blog_post',
    'portfolio_item',
    'portfolio_category',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
