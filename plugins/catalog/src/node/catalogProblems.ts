import { createServiceRef } from '@atrium/server-core';

/** An entity whose catalog file started or stopped failing to parse or validate. */
export interface CatalogProblemChange {
  /** `kind:namespace/name`, lower-cased. */
  entityRef: string;
  /** What is wrong now, one message per problem; empty once the file is fixed. */
  problems: string[];
  /** The entity's page in the portal, a path. */
  link: string;
}

/**
 * Tells other plugins (the notifications plugin) when an entity's file breaks or is fixed, once
 * per change rather than on every read. Provided by the catalog plugin; silent when
 * `catalog.notifications.enabled` is false.
 */
export interface CatalogProblems {
  /** Listeners are called after the change is committed, on the replica that processed it. */
  onChange(listener: (changes: readonly CatalogProblemChange[]) => void): void;
}

export const catalogProblemsServiceRef = createServiceRef<CatalogProblems>({
  id: 'catalog.problems',
  plugin: 'catalog',
});
