import { parseEntityRef, type Entity } from '@atrium/model';
import type { Principal, UserDirectory } from '@atrium/server-core';
import type {
  AddCatalogLocationResult,
  CatalogEntities,
  CatalogLocationSpec,
  CatalogLocations,
} from '@atrium/plugin-catalog/node';
import type { ActionContext } from '../../createTemplateAction';

/** The user a task runs for, as actions see it. */
export type TaskUser = ActionContext<unknown>['user'];

/**
 * The catalog as one task's user sees it: what they may not read is not there, and adding a
 * location needs their `catalog.location.create`. The catalog actions know nothing else.
 */
export interface TaskCatalog {
  getEntityByRef(entityRef: string): Promise<Entity | undefined>;
  addLocation(
    location: CatalogLocationSpec,
    options?: { dryRun?: boolean },
  ): Promise<AddCatalogLocationResult>;
}

/** The seam between the catalog actions and the catalog: the catalog for a task's user. */
export type CatalogFor = (user: TaskUser) => Promise<TaskCatalog>;

export interface CreateCatalogForOptions {
  entities: CatalogEntities;
  locations?: CatalogLocations;
  /** Who the catalog is asked as; `principalOfTaskUser` unless given. */
  principalFor?(user: TaskUser): Promise<Principal>;
  /** Finds the user's groups, so ownership-based permission rules see them. */
  userDirectory?: UserDirectory;
}

/** The usual seam: the in-process catalog services, asked as the task's user. */
export function createCatalogFor(options: CreateCatalogForOptions): CatalogFor {
  const principalFor =
    options.principalFor ?? (user => principalOfTaskUser(user, options.userDirectory));
  return async user => {
    const principal = await principalFor(user);
    return {
      getEntityByRef: entityRef => options.entities.getEntityByRef(entityRef, { principal }),
      async addLocation(location, { dryRun } = {}) {
        if (!options.locations) {
          throw new Error('Registering in the catalog needs the catalog plugin in this server');
        }
        return options.locations.addLocation(location, { principal, dryRun });
      },
    };
  };
}

/**
 * The principal a task's user stands for: the user with the groups the catalog lists for them.
 * A task without a user (started by another service) acts as the scaffolder itself.
 */
export async function principalOfTaskUser(
  user: TaskUser,
  directory?: UserDirectory,
): Promise<Principal> {
  if (!user.ref) return { type: 'service', subject: 'plugin:scaffolder' };
  const userEntityRef = user.ref.toLowerCase();
  const { name, namespace } = parseEntityRef(userEntityRef, { defaultKind: 'user' });
  const found = directory ? await directory.findUsers({ name, namespace }) : [];
  const match = found.find(u => u.userEntityRef === userEntityRef);
  return {
    type: 'user',
    userEntityRef,
    ownershipEntityRefs: match?.ownershipEntityRefs ?? [userEntityRef],
  };
}
