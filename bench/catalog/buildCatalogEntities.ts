import { buildApis } from './buildApis';
import { buildComponents } from './buildComponents';
import { buildOrganization } from './buildOrganization';
import { buildResources } from './buildResources';
import { buildSystems } from './buildSystems';
import { createNameRegistry } from './createNameRegistry';
import { createRandom } from './createRandom';
import type { GeneratedEntity } from './GeneratedEntity';
import type { EntityCounts } from './planEntityCounts';
import { wireDependencies } from './wireDependencies';

/**
 * Every entity of the catalog except the root Location, in file order: the organisation, then
 * domains and systems, then each system's software together (as a monorepo's files would be),
 * then components that belong to no system.
 */
export function buildCatalogEntities(counts: EntityCounts, seed: number): GeneratedEntity[] {
  const random = createRandom(seed);
  const names = createNameRegistry();
  const organization = buildOrganization({
    groups: counts.groups,
    users: counts.users,
    random,
    names,
  });
  const owners = organization.teams.length > 0 ? organization.teams : organization.departments;
  const { domains, systems } = buildSystems({
    domains: counts.domains,
    systems: counts.systems,
    departments: organization.departments,
    teams: organization.teams,
    random,
    names,
  });
  const common = { systems, teams: owners, random, names };
  const components = buildComponents({ ...common, count: counts.components });
  const apis = buildApis({ ...common, count: counts.apis });
  buildResources({ ...common, count: counts.resources });
  wireDependencies({ components, apis, random });

  const inSystems = new Set(systems.flatMap(system => system.components.map(node => node.entity)));
  return [
    ...organization.groups,
    ...organization.users,
    ...domains,
    ...systems.map(system => system.entity),
    ...systems.flatMap(system =>
      [...system.components, ...system.apis, ...system.resources].map(node => node.entity),
    ),
    ...components.map(node => node.entity).filter(entity => !inSystems.has(entity)),
  ];
}
