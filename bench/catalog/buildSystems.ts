import { areaWords, concernTags, domainWords, systemNouns } from './catalogVocabulary';
import type { NameRegistry } from './createNameRegistry';
import type { Random } from './createRandom';
import { DEFAULT_NAMESPACE, type GeneratedEntity, titleOf, writtenRefTo } from './GeneratedEntity';

export interface BuildSystemsOptions {
  domains: number;
  systems: number;
  departments: readonly GeneratedEntity[];
  teams: readonly GeneratedEntity[];
  random: Random;
  names: NameRegistry;
}

/** An entity with the group that owns it, kept so related entities can share the owner. */
export interface OwnedEntity {
  entity: GeneratedEntity;
  owner: GeneratedEntity;
}

/** A system with what the later builders need to attach software to it. */
export interface SystemNode {
  entity: GeneratedEntity;
  namespace: string;
  /** The noun its components and APIs are named after (`ledger` in `payments-ledger`). */
  noun: string;
  owner: GeneratedEntity;
  components: OwnedEntity[];
  apis: OwnedEntity[];
  resources: OwnedEntity[];
}

/**
 * An acquired company's catalog often keeps its own namespace; one domain in ten lives there, with
 * everything under it, so refs across namespaces and by-name lookups outside `default` occur.
 */
export const OTHER_NAMESPACE = 'northwind';

export function buildSystems(options: BuildSystemsOptions): {
  domains: GeneratedEntity[];
  systems: SystemNode[];
} {
  const { random, names } = options;
  const owners = options.teams.length > 0 ? options.teams : options.departments;
  const domains = Array.from({ length: options.domains }, (_, index) => {
    const namespace = index % 10 === 9 ? OTHER_NAMESPACE : DEFAULT_NAMESPACE;
    const word = domainWords[index % domainWords.length]!;
    const name = names.claim('Domain', namespace, word);
    const domain: GeneratedEntity = {
      apiVersion: 'backstage.io/v1alpha1',
      kind: 'Domain',
      metadata: {
        name,
        ...(namespace === DEFAULT_NAMESPACE ? {} : { namespace }),
        title: titleOf(name),
        description: `Everything ${titleOf(word).toLowerCase()}: the systems, their APIs and data.`,
      },
      spec: {
        owner: writtenRefTo(random.pick(options.departments), {
          namespace,
          defaultKind: 'Group',
          random,
        }),
      },
    };
    return domain;
  });

  const systems = Array.from({ length: options.systems }, (): SystemNode => {
    const domain = random.pick(domains);
    const namespace = domain.metadata.namespace ?? DEFAULT_NAMESPACE;
    const noun = random.pick(systemNouns);
    const name = names.claim('System', namespace, `${random.pick(areaWords)}-${noun}`);
    const owner = random.pick(owners);
    const entity: GeneratedEntity = {
      apiVersion: 'backstage.io/v1alpha1',
      kind: 'System',
      metadata: {
        name,
        ...(namespace === DEFAULT_NAMESPACE ? {} : { namespace }),
        title: titleOf(name),
        description: `The ${titleOf(name)} system of the ${domain.metadata.title} domain.`,
        ...(random.chance(0.3) ? { tags: [random.pickSkewed(concernTags)] } : {}),
      },
      spec: {
        owner: writtenRefTo(owner, { namespace, defaultKind: 'Group', random }),
        domain: writtenRefTo(domain, { namespace, defaultKind: 'Domain', random }),
      },
    };
    return { entity, namespace, noun, owner, components: [], apis: [], resources: [] };
  });
  return { domains, systems };
}
