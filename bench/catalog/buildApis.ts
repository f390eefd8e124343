import { apiDefinition } from './apiDefinition';
import type { OwnedEntity, SystemNode } from './buildSystems';
import { apiTypes, areaWords, concernTags, lifecycles } from './catalogVocabulary';
import type { NameRegistry } from './createNameRegistry';
import type { Random } from './createRandom';
import { DEFAULT_NAMESPACE, type GeneratedEntity, titleOf, writtenRefTo } from './GeneratedEntity';

export interface BuildApisOptions {
  count: number;
  systems: readonly SystemNode[];
  random: Random;
  names: NameRegistry;
}

const nameSuffixByType: Record<string, string> = {
  openapi: 'api',
  asyncapi: 'events',
  grpc: 'grpc',
  graphql: 'graphql',
};

const tagByType: Record<string, string> = {
  openapi: 'rest',
  asyncapi: 'kafka',
  grpc: 'grpc',
  graphql: 'graphql',
};

/**
 * APIs of a system, each provided by one of its service components when it has one (the
 * component gets `spec.providesApis`), owned by the provider's team.
 */
export function buildApis(options: BuildApisOptions): OwnedEntity[] {
  const { random, names } = options;
  return Array.from({ length: options.count }, () => {
    const system = random.pick(options.systems);
    const { namespace, noun } = system;
    const type = random.pickWeighted(apiTypes);
    const qualifier = random.chance(0.6) ? `${random.pick(areaWords)}-` : '';
    const name = names.claim('API', namespace, `${noun}-${qualifier}${nameSuffixByType[type]}`);
    const services = system.components.filter(({ entity }) => entity.spec.type === 'service');
    const provider = services.length > 0 ? random.pick(services) : undefined;
    const owner = provider?.owner ?? system.owner;
    const title = titleOf(name);
    const entity: GeneratedEntity = {
      apiVersion: 'backstage.io/v1alpha1',
      kind: 'API',
      metadata: {
        name,
        ...(namespace === DEFAULT_NAMESPACE ? {} : { namespace }),
        title,
        description: `The ${type} interface to ${noun} in ${system.entity.metadata.title}.`,
        tags: [tagByType[type]!, ...(random.chance(0.3) ? [random.pickSkewed(concernTags)] : [])],
      },
      spec: {
        type,
        lifecycle: random.pickWeighted(lifecycles),
        owner: writtenRefTo(owner, { namespace, defaultKind: 'Group', random }),
        system: writtenRefTo(system.entity, { namespace, defaultKind: 'System', random }),
        definition: apiDefinition(type, title, noun),
      },
    };
    if (provider) {
      const provided = (provider.entity.spec.providesApis ??= []) as string[];
      provided.push(writtenRefTo(entity, { namespace, defaultKind: 'API', random }));
    }
    const node = { entity, owner };
    system.apis.push(node);
    return node;
  });
}
