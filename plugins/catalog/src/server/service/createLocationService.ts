import path from 'node:path';
import {
  ConflictError,
  InputError,
  NotAllowedError,
  NotFoundError,
  normalizeEntityRef,
  parseEntityRef,
  type Entity,
} from '@atrium/model';
import type { AddLocationResponse, Location, LocationInput } from '../../shared';
import type { EntityCondition } from '../request/parseEntityFilter';
import type { ProcessingEngine } from '../processing/createProcessingEngine';
import type { ProcessSourceDeps } from '../processing/processSource';
import type { CatalogDb } from '../store/catalogDb';
import { getEntityInfo, getFinalsOfLocation } from '../store/entityQueries';
import { existingSourceKeys, sourcesNamedBy } from '../store/sourceStore';
import {
  deleteLocationCascade,
  findLocation,
  generatedLocationEntity,
  getLocation,
  insertLocation,
  listLocations,
  type LocationRow,
} from '../store/locationStore';
import { sourceKeyFor } from '../store/sourceKey';
import { stitchEntities } from '../store/stitchEntities';
import { writeTransaction } from '../store/writeTransaction';
import type { CatalogStoreContext } from '../store/catalogStoreContext';
import { dryRunLocation } from './dryRunLocation';
import { matchesCondition } from './matchesCondition';
import { normaliseLocationInput } from './normaliseLocationInput';

export interface LocationService {
  list(): Promise<Location[]>;
  get(id: string): Promise<Location>;
  create(input: LocationInput, options: { dryRun: boolean }): Promise<AddLocationResponse>;
  delete(id: string): Promise<void>;
  /** Points a registered location at another target; its entities are read from there. */
  update(id: string, input: LocationInput): Promise<Location>;
  /** A page of the locations meeting a condition, in id order, after `afterId`. */
  query(request: {
    limit: number;
    afterId?: string;
    predicate?: EntityCondition;
  }): Promise<{ items: Location[]; totalItems: number; hasMore: boolean }>;
  byEntity(ref: { kind: string; namespace: string; name: string }): Promise<Location>;
  /** Reads the entity's source (and, for a Location entity, its targets) again at once. */
  refresh(entityRef: string): Promise<void>;
  /** Makes the registered locations of `catalog.locations` match the configuration. */
  syncConfigLocations(locations: LocationInput[]): Promise<void>;
}

export interface LocationServiceOptions {
  db: CatalogDb;
  context: CatalogStoreContext;
  engine: ProcessingEngine;
  deps: ProcessSourceDeps;
  workingDirectory: string;
  /**
   * Called after each committed write with the keys of the entities whose served body it wrote or
   * that it deleted (e.g. to drop cached counts, to update the search index).
   */
  onWrite(entityKeys: readonly string[]): void;
}

const MAX_RETURNED_ENTITIES = 1000;

function toLocation(row: LocationRow): Location {
  return { id: row.id, type: row.type, target: row.target };
}

export function createLocationService(options: LocationServiceOptions): LocationService {
  const { db, engine, deps } = options;

  const normaliseInput = (input: LocationInput) =>
    normaliseLocationInput(input, deps, options.workingDirectory);

  async function entitiesOfLocation(locationId: string): Promise<Entity[]> {
    const finals = await getFinalsOfLocation(db, locationId, MAX_RETURNED_ENTITIES);
    return finals.map(final => JSON.parse(final) as Entity);
  }

  async function register(
    spec: LocationInput,
    origin: LocationRow['origin'],
  ): Promise<LocationRow> {
    const { location, written } = await writeTransaction(db, options.context, async tx => {
      const created = await insertLocation(tx, spec, origin, Date.now());
      const stitched = await stitchEntities(tx, options.context, [created.entityKey], Date.now());
      return { location: created.location, written: stitched };
    });
    options.onWrite(written);
    return location;
  }

  /** A location the API may change: not one of catalog.locations. */
  async function changeable(id: string, action: string): Promise<LocationRow> {
    const row = await getLocation(db, id);
    if (!row) throw new NotFoundError(`No location with id ${id}`);
    if (row.origin === 'config') {
      // Named by id: a configured file's target is a path on the server, which no answer shows.
      throw new NotAllowedError(
        `Location ${id} comes from the app configuration (catalog.locations) and cannot be ${action} through the API`,
      );
    }
    return row;
  }

  async function readNow(location: Pick<LocationRow, 'id' | 'type' | 'target'>) {
    await engine.processNow([sourceKeyFor(location.id, location.type, location.target)], {
      force: true,
      followChildren: true,
    });
  }

  async function remove(id: string) {
    const written = await writeTransaction(db, options.context, async tx => {
      const { affected, deleted } = await deleteLocationCascade(tx, id);
      return [...(await stitchEntities(tx, options.context, affected, Date.now())), ...deleted];
    });
    options.onWrite(written);
  }

  return {
    async list() {
      return (await listLocations(db)).map(toLocation);
    },

    async get(id) {
      const row = await getLocation(db, id);
      if (!row) throw new NotFoundError(`No location with id ${id}`);
      return toLocation(row);
    },

    async create(input, { dryRun }) {
      const spec = await normaliseInput(input);
      const existing = await findLocation(db, spec);
      if (dryRun) {
        const entities = await dryRunLocation(spec, deps);
        return {
          location: existing ? toLocation(existing) : { id: 'dry-run', ...spec },
          entities: existing ? entities : [generatedLocationEntity(spec), ...entities],
          exists: Boolean(existing),
        };
      }
      if (existing) throw new ConflictError(`Location ${spec.type}:${spec.target} already exists`);
      const location = await register(spec, 'api');
      await readNow(location);
      return { location: toLocation(location), entities: await entitiesOfLocation(location.id) };
    },

    async delete(id) {
      await remove((await changeable(id, 'deleted')).id);
    },

    async update(id, input) {
      const row = await changeable(id, 'changed');
      const spec = await normaliseInput(input);
      if (spec.type === row.type && spec.target === row.target) return toLocation(row);
      if (await findLocation(db, spec)) {
        throw new ConflictError(`Location ${spec.type}:${spec.target} already exists`);
      }
      // What was read from the old target goes; the new one is read as a registration is.
      const written = await writeTransaction(db, options.context, async tx => {
        const { affected, deleted } = await deleteLocationCascade(tx, id);
        const now = Date.now();
        // The presence stays what it was unless the new target says otherwise.
        const presence = spec.presence ?? row.presence;
        const { entityKey } = await insertLocation(tx, { ...spec, presence }, row.origin, now, row);
        return [
          ...(await stitchEntities(tx, options.context, [...affected, entityKey], now)),
          ...deleted,
        ];
      });
      options.onWrite(written);
      const location = { id, ...spec };
      await readNow(location);
      return location;
    },

    async query({ limit, afterId, predicate }) {
      const matching = (await listLocations(db))
        .map(toLocation)
        .filter(location => !predicate || matchesCondition({ ...location }, predicate))
        .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
      const start = afterId === undefined ? 0 : matching.findIndex(l => l.id > afterId);
      const rest = start === -1 ? [] : matching.slice(start);
      return {
        items: rest.slice(0, limit),
        totalItems: matching.length,
        hasMore: rest.length > limit,
      };
    },

    async byEntity(ref) {
      const info = await getEntityInfo(db, normalizeEntityRef(ref));
      if (!info?.final) throw new NotFoundError(`No entity named ${normalizeEntityRef(ref)}`);
      const row = info.location_id ? await getLocation(db, info.location_id) : undefined;
      if (!row) throw new NotFoundError(`Entity ${info.entity_ref} is missing location`);
      return toLocation(row);
    },

    async refresh(entityRef) {
      let key: string;
      try {
        key = normalizeEntityRef(parseEntityRef(entityRef));
      } catch (error) {
        throw new InputError(`Invalid entityRef: ${(error as Error).message}`);
      }
      const info = await getEntityInfo(db, key);
      if (!info) throw new NotFoundError(`No entity named ${key}`);
      const candidates = [
        ...(info.source_key ? [info.source_key] : []),
        ...(await sourcesNamedBy(db, key)),
      ];
      const keys = await existingSourceKeys(db, candidates);
      await engine.processNow(keys, { force: true, followChildren: true });
    },

    async syncConfigLocations(locations) {
      const wanted = locations.map(l => ({
        type: l.type,
        target: l.type === 'file' ? path.resolve(options.workingDirectory, l.target) : l.target,
      }));
      const current = (await listLocations(db)).filter(row => row.origin === 'config');
      const wantedKeys = new Set(wanted.map(w => `${w.type}:${w.target}`));
      for (const row of current) {
        if (!wantedKeys.has(`${row.type}:${row.target}`)) await remove(row.id);
      }
      for (const spec of wanted) {
        const existing = await findLocation(db, spec);
        if (existing?.origin === 'config') continue;
        // A location once registered through the API and now in the config becomes protected.
        if (existing) await remove(existing.id);
        await register(spec, 'config');
      }
      engine.wake();
    },
  };
}
