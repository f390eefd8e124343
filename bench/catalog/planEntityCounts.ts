export interface EntityCounts {
  domains: number;
  systems: number;
  groups: number;
  users: number;
  components: number;
  apis: number;
  resources: number;
  /** The root catalog.yaml. */
  locations: number;
}

const MINIMUM_ENTITIES = 50;

/**
 * How many of each kind a catalog of `total` entities holds, in the shape of a large organisation
 * whose people are all in the catalog: at 100,000, 35,000 users in 3,000 groups, 37,799
 * components, 12,000 APIs and 10,000 resources.
 */
export function planEntityCounts(total: number): EntityCounts {
  if (!Number.isInteger(total) || total < MINIMUM_ENTITIES) {
    throw new Error(
      `A generated catalog needs at least ${MINIMUM_ENTITIES} entities, got ${total}`,
    );
  }
  const rest = total - 1;
  const share = (fraction: number, minimum: number) =>
    Math.max(minimum, Math.round(rest * fraction));
  const counts = {
    domains: share(0.0005, 1),
    systems: share(0.0215, 2),
    groups: share(0.03, 3),
    users: share(0.35, 1),
    apis: share(0.12, 1),
    resources: share(0.1, 1),
    locations: 1,
  };
  const others = Object.values(counts).reduce((sum, count) => sum + count, 0);
  return { ...counts, components: total - others };
}
