import type { PendingEntity, ProcessedColumns } from './pendingEntity';
import type { SourceRow } from './sourceStore';

/** A relation row as bulk inserts take it. */
export type RelationRow = [originKey: string, sourceKey: string, type: string, targetRef: string];

/** A source a Location entity names, as inserted (or re-parented when it exists). */
export type ChildSourceRow = Omit<SourceRow, 'lease_owner'>;

/**
 * The source row's new columns. Written for every outcome, since it also gives the lease back;
 * the key order is the statement's column order.
 */
export type SourceColumns = Partial<Pick<SourceRow, 'content_hash' | 'http_etag' | 'errors'>> & {
  next_refresh_at: number;
  lease_until: null;
};

/**
 * Everything writing one source's outcome changes, decided before any of it is written, so the
 * store runs it as SQL and decides nothing. What only the statements can tell (which rows a
 * condition matched, which relations were there before) the store reports as it writes (see
 * applySourceWritePlan).
 */
export interface SourceWritePlan {
  sourceKey: string;
  source: SourceColumns;
  /** What the source's content changes; absent when it was unchanged or could not be read. */
  content?: ContentWrites;
  /** What the plan already knows needs stitching once written. */
  stitch: {
    /** Entities written: updated or created. */
    changed: string[];
    /**
     * Entities that gain or lose a relation or a status item through this write: the sources of
     * the new relations, the Location entity that declared this source. Keys may repeat.
     */
    affected: string[];
  };
}

export interface ContentWrites {
  /** When the write happens: the `updated_at` of every entity row it touches. */
  now: number;
  /** Stored entities rewritten with what processing produced, by entity key, in write order. */
  updated: Map<string, ProcessedColumns>;
  /** New entities: not inserted by the write, since stitching inserts them complete. */
  created: PendingEntity[];
  /** New relations of the updated and created entities; the updated ones' old relations go. */
  relations: RelationRow[];
  /**
   * Entities whose new version was rejected: the stored version keeps its body and shows these
   * errors (JSON), when it belongs to this source or to nobody (orphaned).
   */
  rejected: Array<{ key: string; errors: string }>;
  /** This source's entities it no longer lists: kept readable, flagged as orphans. */
  orphaned: string[];
  /** This provider source's entities it no longer lists: deleted. */
  deleted: string[];
  /** Child sources to add, or to give their new parent entity when they exist. */
  children: ChildSourceRow[];
  /**
   * Child sources this source no longer names: removed with every source below them.
   */
  removedChildren: string[];
  /** What becomes of the entities of removed child sources (deleted below a provider). */
  removedChildrenEntities: 'orphan' | 'delete';
}
