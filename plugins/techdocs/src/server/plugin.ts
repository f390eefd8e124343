import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import path from 'node:path';
import {
  authCookiesServiceRef,
  catalogEntitiesServiceRef,
  ConfigError,
  createRepositoryTreeFetcher,
  definePlugin,
  readScmIntegrations,
  type Config,
} from '@atrium/server-core';
import { buildSite, hashDocsSource } from '../builder';
import { DEFAULT_TECHDOCS_BUILDER, TECHDOCS_PLUGIN_ID, type TechDocsBuilderMode } from '../shared';
import { createBuildLeases, type TechDocsDb } from './build/createBuildLeases';
import { createDocsSync } from './build/createDocsSync';
import { techdocsMigrations } from './migrations';
import { registerTechDocsRoutes } from './router';
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

/** Docs (spec 001 §7 "Docs"): builds sites from their sources on view, stores and serves them. */
export function createTechDocsPlugin(options: TechDocsPluginOptions = {}) {
  return definePlugin({
    id: TECHDOCS_PLUGIN_ID,
    async setup({ config, database, router, services, workingDirectory, protectedPaths }) {
      await database.migrate(techdocsMigrations);
      const timing = { ...DEFAULT_TIMING, ...options.timing };
      const storage =
        options.storage ??
        createDocsStorageFromConfig(config, {
          defaultDirectory: path.resolve(workingDirectory, '.atrium/techdocs'),
          cwd: workingDirectory,
        });
      const sources = createDocsSourcePreparer({
        hashDirectory: hashDocsSource,
        fetchRepositoryTree: createRepositoryTreeFetcher(readScmIntegrations(config)),
      });
      const leases = createBuildLeases({
        db: database.db as Kysely<TechDocsDb>,
        holder: randomUUID(),
        leaseMs: timing.leaseMs,
      });
      const sync = createDocsSync({
        storage,
        sources,
        buildSite: build => buildSite({ ...build, isProtected: protectedPaths.coversRealPath }),
        leases,
        ...timing,
      });
      registerTechDocsRoutes(router, {
        catalog: () => services.getOptional(catalogEntitiesServiceRef),
        storage,
        sync,
        builder: readBuilderMode(config),
        cookies: () => services.getOptional(authCookiesServiceRef),
      });
    },
  });
}

/** The plugin as the portal installs it, with everything from configuration. */
export const techdocsPlugin = createTechDocsPlugin();

function readBuilderMode(config: Config): TechDocsBuilderMode {
  const mode = config.getOptionalString('techdocs.builder') ?? DEFAULT_TECHDOCS_BUILDER;
  if (mode !== 'local' && mode !== 'external') {
    throw new ConfigError(`techdocs.builder must be 'local' or 'external', not '${mode}'`);
  }
  return mode;
}
