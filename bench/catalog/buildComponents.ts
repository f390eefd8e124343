import type { OwnedEntity, SystemNode } from './buildSystems';
import {
  areaWords,
  audiences,
  componentRoles,
  concernTags,
  languageTags,
  lifecycles,
  systemNouns,
  technologyTags,
  verbs,
} from './catalogVocabulary';
import type { NameRegistry } from './createNameRegistry';
import type { Random } from './createRandom';
import { DEFAULT_NAMESPACE, type GeneratedEntity, titleOf, writtenRefTo } from './GeneratedEntity';

export interface BuildComponentsOptions {
  count: number;
  systems: readonly SystemNode[];
  teams: readonly GeneratedEntity[];
  random: Random;
  names: NameRegistry;
}

const roles = componentRoles.map(([role, type, weight]) => [{ role, type }, weight] as const);

/**
 * Components, most of them in a system and owned by its team. A few are subcomponents of another
 * component of the same system. APIs, resources and dependencies are attached afterwards.
 */
export function buildComponents(options: BuildComponentsOptions): OwnedEntity[] {
  const { random, names } = options;
  return Array.from({ length: options.count }, () => {
    const system = random.chance(0.92) ? random.pick(options.systems) : undefined;
    const namespace = system?.namespace ?? DEFAULT_NAMESPACE;
    const { role, type } = random.pickWeighted(roles);
    const noun = system?.noun ?? random.pick(systemNouns);
    const qualifier = random.chance(0.5) ? `${random.pick(areaWords)}-` : '';
    const name = names.claim('Component', namespace, `${noun}-${qualifier}${role}`);
    const owner = system && random.chance(0.7) ? system.owner : random.pick(options.teams);
    const groupField = { namespace, defaultKind: 'Group', random };
    const spec: Record<string, unknown> = {
      type,
      lifecycle: random.pickWeighted(lifecycles),
      owner: writtenRefTo(owner, groupField),
    };
    if (system) {
      spec.system = writtenRefTo(system.entity, { namespace, defaultKind: 'System', random });
      if (system.components.length > 0 && random.chance(0.08)) {
        const parent = random.pick(system.components).entity;
        spec.subcomponentOf = writtenRefTo(parent, { namespace, defaultKind: 'Component', random });
      }
    }
    const entity: GeneratedEntity = {
      apiVersion: 'backstage.io/v1alpha1',
      kind: 'Component',
      metadata: {
        name,
        ...(namespace === DEFAULT_NAMESPACE ? {} : { namespace }),
        ...(random.chance(0.4) ? { title: titleOf(name) } : {}),
        description: `${random.pick(verbs)} ${noun} for ${random.pick(audiences)}.`,
        tags: componentTags(random),
        annotations: {
          'github.com/project-slug': `acme/${name}`,
          ...(random.chance(0.5) ? { 'backstage.io/techdocs-ref': 'dir:.' } : {}),
        },
        ...(random.chance(0.3)
          ? { links: [{ url: `https://grafana.acme.example/d/${name}`, title: 'Dashboard' }] }
          : {}),
      },
      spec,
    };
    const node = { entity, owner };
    system?.components.push(node);
    return node;
  });
}

function componentTags(random: Random): string[] {
  const tags = new Set<string>();
  if (random.chance(0.9)) tags.add(random.pickSkewed(languageTags));
  for (let count = random.int(0, 2); count > 0; count--)
    tags.add(random.pickSkewed(technologyTags));
  if (random.chance(0.35)) tags.add(random.pickSkewed(concernTags));
  return [...tags];
}
