import {
  areaWords,
  departmentWords,
  firstNames,
  lastNames,
  teamSuffixes,
} from './catalogVocabulary';
import type { NameRegistry } from './createNameRegistry';
import type { Random } from './createRandom';
import { DEFAULT_NAMESPACE, type GeneratedEntity, titleOf, writtenRefTo } from './GeneratedEntity';

export interface BuildOrganizationOptions {
  groups: number;
  users: number;
  random: Random;
  names: NameRegistry;
}

export interface Organization {
  groups: GeneratedEntity[];
  users: GeneratedEntity[];
  /** Groups of type department: they own domains. */
  departments: GeneratedEntity[];
  /** Groups of type team: they own systems, components, APIs and resources. */
  teams: GeneratedEntity[];
}

const EMAIL_DOMAIN = 'acme.example';
const regions = ['emea', 'americas', 'apac', 'nordics', 'dach', 'latam', 'anz', 'india'];

/**
 * One organisation group, departments under it, teams under departments and sub-teams under
 * teams, with spec.parent and spec.children agreeing (the catalog derives childOf/parentOf from
 * both). Users are members of one team, some of two.
 */
export function buildOrganization(options: BuildOrganizationOptions): Organization {
  const { random, names } = options;
  const children = new Map<GeneratedEntity, GeneratedEntity[]>();
  const group = (name: string, type: string, parent: GeneratedEntity | undefined) => {
    const entity: GeneratedEntity = {
      apiVersion: 'backstage.io/v1alpha1',
      kind: 'Group',
      metadata: {
        name: names.claim('Group', DEFAULT_NAMESPACE, name),
        description: `The ${titleOf(name)} ${type}${parent ? ` in ${titleOf(parent.metadata.name)}` : ''}.`,
      },
      spec: { type },
    };
    const { name: claimed } = entity.metadata;
    entity.spec.profile = { displayName: titleOf(claimed), email: `${claimed}@${EMAIL_DOMAIN}` };
    if (parent) {
      entity.spec.parent = writtenRefTo(parent, groupField(random));
      children.get(parent)?.push(entity);
    }
    entity.spec.children = [];
    children.set(entity, []);
    return entity;
  };

  const root = group('acme', 'organization', undefined);
  const departmentCount = Math.max(1, Math.round(options.groups * 0.04));
  const departments = Array.from({ length: departmentCount }, (_, index) => {
    const word = departmentWords[index % departmentWords.length]!;
    // Large organisations split departments by region once the plain names run out.
    const name = index < departmentWords.length ? word : `${word}-${random.pick(regions)}`;
    return group(name, 'department', root);
  });
  const teams: GeneratedEntity[] = [];
  for (let index = departmentCount + 1; index < options.groups; index++) {
    const parent =
      teams.length > 0 && random.chance(0.25) ? random.pick(teams) : random.pick(departments);
    teams.push(group(`${random.pick(areaWords)}-${random.pick(teamSuffixes)}`, 'team', parent));
  }
  const groups = [root, ...departments, ...teams];
  for (const entity of groups) {
    entity.spec.children = (children.get(entity) ?? []).map(child =>
      writtenRefTo(child, groupField(random)),
    );
  }

  const memberships = teams.length > 0 ? teams : departments;
  const users = Array.from({ length: options.users }, () => {
    const first = random.pick(firstNames);
    const last = random.pick(lastNames);
    const name = names.claim('User', DEFAULT_NAMESPACE, `${first}.${last}`);
    const memberOf = random.sample(memberships, random.chance(0.1) ? 2 : 1);
    const user: GeneratedEntity = {
      apiVersion: 'backstage.io/v1alpha1',
      kind: 'User',
      metadata: { name },
      spec: {
        profile: {
          displayName: `${titleOf(first)} ${titleOf(last)}`,
          email: `${name}@${EMAIL_DOMAIN}`,
        },
        memberOf: memberOf.map(team => writtenRefTo(team, groupField(random))),
      },
    };
    return user;
  });

  return { groups, users, departments, teams };
}

function groupField(random: Random) {
  return { namespace: DEFAULT_NAMESPACE, defaultKind: 'Group', random };
}
