import { parseEntityRef } from '@atrium/model';
import type { Logger } from '@atrium/server-core';
import type { CatalogProblemChange, CatalogProblems } from '../../node';
import { entityRoutePath } from '../../shared';
import type { EntityProblemChange } from '../processing/planProblemChanges';

export interface ProblemListeners extends CatalogProblems {
  /** Hands committed changes to every listener; one that throws does not stop the others. */
  publish(changes: readonly EntityProblemChange[]): void;
}

export function createProblemListeners(logger: Logger): ProblemListeners {
  const listeners: Array<(changes: readonly CatalogProblemChange[]) => void> = [];
  return {
    onChange(listener) {
      listeners.push(listener);
    },
    publish(changes) {
      if (listeners.length === 0) return;
      const told = changes.map(change => ({
        entityRef: change.entityKey,
        problems: change.problems.map(item => item.message),
        link: entityRoutePath(parseEntityRef(change.entityKey)),
      }));
      for (const listener of listeners) {
        try {
          listener(told);
        } catch (error) {
          logger.warn({ err: error }, 'A catalog problem listener failed');
        }
      }
    },
  };
}
