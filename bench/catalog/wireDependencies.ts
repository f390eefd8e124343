import type { OwnedEntity } from './buildSystems';
import type { Random } from './createRandom';
import { namespaceOf, writtenRefTo } from './GeneratedEntity';

export interface WireDependenciesOptions {
  components: readonly OwnedEntity[];
  apis: readonly OwnedEntity[];
  random: Random;
}

/**
 * Components consume APIs and depend on other components across the whole catalog. API
 * consumption is skewed: a handful of APIs (auth, pricing...) are consumed by thousands, which is
 * what makes some entities carry very many relations, as in production catalogs.
 */
export function wireDependencies(options: WireDependenciesOptions): void {
  const { random, components, apis } = options;
  for (const { entity } of components) {
    const namespace = namespaceOf(entity);
    const consumed = random.pickWeighted(consumptionCounts);
    if (consumed > 0 && apis.length > 0) {
      const picked = new Set(Array.from({ length: consumed }, () => random.pickSkewed(apis)));
      entity.spec.consumesApis = [...picked].map(api =>
        writtenRefTo(api.entity, { namespace, defaultKind: 'API', random }),
      );
    }
    const dependencies = random.pickWeighted(dependencyCounts);
    for (const { entity: target } of random.sample(components, dependencies)) {
      if (target === entity) continue;
      const dependsOn = (entity.spec.dependsOn ??= []) as string[];
      dependsOn.push(writtenRefTo(target, { namespace, random }));
    }
  }
}

const consumptionCounts: ReadonlyArray<readonly [number, number]> = [
  [0, 40],
  [1, 30],
  [2, 18],
  [3, 8],
  [5, 4],
];

const dependencyCounts: ReadonlyArray<readonly [number, number]> = [
  [0, 50],
  [1, 30],
  [2, 15],
  [4, 5],
];
