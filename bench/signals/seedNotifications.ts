import { randomUUID } from 'node:crypto';
import path from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import type { BenchDatabaseHandle } from '../catalog/createBenchDatabase';

/** What the notifications plugin's schema is called on PostgreSQL (one schema per plugin). */
const PG_SCHEMA = 'notifications';
const PG_BATCH = 1000;
/** Apart from what the run sends (`external:bench`), so that only these are added to the counts. */
const SEEDED_ORIGIN = 'external:seeded';

const COLUMNS = [
  'id',
  'user_ref',
  'origin',
  'created_at',
  'title',
  'description',
  'search_title',
  'search_description',
  'severity',
  'severity_rank',
  'topic',
] as const;

/**
 * The user's notifications go from the newest (now) back one second each, in four severities and
 * ten topics, titled so that a search for `build 42` matches about one in a hundred.
 */
function* generatedNotifications(user: string, count: number) {
  const severities = [
    ['low', 1],
    ['normal', 2],
    ['high', 3],
    ['critical', 4],
  ] as const;
  const now = Date.now();
  for (let index = 0; index < count; index++) {
    const [severity, rank] = severities[index % 4]!;
    const title = `Build ${index} of service-${index % 500} finished`;
    const description = `Step ${index % 7} took ${index % 90} s`;
    yield [
      randomUUID(),
      user,
      SEEDED_ORIGIN,
      now - index * 1000,
      title,
      description,
      title.toLowerCase(),
      description.toLowerCase(),
      severity,
      rank,
      `topic-${index % 10}`,
    ] as const;
  }
}

/**
 * The seeded notifications added to the user's counts (the plugin keeps one row per severity,
 * topic, read and saved): the same statement on both engines.
 */
const ADD_COUNTS = `insert into notification_counts
    (user_ref, severity_rank, topic_key, is_read, is_saved, total)
  select user_ref, severity_rank, coalesce(topic, ''), 0, 0, count(*) from notifications
  where origin = '${SEEDED_ORIGIN}' group by user_ref, severity_rank, coalesce(topic, '')
  on conflict (user_ref, severity_rank, topic_key, is_read, is_saved)
  do update set total = notification_counts.total + excluded.total`;

/**
 * Writes `count` notifications for `user` straight into the plugin's tables while the server runs
 * (sending that many through the API would measure the send), and adds them to its counts.
 */
export async function seedNotifications(
  database: BenchDatabaseHandle['config'],
  user: string,
  count: number,
): Promise<void> {
  if (database.client === 'better-sqlite3') {
    seedSqlite(path.join(database.connection.directory, 'notifications.sqlite'), user, count);
  } else {
    await seedPg(database.connection, user, count);
  }
}

/** The server's own connections see the rows once committed (WAL). */
function seedSqlite(file: string, user: string, count: number) {
  const db = new Database(file);
  db.pragma('busy_timeout = 10000');
  const insert = db.prepare(
    `insert into notifications (${COLUMNS.join(', ')})
      values (${COLUMNS.map(() => '?').join(', ')})`,
  );
  db.transaction(() => {
    for (const row of generatedNotifications(user, count)) insert.run(...row);
    db.exec(ADD_COUNTS);
  })();
  db.close();
}

async function seedPg(connection: string, user: string, count: number) {
  const client = new pg.Client({ connectionString: connection });
  await client.connect();
  try {
    await client.query(`set search_path = "${PG_SCHEMA}"`);
    await client.query('begin');
    let batch: unknown[][] = [];
    const flush = async () => {
      if (batch.length === 0) return;
      // One array per column, unnested: a statement per thousand rows, not per row.
      const columns = COLUMNS.map((_, column) => batch.map(row => row[column]));
      const types = [
        'text',
        'text',
        'text',
        'bigint',
        'text',
        'text',
        'text',
        'text',
        'text',
        'int',
        'text',
      ];
      await client.query(
        `insert into notifications (${COLUMNS.join(', ')})
          select * from unnest(${types.map((type, index) => `$${index + 1}::${type}[]`).join(', ')})`,
        columns,
      );
      batch = [];
    };
    for (const row of generatedNotifications(user, count)) {
      batch.push([...row]);
      if (batch.length === PG_BATCH) await flush();
    }
    await flush();
    await client.query(ADD_COUNTS);
    await client.query('commit');
    // What autovacuum does soon after a bulk insert: planner statistics, and the visibility map
    // an index-only scan needs.
    await client.query('vacuum analyze notifications');
    await client.query('vacuum analyze notification_counts');
  } finally {
    await client.end();
  }
}
