import { sql, type Kysely } from 'kysely';

/**
 * A user's list of 100,000 notifications answered from one index (store/notificationsTables.ts):
 * the recipient's read and saved marks move onto the personal notification's row, one index
 * holds every column the list is ordered and filtered by, and a table of counts per user answers
 * `totalCount` and the badge without reading the notifications.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('notifications').addColumn('read_at', 'bigint').execute();
  await db.schema.alterTable('notifications').addColumn('saved_at', 'bigint').execute();
  // Only the recipient ever marked a personal notification: marks are set on visible ids.
  const ownMark = (column: 'read_at' | 'saved_at') =>
    sql`(select s.${sql.ref(column)} from notification_status s
      where s.notification_id = notifications.id and s.user_ref = notifications.user_ref)`;
  await sql`update notifications set read_at = ${ownMark('read_at')}, saved_at = ${ownMark('saved_at')}
    where user_ref is not null`.execute(db);
  await sql`delete from notification_status where exists (select 1 from notifications n
    where n.id = notification_status.notification_id and n.user_ref is not null)`.execute(db);

  await db.schema.dropIndex('notifications_user_created').execute();
  // Newest first by a backward scan, ties by id; filters are checked on the index entry, and a
  // count that cannot use the counts table reads the index alone.
  await db.schema
    .createIndex('notifications_user_list')
    .on('notifications')
    .columns(['user_ref', 'created_at', 'id', 'read_at', 'saved_at', 'severity_rank', 'topic'])
    .execute();

  await db.schema
    .createTable('notification_counts')
    .addColumn('user_ref', 'text', col => col.notNull())
    .addColumn('severity_rank', 'integer', col => col.notNull())
    .addColumn('topic_key', 'text', col => col.notNull())
    .addColumn('is_read', 'integer', col => col.notNull())
    .addColumn('is_saved', 'integer', col => col.notNull())
    .addColumn('total', 'integer', col => col.notNull())
    .addPrimaryKeyConstraint('notification_counts_pk', [
      'user_ref',
      'severity_rank',
      'topic_key',
      'is_read',
      'is_saved',
    ])
    .execute();
  await sql`insert into notification_counts
      (user_ref, severity_rank, topic_key, is_read, is_saved, total)
    select user_ref, severity_rank, coalesce(topic, ''),
      case when read_at is null then 0 else 1 end, case when saved_at is null then 0 else 1 end,
      count(*)
    from notifications where user_ref is not null
    group by user_ref, severity_rank, coalesce(topic, ''),
      case when read_at is null then 0 else 1 end, case when saved_at is null then 0 else 1 end`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('notification_counts').execute();
  await sql`insert into notification_status (notification_id, user_ref, read_at, saved_at)
    select id, user_ref, read_at, saved_at from notifications
    where user_ref is not null and (read_at is not null or saved_at is not null)`.execute(db);
  await db.schema.dropIndex('notifications_user_list').execute();
  await db.schema
    .createIndex('notifications_user_created')
    .on('notifications')
    .columns(['user_ref', 'created_at'])
    .execute();
  await db.schema.alterTable('notifications').dropColumn('saved_at').execute();
  await db.schema.alterTable('notifications').dropColumn('read_at').execute();
}
