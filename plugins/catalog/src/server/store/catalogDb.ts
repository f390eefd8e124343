import type { Kysely, Transaction } from 'kysely';
import type { CatalogTables } from './tables';

export type CatalogDb = Kysely<CatalogTables>;
export type CatalogTx = Transaction<CatalogTables>;
/** Either the database or a transaction on it: store functions accept both. */
export type CatalogExecutor = CatalogDb | CatalogTx;
