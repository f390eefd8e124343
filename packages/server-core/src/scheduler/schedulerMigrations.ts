import type { Kysely, Migration } from 'kysely';

/**
 * Run by the scheduler itself, on first use, with its own migration table
 * (`scheduler_migrations`), so a plugin's migrations never need to know about these tables.
 */
export const schedulerMigrations: Record<string, Migration> = {
  '0001_scheduler_tables': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('scheduler_tasks')
        .addColumn('id', 'varchar(255)', col => col.primaryKey())
        .addColumn('frequency_ms', 'bigint', col => col.notNull())
        .addColumn('next_run_at', 'bigint', col => col.notNull())
        .addColumn('lease_holder', 'varchar(255)')
        .addColumn('lease_until', 'bigint')
        .execute();
      await db.schema
        .createTable('scheduler_queue_items')
        .addColumn('queue', 'varchar(255)', col => col.notNull())
        .addColumn('item_key', 'text', col => col.notNull())
        .addColumn('payload', 'text', col => col.notNull())
        .addColumn('enqueued_at', 'bigint', col => col.notNull())
        .addColumn('available_at', 'bigint', col => col.notNull())
        .addColumn('attempts', 'integer', col => col.notNull().defaultTo(0))
        .addColumn('last_error', 'text')
        .addColumn('lease_holder', 'varchar(255)')
        .addColumn('lease_id', 'varchar(64)')
        .addColumn('lease_until', 'bigint')
        .addColumn('expired_holder', 'varchar(255)')
        .addColumn('again', 'integer', col => col.notNull().defaultTo(0))
        .addPrimaryKeyConstraint('scheduler_queue_items_pk', ['queue', 'item_key'])
        .execute();
      // Claims look for the oldest available item of one queue.
      await db.schema
        .createIndex('scheduler_queue_items_available')
        .on('scheduler_queue_items')
        .columns(['queue', 'available_at'])
        .execute();
    },
  },
};
