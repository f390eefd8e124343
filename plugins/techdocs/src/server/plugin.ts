import { randomUUID } from 'node:crypto';
import path from 'node:path';
import {
  authCookiesServiceRef,
  configSchema,
  createRepositoryTreeFetcher,
  definePlugin,
  optionalService,
  readScmIntegrations,
} from '@atrium/server-core';
import { catalogEntitiesServiceRef } from '@atrium/plugin-catalog/node';
import { notificationsSenderRef } from '@atrium/plugin-notifications/node';
import { searchCollators } from '@atrium/plugin-search/node';
import { buildSite, hashDocsSource } from '../builder';
import { DEFAULT_TECHDOCS_BUILDER, TECHDOCS_PLUGIN_ID } from '../shared';
import { createBuildFailureNotifier } from './build/createBuildFailureNotifier';
import { BUILD_QUEUE, createBuildLeases } from './build/createBuildLeases';
import { createDocsSync } from './build/createDocsSync';
import { techdocsMigrations } from './migrations';
import { registerTechDocsRoutes } from './router';
import { createDocsSearch } from './search/createDocsSearch';
import { docsSiteEntityLookup } from './search/docsSiteEntityLookup';
import { createDocsSourcePreparer } from './sources/prepareDocsSource';
import { createDocsStorageFromConfig, type DocsStorage } from './storage';

export interface TechDocsPluginOptions {
  /** Replaces the store configured under `techdocs.publisher`. */
  storage?: DocsStorage;
  /** Lease and polling timings; tests shorten them. */
  timing?: Partial<TechDocsTiming>;
}

export interface TechDocsTiming {
  /** How long a replica may build a site before another may take over. */
  leaseMs: number;
  /** How often a build renews its lease, and a replica waiting for another's build looks again. */
  pollMs: number;
  /** How long a view waits for another replica's build. */
  waitLimitMs: number;
}

const DEFAULT_TIMING: TechDocsTiming = { leaseMs: 60_000, pollMs: 1_000, waitLimitMs: 10 * 60_000 };

const techdocsConfig = configSchema.object({
  techdocs: configSchema
    .object({
      builder: configSchema.oneOf(['local', 'external']).optional(),
      // Owners are told when their site's build fails (default true).
      notifications: configSchema.object({ enabled: configSchema.boolean().optional() }).optional(),
    })
    .optional(),
});

/** Docs (spec 001 §7 "Docs"): builds sites from their sources on view, stores and serves them. */
export function createTechDocsPlugin(options: TechDocsPluginOptions = {}) {
  const docsSearch = createDocsSearch();
  return definePlugin({
    id: TECHDOCS_PLUGIN_ID,
    config: techdocsConfig,
    deps: {
      catalog: optionalService(catalogEntitiesServiceRef),
      cookies: optionalService(authCookiesServiceRef),
      notifications: optionalService(notificationsSenderRef),
    },
    register(registrar) {
      registrar.add(searchCollators, docsSearch.collator);
    },
    async setup(plugin) {
      const { config, pluginConfig, database, router, deps, workingDirectory, protectedPaths } =
        plugin;
      await database.migrate(techdocsMigrations);
      const timing = { ...DEFAULT_TIMING, ...options.timing };
      // Publishes and removals through this store keep the search's docs documents current.
      const storage = docsSearch.connect({
        storage:
          options.storage ??
          createDocsStorageFromConfig(config, {
            defaultDirectory: path.resolve(workingDirectory, '.atrium/techdocs'),
            cwd: workingDirectory,
          }),
        entityOf: docsSiteEntityLookup(() => deps.catalog),
        onError: (error, site) =>
          plugin.logger.warn({ err: error, site }, 'Could not index a docs site for search'),
      });
      const sources = createDocsSourcePreparer({
        hashDirectory: hashDocsSource,
        fetchRepositoryTree: createRepositoryTreeFetcher(readScmIntegrations(config)),
      });
      const leases = createBuildLeases({
        queue: plugin.scheduler.createQueue<null>(BUILD_QUEUE),
        holder: randomUUID(),
        leaseMs: timing.leaseMs,
      });
      const failures =
        (pluginConfig.techdocs?.notifications?.enabled ?? true)
          ? createBuildFailureNotifier({ sender: () => deps.notifications, logger: plugin.logger })
          : undefined;
      const sync = createDocsSync({
        storage,
        sources,
        buildSite: build => buildSite({ ...build, isProtected: protectedPaths.coversRealPath }),
        leases,
        ...timing,
        onBuildFailed: failures && ((...args) => void failures.buildFailed(...args)),
      });
      registerTechDocsRoutes(router, {
        catalog: () => deps.catalog,
        storage,
        sync,
        builder: pluginConfig.techdocs?.builder ?? DEFAULT_TECHDOCS_BUILDER,
        cookies: () => deps.cookies,
      });
    },
  });
}

/** The plugin as the portal installs it, with everything from configuration. */
export const techdocsPlugin = createTechDocsPlugin();
