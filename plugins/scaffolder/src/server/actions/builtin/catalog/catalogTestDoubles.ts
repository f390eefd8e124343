import { ConflictError, NotAllowedError, normalizeEntityRef, type Entity } from '@atrium/model';
import type { CatalogLocationSpec } from '@atrium/plugin-catalog/node';
import type { CatalogFor, TaskCatalog, TaskUser } from './TaskCatalog';

export function entity(kind: string, name: string, namespace = 'default'): Entity {
  return { apiVersion: 'backstage.io/v1alpha1', kind, metadata: { name, namespace }, spec: {} };
}

/**
 * An in-memory catalog standing in for the catalog plugin: entities readable by everyone, files
 * registered by target, and a user who may not create locations.
 */
export function createFakeCatalog(options: {
  entities?: Entity[];
  /** Target → the entities reading it yields. */
  files?: Record<string, Entity[]>;
  /** Users refused `catalog.location.create`. */
  deniedUsers?: string[];
}) {
  const registered: CatalogLocationSpec[] = [];
  const users: TaskUser[] = [];
  const catalogFor: CatalogFor = async user => {
    users.push(user);
    const catalog: TaskCatalog = {
      async getEntityByRef(ref) {
        return options.entities?.find(e => normalizeEntityRef(e) === ref.toLowerCase());
      },
      async addLocation(location, { dryRun } = {}) {
        if (options.deniedUsers?.includes(user.ref ?? '')) {
          throw new NotAllowedError(
            'The catalog.location.create permission is needed for this request',
          );
        }
        const exists = registered.some(r => r.target === location.target);
        const entities = [
          entity('Location', 'generated-abc'),
          ...(options.files?.[location.target] ?? []),
        ];
        if (dryRun) return { location: { id: 'dry-run', ...location }, entities, exists };
        if (exists)
          throw new ConflictError(`Location ${location.type}:${location.target} already exists`);
        registered.push(location);
        return { location: { id: String(registered.length), ...location }, entities };
      },
    };
    return catalog;
  };
  return { catalogFor, registered, users };
}
