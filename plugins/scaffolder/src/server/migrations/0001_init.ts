import { SqliteAdapter, type Kysely } from 'kysely';

/** Tasks and their events (store/tables.ts says what each column means). */
export async function up(db: Kysely<unknown>): Promise<void> {
  const isSqlite = db.getExecutor().adapter instanceof SqliteAdapter;

  await db.schema
    .createTable('scaffolder_tasks')
    .addColumn('id', 'varchar(36)', col => col.primaryKey())
    .addColumn('spec', 'text', col => col.notNull())
    .addColumn('status', 'varchar(16)', col => col.notNull())
    .addColumn('template_ref', 'text')
    .addColumn('created_by', 'text')
    .addColumn('created_at', 'bigint', col => col.notNull())
    .addColumn('last_heartbeat_at', 'bigint')
    .addColumn('lease_holder', 'varchar(64)')
    .addColumn('lease_until', 'bigint')
    .addColumn('cancel_requested', 'integer', col => col.notNull().defaultTo(0))
    .addColumn('secrets', 'text')
    .execute();
  for (const [name, columns] of [
    ['scaffolder_tasks_status', ['status', 'created_at']],
    ['scaffolder_tasks_created', ['created_at']],
    ['scaffolder_tasks_created_by', ['created_by', 'created_at']],
  ] as const) {
    await db.schema
      .createIndex(name)
      .on('scaffolder_tasks')
      .columns([...columns])
      .execute();
  }

  await db.schema
    .createTable('scaffolder_task_events')
    .addColumn('id', isSqlite ? 'integer' : 'bigserial', col =>
      isSqlite ? col.primaryKey().autoIncrement() : col.primaryKey(),
    )
    .addColumn('task_id', 'varchar(36)', col =>
      col.notNull().references('scaffolder_tasks.id').onDelete('cascade'),
    )
    .addColumn('event_type', 'varchar(16)', col => col.notNull())
    .addColumn('body', 'text', col => col.notNull())
    .addColumn('created_at', 'bigint', col => col.notNull())
    .execute();
  await db.schema
    .createIndex('scaffolder_task_events_task')
    .on('scaffolder_task_events')
    .columns(['task_id', 'id'])
    .execute();
}
