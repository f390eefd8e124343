import { sql } from 'kysely';
import {
  CATALOG_ENTITY_RESOURCE_TYPE,
  catalogPermissions,
  parseEntityRef,
  type Entity,
} from '@atrium/model';
import {
  databaseTables,
  definePlugin,
  optionalService,
  parseWith,
  permissionResourcesServiceRef,
  permissionsServiceRef,
  readDurationMs,
  readScmIntegrations,
  userDirectoryServiceRef,
  withoutStatementTimeout,
  type Config,
} from '@atrium/server-core';
import { searchCollators } from '@atrium/plugin-search/node';
import {
  catalogEntitiesServiceRef,
  catalogLocationsServiceRef,
  catalogProblemsServiceRef,
  catalogProviders,
  catalogRefreshServiceRef,
} from '../node';
import { CATALOG_PLUGIN_ID, locationInputSchema } from '../shared';
import { catalogMigrations } from './migrations';
import { createProcessingEngine } from './processing/createProcessingEngine';
import { createProcessSourceDeps } from './processing/createProcessSourceDeps';
import { readProcessingOptions } from './processing/readProcessingOptions';
import { readProviderInstances } from './processing/readProviderInstances';
import { applyCatalogEntityRule } from './permissions/catalogEntityRules';
import { createCatalogAccess } from './permissions/createCatalogAccess';
import { createUserDirectory } from './identity/createUserDirectory';
import { registerCatalogRoutes } from './router';
import { createCatalogCollator, isCatalogCollator } from './search/createCatalogCollator';
import { createEntityService } from './service/createEntityService';
import { joinJson } from './service/jsonChunks';
import { createLocationService } from './service/createLocationService';
import { createRepositoryLookup } from './service/repository/createRepositoryLookup';
import { catalogConfig } from './config/catalogConfig';
import type { CatalogTables } from './store/tables';
import { createResultCache } from './store/resultCache';
import { createSearchKeys } from './store/searchKeys';
import { getLocation } from './store/locationStore';
import { scheduleSourcesNow, sourcesWithTargetPrefix } from './store/sourceStore';
import { createChangeSignals } from './signals/createChangeSignals';
import { createProblemListeners } from './problems/createProblemListeners';

const DEFAULT_PROCESSING_INTERVAL_MS = 100_000;
/** `processingInterval: false`: a century, so no source is read again on a timer. */
const NEVER_MS = 100 * 365 * 24 * 3600_000;
// Other replicas' writes are not seen here; counts and facets may lag them this long.
const RESULT_CACHE_TTL_MS = 2_000;

/** The software catalog: ingests catalog files and answers the catalog API (spec 001 §7). */
export const catalogPlugin = definePlugin({
  id: CATALOG_PLUGIN_ID,
  config: catalogConfig,
  deps: {
    permissions: optionalService(permissionsServiceRef),
    permissionResources: optionalService(permissionResourcesServiceRef),
  },
  provides: [
    userDirectoryServiceRef,
    catalogEntitiesServiceRef,
    catalogLocationsServiceRef,
    catalogRefreshServiceRef,
    catalogProblemsServiceRef,
  ],
  database: databaseTables<CatalogTables>(),
  register(registrar) {
    registrar.add(searchCollators, createCatalogCollator());
  },
  async setup(plugin) {
    const { config, pluginConfig, database, router, reader, logger, lifecycle } = plugin;
    const { workingDirectory, protectedPaths, provide } = plugin;
    const { permissions, permissionResources } = plugin.deps;
    await database.migrate(catalogMigrations);
    const db = database.db;
    const limits = readProcessingOptions(config);
    const providers = readProviderInstances(plugin.extensions.list(catalogProviders), {
      config,
      logger,
      reader,
    });
    const processingIntervalMs = readProcessingIntervalMs(config);
    const deps = {
      ...createProcessSourceDeps(config, workingDirectory, reader, protectedPaths, limits),
      providerInstances: providers.byType,
      ...(processingIntervalMs < NEVER_MS ? { processingIntervalMs } : {}),
    };
    const locationInfo = new Map<string, { origin: string; trusted: boolean; optional: boolean }>();
    const describeLocation = async (id: string) => {
      let info = locationInfo.get(id);
      if (!info) {
        const row = await getLocation(db, id);
        if (!row) return undefined;
        info = {
          origin: `${row.type}:${row.target}`,
          trusted: row.origin === 'config',
          optional: row.presence === 'optional',
        };
        locationInfo.set(id, info);
      }
      return info;
    };
    const context = {
      engine: database.engine,
      insertMany: database.insertMany,
      updateMany: database.updateMany,
      deleteMany: database.deleteMany,
      searchKeys: createSearchKeys(),
    };
    const results = createResultCache({ ttlMs: RESULT_CACHE_TTL_MS });
    // Contributed in register; the search (when installed) reads it after every setup.
    const collator = plugin.extensions.list(searchCollators).find(isCatalogCollator);
    collator?.attach(db, logger);
    const changeSignals = createChangeSignals(plugin.signals, logger);
    const onWrite = (entityKeys: readonly string[]) => {
      results.invalidate();
      collator?.entitiesChanged(entityKeys);
      changeSignals.entitiesChanged(entityKeys);
    };
    const problems = createProblemListeners(logger);
    const engine = createProcessingEngine({
      db,
      context,
      engine: database.engine,
      logger,
      scheduler: plugin.scheduler,
      deps,
      intervalMs: processingIntervalMs,
      intervalOf: source =>
        providers.byType.get(source.type)?.get(source.target)?.refreshIntervalMs,
      readsPerHost: limits.readsPerHost,
      processingTimeoutMs: limits.processingTimeoutMs,
      isTrustedLocation: async id => (await describeLocation(id))?.trusted ?? false,
      originOf: async id => (await describeLocation(id))?.origin,
      isOptionalLocation: async id => (await describeLocation(id))?.optional ?? false,
      onWrite,
      onProblems:
        (pluginConfig.catalog?.notifications?.enabled ?? true) ? problems.publish : undefined,
      // After a bulk load PostgreSQL needs fresh statistics and a visibility map, or facet and
      // filter queries stay slow until autovacuum gets round to these tables. On a large catalog
      // that takes longer than the statement timeout meant for requests.
      afterBulkWrite:
        database.engine === 'pg'
          ? () =>
              withoutStatementTimeout(db, 'pg', async connection => {
                await sql`vacuum (analyze) catalog_search, catalog_entities, catalog_relations`.execute(
                  connection,
                );
              })
          : undefined,
    });
    const locations = createLocationService({
      db,
      context,
      engine,
      deps,
      workingDirectory,
      onWrite,
    });
    const entities = createEntityService(db, { context, results, onWrite });
    // Lets the permission plugin settle conditions on one entity (when it is installed).
    permissionResources?.register<Entity>(CATALOG_ENTITY_RESOURCE_TYPE, {
      pluginId: CATALOG_PLUGIN_ID,
      async load(resourceRef) {
        const ref = parseEntityRef(resourceRef);
        const json = await entities.byRef(ref);
        return json === undefined ? undefined : (JSON.parse(json) as Entity);
      },
      apply: applyCatalogEntityRule,
    });
    // Sign-in finds people here; it runs before the caller has an identity, so no permissions.
    provide(userDirectoryServiceRef, createUserDirectory(db, context.searchKeys));
    const access = createCatalogAccess(() => permissions);
    provide(catalogEntitiesServiceRef, {
      async getEntityByRef(entityRef, { principal }) {
        const readable = await access.entitiesFor(principal, catalogPermissions.entityRead);
        const json = await entities.byRef(parseEntityRef(entityRef), readable);
        return json === undefined ? undefined : (JSON.parse(json) as Entity);
      },
      async getEntities(fields, { principal, limit = 1000 }) {
        const readable = await access.entitiesFor(principal, catalogPermissions.entityRead);
        const clauses = Object.entries(fields).map(([key, value]) => ({
          key: key.toLowerCase(),
          values: [value.toLowerCase()],
        }));
        const page = await entities.list({
          filter: { anyOf: [{ allOf: clauses }] },
          order: [],
          limit,
          readable,
        });
        return JSON.parse(await joinJson(page.body)) as Entity[];
      },
    });
    // The scaffolder's catalog:register adds locations as the task's user, as POST /locations would.
    provide(catalogLocationsServiceRef, {
      async addLocation(location, { principal, dryRun = false }) {
        await access.requireFor(principal, catalogPermissions.locationCreate);
        const input = parseWith(locationInputSchema, location, 'location');
        return locations.create(input, { dryRun });
      },
    });
    provide(catalogRefreshServiceRef, {
      async refreshTargets({ type, targetPrefix }) {
        const keys = await sourcesWithTargetPrefix(db, type, targetPrefix);
        await scheduleSourcesNow(db, keys);
        if (keys.length > 0) engine.wake();
        return keys.length;
      },
    });
    provide(catalogProblemsServiceRef, { onChange: problems.onChange });
    registerCatalogRoutes(router, {
      access,
      entities,
      locations,
      analyze: {
        deps,
        defaultFilename: pluginConfig.catalog?.import?.entityFilename ?? 'catalog-info.yaml',
        workingDirectory,
        integrations: readScmIntegrations(config),
        lookup: createRepositoryLookup(),
      },
    });

    const configured = (config.getOptionalConfigArray('catalog.locations') ?? []).map(entry => ({
      type: entry.getString('type'),
      target: entry.getString('target'),
    }));
    await locations.syncConfigLocations([...configured, ...providers.locations]);
    lifecycle.onStart(() => engine.start());
    lifecycle.onShutdown(() => engine.stop());
    // Shutdown hooks run in reverse: the collator stops before the engine's last writes.
    if (collator) lifecycle.onShutdown(() => collator.close());
    lifecycle.onShutdown(() => changeSignals.close());
  },
});

/**
 * `catalog.processingInterval`: a duration, or `false` to read sources only when they are
 * registered, refreshed, or told of a change (a watched file, a webhook), never on a timer.
 */
function readProcessingIntervalMs(config: Config): number {
  const value = config.getOptional('catalog.processingInterval');
  if (value === false || (typeof value === 'string' && value.trim().toLowerCase() === 'false')) {
    return NEVER_MS;
  }
  return readDurationMs(config, 'catalog.processingInterval') ?? DEFAULT_PROCESSING_INTERVAL_MS;
}
