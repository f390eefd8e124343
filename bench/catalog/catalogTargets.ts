import type { ScenarioId } from './catalogScenarios';

/**
 * The targets of bench/README.md, for a catalog of 100,000 entities on the 2-core benchmark
 * machine. Keep the two in step.
 */
export const TARGET_ENTITIES = 100_000;

export const catalogTargets = {
  ingestionMs: 30_000,
  /** The API answers this soon after the spawn, while the catalog is being ingested. */
  firstAnswerMs: 2_000,
  p95MsByScenario: {
    query: 10,
    queryKind: 10,
    byName: 2,
    facetType: 50,
    facetTags: 50,
    facetOwner: 50,
    byRefs: 20,
  } satisfies Record<ScenarioId, number>,
  rssMb: 400,
  peakRssMb: 800,
  coldStartMs: 2_000,
};
