import type { Entity } from '@atrium/model';
import { createLazyPage } from '@atrium/web-core';
import type { ReactElement } from 'react';

// Their own chunks: most entities are neither Users nor Groups, and their overview need not wait
// for these cards' code.
const groupOverviewCards = createLazyPage(() =>
  import('../GroupCards/GroupOverviewCards').then(module => module.GroupOverviewCards),
);
const userOverviewCards = createLazyPage(() =>
  import('../UserCards/UserOverviewCards').then(module => module.UserOverviewCards),
);

/**
 * The cards a kind shows in place of About and Relations, by lower-case kind. Users and Groups
 * have no owner, lifecycle or system for About to show, and a large group's `hasMember` relations
 * would fill Relations with thousands of users.
 */
const KIND_OVERVIEW_CARDS: Readonly<Record<string, (entity: Entity) => ReactElement>> = {
  group: entity => <groupOverviewCards.Page entity={entity} />,
  user: entity => <userOverviewCards.Page entity={entity} />,
};

/** Undefined for the kinds About and Relations suit; the cards are lazy, so render in Suspense. */
export function kindOverviewCards(entity: Entity): ReactElement | undefined {
  return KIND_OVERVIEW_CARDS[entity.kind.toLowerCase()]?.(entity);
}
