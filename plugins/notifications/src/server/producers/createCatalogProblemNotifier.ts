import type { Logger } from '@atrium/server-core';
import type { CatalogProblemChange } from '@atrium/plugin-catalog/node';
import { truncateText } from '../../shared';
import type { NotificationsService } from '../service/createNotificationsService';

export const CATALOG_PROBLEMS_TOPIC = 'catalog-entity-problems';
const CATALOG_ORIGIN = 'plugin:catalog';
/** Enough for the first errors; the entity page lists them all. */
const DESCRIPTION_LIMIT = 1_000;

/**
 * Tells an entity's owners (the entity as recipient resolves to them) that its catalog file broke,
 * and later that it is fixed: one notification per entity, its scope, updated rather than added
 * to, so the fix replaces the problem in the list.
 */
export function createCatalogProblemNotifier(
  notifications: Pick<NotificationsService, 'send'>,
  logger: Logger,
): (changes: readonly CatalogProblemChange[]) => void {
  async function tell({ entityRef, problems, link }: CatalogProblemChange) {
    const fixed = problems.length === 0;
    await notifications.send(CATALOG_ORIGIN, {
      recipients: { type: 'entity', entityRef },
      payload: {
        title: fixed
          ? `The catalog file of ${entityRef} is fixed`
          : `The catalog file of ${entityRef} has errors`,
        description: fixed
          ? 'It parses and validates again; the catalog shows its latest version.'
          : truncateText(problems.join('\n'), DESCRIPTION_LIMIT),
        link,
        severity: fixed ? 'normal' : 'high',
        topic: CATALOG_PROBLEMS_TOPIC,
        scope: `catalog-entity:${entityRef}`,
      },
    });
  }
  return changes => {
    for (const change of changes) {
      tell(change).catch(error =>
        logger.warn(
          { err: error, entityRef: change.entityRef },
          'Could not notify the owners of an entity whose catalog file changed state',
        ),
      );
    }
  };
}
