import {
  RELATION_CHILD_OF,
  RELATION_MEMBER_OF,
  stringifyEntityRef,
  type Entity,
} from '@atrium/model';
import type { DirectoryUser, DirectoryUserQuery, UserDirectory } from '@atrium/server-core';
import type { EntityFilter, FilterClause } from '../request/parseEntityFilter';
import type { CatalogDb } from '../store/catalogDb';
import { getFinalsByKeys, queryPage } from '../store/entityQueries';
import { resolveSelection } from '../store/resolveSelection';
import type { SearchKeys } from '../store/searchKeys';

/** More matches than this is a catalog mistake; a few are enough to report it. */
const MAX_MATCHES = 10;
/** Group hierarchies deeper than this are cut off (and cycles end) rather than walked forever. */
const MAX_GROUP_DEPTH = 20;

/**
 * The catalog's users for sign-in: found by name, email or annotation, each with what it owns
 * through — the user itself and every group it is a member of, up through parent groups.
 */
export function createUserDirectory(db: CatalogDb, searchKeys: SearchKeys): UserDirectory {
  async function matching(query: DirectoryUserQuery): Promise<Entity[]> {
    const clauses: FilterClause[] = [{ key: 'kind', values: ['user'] }];
    if ('name' in query) {
      clauses.push({ key: 'metadata.name', values: [query.name.toLowerCase()] });
      if (query.namespace) {
        clauses.push({ key: 'metadata.namespace', values: [query.namespace.toLowerCase()] });
      }
    } else if ('email' in query) {
      clauses.push({ key: 'spec.profile.email', values: [query.email.toLowerCase()] });
    } else {
      const key = `metadata.annotations.${query.annotation.toLowerCase()}`;
      clauses.push({ key, values: [query.value.toLowerCase()] });
    }
    const filter: EntityFilter = { anyOf: [{ allOf: clauses }] };
    const { selection, order } = await resolveSelection(db, searchKeys, { filter });
    const rows = await queryPage(db, { ...selection, order, limit: MAX_MATCHES });
    const users = rows.map(row => JSON.parse(row.final) as Entity);
    // Search values are lower-cased; an annotation's value must match as written.
    return 'annotation' in query
      ? users.filter(user => user.metadata.annotations?.[query.annotation] === query.value)
      : users;
  }

  async function ownershipOf(user: Entity): Promise<string[]> {
    const refs = new Set([stringifyEntityRef(user).toLowerCase()]);
    let frontier = targetsOf(user, RELATION_MEMBER_OF);
    for (let depth = 0; depth < MAX_GROUP_DEPTH && frontier.length > 0; depth++) {
      const fresh = frontier.filter(ref => !refs.has(ref));
      for (const ref of fresh) refs.add(ref);
      const groups = await getFinalsByKeys(db, fresh);
      frontier = [...groups.values()].flatMap(json =>
        targetsOf(JSON.parse(json) as Entity, RELATION_CHILD_OF),
      );
    }
    return [...refs];
  }

  return {
    async findUsers(query) {
      const users = await matching(query);
      return Promise.all(
        users.map(async (user): Promise<DirectoryUser> => ({
          userEntityRef: stringifyEntityRef(user).toLowerCase(),
          ownershipEntityRefs: await ownershipOf(user),
          profile: profileOf(user),
        })),
      );
    },
  };
}

function targetsOf(entity: Entity, type: string): string[] {
  return (entity.relations ?? [])
    .filter(relation => relation.type === type)
    .map(relation => relation.targetRef.toLowerCase());
}

function profileOf(user: Entity): DirectoryUser['profile'] {
  const profile = (user.spec as { profile?: Record<string, unknown> } | undefined)?.profile ?? {};
  const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
  return {
    email: text(profile.email),
    displayName: text(profile.displayName) ?? user.metadata.title,
    picture: text(profile.picture),
  };
}
