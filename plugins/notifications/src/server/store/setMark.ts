import { sql, type Kysely } from 'kysely';
import { COUNTED_COLUMNS, applyCountChanges } from './notificationCounts';
import type { NotificationsTables } from './notificationsTables';

export interface SetMarkOptions {
  user: string;
  /** One statement's worth. */
  ids: readonly string[];
  column: 'read_at' | 'saved_at';
  /** Marks now, or clears the mark. */
  set: boolean;
}

/**
 * Sets or clears one mark of the user on the ids the user can see, in one transaction with the
 * counts; other ids match no row: a personal notification's marks are on its row, where only its
 * recipient is matched, and a broadcast's in `notification_status`.
 */
export async function setMark(db: Kysely<NotificationsTables>, options: SetMarkOptions) {
  const { user, ids, column, set } = options;
  const now = Date.now();
  const value = set ? now : null;
  const values = column === 'read_at' ? { read_at: value } : { saved_at: value };
  await db.transaction().execute(async tx => {
    // Only those whose mark changes move to another bucket of the counts.
    const changed = await tx
      .updateTable('notifications')
      .set(values)
      .where('user_ref', '=', user)
      .where('id', 'in', ids)
      .where(column, set ? 'is' : 'is not', null)
      .returning(COUNTED_COLUMNS)
      .execute();
    // The former mark's time is gone; any time puts the notification in its former bucket.
    const before = changed.map(row => ({ ...row, [column]: set ? null : now }));
    await applyCountChanges(tx, before, changed);
    if (!set) {
      await tx
        .updateTable('notification_status')
        .set(values)
        .where('user_ref', '=', user)
        .where('notification_id', 'in', ids)
        .execute();
      return;
    }
    // Marked before: the mark takes the new time, as a broadcast's does below.
    await tx
      .updateTable('notifications')
      .set(values)
      .where('user_ref', '=', user)
      .where('id', 'in', ids)
      .where(column, '<', now)
      .execute();
    const broadcasts = tx
      .selectFrom('notifications')
      .select(eb => [
        'id as notification_id',
        eb.val(user).as('user_ref'),
        // A bare parameter in a select list is text to PostgreSQL; the column is bigint.
        sql<number>`cast(${now} as bigint)`.as(column),
      ])
      .where('id', 'in', ids)
      .where('user_ref', 'is', null);
    await tx
      .insertInto('notification_status')
      .columns(['notification_id', 'user_ref', column])
      .expression(broadcasts)
      .onConflict(conflict =>
        conflict
          .columns(['notification_id', 'user_ref'])
          .doUpdateSet(eb =>
            column === 'read_at'
              ? { read_at: eb.ref('excluded.read_at') }
              : { saved_at: eb.ref('excluded.saved_at') },
          ),
      )
      .execute();
  });
}
