import type { OwnedEntity, SystemNode } from './buildSystems';
import { areaWords, resourceTypes } from './catalogVocabulary';
import type { NameRegistry } from './createNameRegistry';
import type { Random } from './createRandom';
import { DEFAULT_NAMESPACE, type GeneratedEntity, writtenRefTo } from './GeneratedEntity';

export interface BuildResourcesOptions {
  count: number;
  systems: readonly SystemNode[];
  teams: readonly GeneratedEntity[];
  random: Random;
  names: NameRegistry;
}

const types = resourceTypes.map(([type, suffix, weight]) => [{ type, suffix }, weight] as const);

const tagsByType: Record<string, readonly string[]> = {
  database: ['postgres', 'mysql', 'dynamodb'],
  'search-index': ['elasticsearch'],
  cache: ['redis', 'memcached'],
  'kafka-topic': ['kafka'],
  queue: ['sqs', 'rabbitmq'],
  's3-bucket': ['aws'],
  'kubernetes-cluster': ['kubernetes'],
};

/**
 * Databases, buckets, queues... of a system. One or two of its components depend on each; a few
 * resources depend on another resource of the same system (a topic on its cluster).
 */
export function buildResources(options: BuildResourcesOptions): OwnedEntity[] {
  const { random, names } = options;
  return Array.from({ length: options.count }, () => {
    const system = random.pick(options.systems);
    const { namespace, noun } = system;
    const { type, suffix } = random.pickWeighted(types);
    const qualifier = random.chance(0.5) ? `${random.pick(areaWords)}-` : '';
    const name = names.claim('Resource', namespace, `${noun}-${qualifier}${suffix}`);
    const owner = random.chance(0.8) ? system.owner : random.pick(options.teams);
    const spec: Record<string, unknown> = {
      type,
      owner: writtenRefTo(owner, { namespace, defaultKind: 'Group', random }),
      system: writtenRefTo(system.entity, { namespace, defaultKind: 'System', random }),
    };
    if (system.resources.length > 0 && random.chance(0.05)) {
      spec.dependsOn = [fullRefFrom(random.pick(system.resources).entity, namespace, random)];
    }
    const entity: GeneratedEntity = {
      apiVersion: 'backstage.io/v1alpha1',
      kind: 'Resource',
      metadata: {
        name,
        ...(namespace === DEFAULT_NAMESPACE ? {} : { namespace }),
        description: `${type.replace(/-/g, ' ')} for ${noun} in ${system.entity.metadata.title}.`,
        tags: [random.pick(tagsByType[type] ?? ['cloud'])],
      },
      spec,
    };
    for (const user of random.sample(system.components, random.int(1, 2))) {
      const dependsOn = (user.entity.spec.dependsOn ??= []) as string[];
      dependsOn.push(fullRefFrom(entity, namespace, random));
    }
    const node = { entity, owner };
    system.resources.push(node);
    return node;
  });
}

// dependsOn takes any kind, so the ref must name it; only the namespace may be left out.
function fullRefFrom(target: GeneratedEntity, namespace: string, random: Random): string {
  return writtenRefTo(target, { namespace, random });
}
