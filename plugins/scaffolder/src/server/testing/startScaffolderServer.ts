import os from 'node:os';
import { mkdtemp, rm } from 'node:fs/promises';
import path from 'node:path';
import {
  ALLOW,
  DENY,
  normalizeEntityRef,
  stringifyEntityRef,
  type Entity,
  type PolicyDecision,
} from '@atrium/model';
import { definePlugin, permissionsServiceRef, type PluginDefinition } from '@atrium/server-core';
import {
  catalogEntitiesServiceRef,
  catalogLocationsServiceRef,
  type CatalogLocations,
} from '@atrium/plugin-catalog/node';
import { startTestServer, type TestServer } from '@atrium/server-core/testing';
import type { TestDatabaseId } from '@atrium/server-core/testing';
import { scaffolderTemplatingExtensions } from '../actions';
import { createScaffolderPlugin, type ScaffolderPluginOptions } from '../plugin';
import type { TemplatingExtensions } from '../templating/templatingExtensions';
import { createTestRunner } from './createTestRunner';
import { MOCK_USER_ENTITY } from './fixtures';

export interface ScaffolderTestServer extends TestServer {
  /** Entities the stand-in catalog serves, by ref; a ref in `hidden` reads as absent. */
  readonly entities: Map<string, Entity>;
  readonly hidden: Set<string>;
  /** The policy's answers per permission name (ALLOW when absent). */
  readonly decisions: Map<string, PolicyDecision>;
  readonly runner: ReturnType<typeof createTestRunner>;
  /** Where task workspaces are made (empty again once every task ended). */
  readonly workingDirectory: string;
  /** Adds a template (or any entity) to the stand-in catalog. */
  add(entity: Entity): void;
  deny(permission: string): void;
}

/**
 * The scaffolder with a test runner, a stand-in catalog and permission policy, on a real
 * database; short leases and polls so recovery tests run in milliseconds.
 */
export async function startScaffolderServer(
  database: TestDatabaseId,
  options: Omit<ScaffolderPluginOptions, 'runner'> & {
    config?: Record<string, unknown>;
    /** Filters and globals added the way another plugin adds them. */
    templatingExtensions?: TemplatingExtensions[];
    /** Runs tasks with the real step engine and actions instead of the test runner. */
    realEngine?: boolean;
    /** Where `catalog:register` adds locations; the server has none unless given. */
    catalogLocations?: CatalogLocations;
    /** More plugins installed before the scaffolder, such as stand-ins for services it uses. */
    plugins?: PluginDefinition[];
  } = {},
): Promise<ScaffolderTestServer> {
  const entities = new Map<string, Entity>();
  const hidden = new Set<string>();
  const decisions = new Map<string, PolicyDecision>();
  const runner = createTestRunner();
  const workingDirectory = await mkdtemp(path.join(os.tmpdir(), 'scaffolder-test-'));
  const { config, templatingExtensions, realEngine, catalogLocations, plugins, ...pluginOptions } =
    options;
  const standIns = definePlugin({
    id: 'stand-ins',
    register: registrar =>
      registrar.add(scaffolderTemplatingExtensions, ...(templatingExtensions ?? [])),
    provides: [
      catalogEntitiesServiceRef,
      permissionsServiceRef,
      ...(catalogLocations ? [catalogLocationsServiceRef] : []),
    ],
    setup({ provide }) {
      provide(catalogEntitiesServiceRef, {
        async getEntityByRef(ref) {
          const key = normalizeEntityRef(ref);
          return hidden.has(key) ? undefined : entities.get(key);
        },
        async getEntities() {
          return [...entities.values()];
        },
      });
      if (catalogLocations) provide(catalogLocationsServiceRef, catalogLocations);
      provide(permissionsServiceRef, {
        async decide(_principal, permissions) {
          return permissions.map(permission => decisions.get(permission.name) ?? ALLOW);
        },
        async authorize() {
          throw new Error('not used');
        },
      });
    },
  });
  const server = await startTestServer({
    database,
    plugins: [
      standIns,
      ...(plugins ?? []),
      createScaffolderPlugin({
        ...(!realEngine && { runner: () => runner.runner }),
        timing: { heartbeatMs: 20, pollMs: 50, eventPollMs: 50, eventsWaitMs: 2_000 },
        ...pluginOptions,
      }),
    ],
    // The caller's scaffolder keys join the working directory rather than replace it.
    config: { ...config, scaffolder: { workingDirectory, ...scaffolderSection(config) } },
  });
  const add = (entity: Entity) =>
    entities.set(normalizeEntityRef(stringifyEntityRef(entity)), entity);
  add(MOCK_USER_ENTITY);
  return {
    ...server,
    entities,
    hidden,
    decisions,
    runner,
    workingDirectory,
    add,
    deny: permission => decisions.set(permission, DENY),
    async stop() {
      await server.stop();
      await rm(workingDirectory, { recursive: true, force: true });
    },
  };
}

function scaffolderSection(config: Record<string, unknown> | undefined): Record<string, unknown> {
  const section = config?.scaffolder;
  return typeof section === 'object' && section !== null
    ? (section as Record<string, unknown>)
    : {};
}
