import { SqliteAdapter, sql, type Kysely } from 'kysely';

/**
 * Notifications, each user's read and saved marks on them, and each user's delivery settings
 * (store/createNotificationsStore.ts says what each column means). A broadcast is one row with no
 * user; its marks live in `notification_status` like those of a personal notification.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const isSqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  // Ordered text compares by code point on both engines: SQLite's default, PostgreSQL's "C"
  // collation; the database's locale would otherwise order titles and ids differently.
  const orderedText = isSqlite ? 'text' : sql`text collate "C"`;

  await db.schema
    .createTable('notifications')
    .addColumn('id', orderedText, col => col.primaryKey())
    .addColumn('user_ref', 'text')
    .addColumn('origin', orderedText, col => col.notNull())
    .addColumn('created_at', 'bigint', col => col.notNull())
    .addColumn('updated_at', 'bigint')
    .addColumn('title', orderedText, col => col.notNull())
    .addColumn('description', 'text')
    .addColumn('search_title', 'text', col => col.notNull())
    .addColumn('search_description', 'text')
    .addColumn('link', 'text')
    .addColumn('severity', 'varchar(16)', col => col.notNull())
    .addColumn('severity_rank', 'integer', col => col.notNull())
    .addColumn('topic', orderedText)
    .addColumn('scope', 'text')
    .addColumn('icon', 'text')
    .execute();
  for (const [name, columns] of [
    // A user's list and a broadcast's (user_ref null) newest first.
    ['notifications_user_created', ['user_ref', 'created_at']],
    ['notifications_user_origin_scope', ['user_ref', 'origin', 'scope']],
    ['notifications_created', ['created_at']],
  ] as const) {
    await db.schema
      .createIndex(name)
      .on('notifications')
      .columns([...columns])
      .execute();
  }

  await db.schema
    .createTable('notification_status')
    .addColumn('notification_id', orderedText, col =>
      col.notNull().references('notifications.id').onDelete('cascade'),
    )
    .addColumn('user_ref', 'text', col => col.notNull())
    .addColumn('read_at', 'bigint')
    .addColumn('saved_at', 'bigint')
    .addPrimaryKeyConstraint('notification_status_pk', ['notification_id', 'user_ref'])
    .execute();

  await db.schema
    .createTable('notification_settings')
    .addColumn('user_ref', 'text', col => col.primaryKey())
    .addColumn('settings', 'text', col => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('notification_settings').execute();
  await db.schema.dropTable('notification_status').execute();
  await db.schema.dropTable('notifications').execute();
}
