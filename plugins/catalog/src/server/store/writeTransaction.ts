import type { CatalogDb, CatalogTx } from './catalogDb';
import type { CatalogStoreContext } from './catalogStoreContext';
import { withRetry } from './withRetry';

/**
 * Every catalog write goes through here: one transaction, retried on transient PostgreSQL
 * conflicts, with cached search key ids forgotten when a try fails (they may be rolled back).
 */
export async function writeTransaction<T>(
  db: CatalogDb,
  context: CatalogStoreContext,
  work: (tx: CatalogTx) => Promise<T>,
): Promise<T> {
  return withRetry(async () => {
    try {
      return await db.transaction().execute(work);
    } catch (error) {
      context.searchKeys.reset();
      throw error;
    }
  });
}
