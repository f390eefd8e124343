import type { Kysely } from 'kysely';
import type { VisitsOrderField } from '../../shared';

export interface VisitRow {
  id: string;
  user_ref: string;
  pathname: string;
  entity_ref: string | null;
  hits: number;
  /** Milliseconds since the epoch; PostgreSQL's bigint may come back as a string. */
  timestamp: number | string;
}

export interface HomeDb {
  visits: VisitRow;
}

export interface NewVisit {
  userRef: string;
  /** The row's id if the page has none yet. */
  id: string;
  pathname: string;
  entityRef: string | undefined;
  timestamp: number;
}

export interface ListVisitsOptions {
  userRef: string;
  orderBy: VisitsOrderField;
  limit: number;
}

export interface VisitsStore {
  /**
   * Counts a view of the page on its row, or adds the row, then keeps the user's `keep` most
   * recently visited rows, this one among them. Answers the row as stored.
   */
  record(visit: NewVisit, keep: number): Promise<VisitRow>;
  /** The user's rows: most recent first, or most visited first and most recent among equals. */
  list(options: ListVisitsOptions): Promise<VisitRow[]>;
}

export function createVisitsStore(db: Kysely<HomeDb>): VisitsStore {
  return {
    async record(visit, keep) {
      const { userRef, id, pathname, entityRef, timestamp } = visit;
      return db.transaction().execute(async tx => {
        const row = await tx
          .insertInto('visits')
          .values({
            id,
            user_ref: userRef,
            pathname,
            entity_ref: entityRef ?? null,
            hits: 1,
            timestamp,
          })
          .onConflict(conflict =>
            conflict.columns(['user_ref', 'pathname']).doUpdateSet(eb => ({
              hits: eb('visits.hits', '+', 1),
              timestamp: eb.ref('excluded.timestamp'),
              entity_ref: eb.ref('excluded.entity_ref'),
            })),
          )
          .returningAll()
          .executeTakeFirstOrThrow();
        // The row just recorded always stays, whatever the clock says of the others.
        const othersKept = tx
          .selectFrom('visits')
          .select('id')
          .where('user_ref', '=', userRef)
          .where('id', '<>', row.id)
          .orderBy('timestamp', 'desc')
          .orderBy('id', 'desc')
          .limit(keep - 1);
        await tx
          .deleteFrom('visits')
          .where('user_ref', '=', userRef)
          .where('id', '<>', row.id)
          .where('id', 'not in', othersKept)
          .execute();
        return row;
      });
    },

    async list({ userRef, orderBy, limit }) {
      return db
        .selectFrom('visits')
        .selectAll()
        .where('user_ref', '=', userRef)
        .$if(orderBy === 'hits', query => query.orderBy('hits', 'desc'))
        .orderBy('timestamp', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
    },
  };
}
