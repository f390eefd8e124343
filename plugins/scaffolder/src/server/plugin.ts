import path from 'node:path';
import {
  configSchema,
  databaseTables,
  definePlugin,
  optionalService,
  permissionsServiceRef,
  userDirectoryServiceRef,
  type Config,
  type Logger,
  type UrlReader,
} from '@atrium/server-core';
import { catalogEntitiesServiceRef, catalogLocationsServiceRef } from '@atrium/plugin-catalog/node';
import { notificationsSenderRef } from '@atrium/plugin-notifications/node';
import { SCAFFOLDER_PLUGIN_ID } from '../shared';
import {
  scaffolderActions,
  scaffolderTemplatingExtensions,
  type AnyTemplateAction,
} from './actions';
import type { ActionRegistry } from './engine/createActionRegistry';
import { createScaffolderEngine } from './engine/createScaffolderEngine';
import type { TaskRunner } from './engine/TaskRunner';
import { scaffolderMigrations } from './migrations';
import { registerScaffolderRoutes } from './router';
import { createAutocompleteService } from './service/autocomplete/createAutocompleteService';
import { createSecretsCipher } from './secrets/createSecretsCipher';
import { createDryRunner } from './service/createDryRunner';
import { createTaskEventBus } from './service/createTaskEventBus';
import { createTaskNotifier } from './service/createTaskNotifier';
import { createTaskService } from './service/createTaskService';
import { createTaskWorkers } from './service/createTaskWorkers';
import { createTemplateReader } from './service/createTemplateReader';
import { TASK_QUEUE, type TaskQueue } from './service/taskQueue';
import type { ScaffolderTables } from './store/tables';

/** What a replacement runner gets: every installed action, and the basics. */
export interface ScaffolderRunnerContext {
  readonly actions: ActionRegistry;
  readonly config: Config;
  readonly logger: Logger;
  readonly reader: UrlReader;
  /** The directory relative paths in configuration resolve against. */
  readonly workingDirectory: string;
}

export interface ScaffolderPluginOptions {
  /** Actions given at installation, besides the built-in ones and those other plugins add. */
  actions?: readonly AnyTemplateAction[];
  /**
   * Replaces the step engine's runner; tests of the task lifecycle use one of their own. Dry
   * runs and tasks go through it.
   */
  runner?: (context: ScaffolderRunnerContext) => TaskRunner;
  /** Lease, heartbeat and polling timings and the clock; tests shorten them. */
  timing?: Partial<ScaffolderTiming>;
}

export interface ScaffolderTiming {
  leaseMs: number;
  heartbeatMs: number;
  pollMs: number;
  eventPollMs: number;
  eventsWaitMs: number;
  now(): number;
}

const DEFAULT_TIMING: ScaffolderTiming = {
  leaseMs: 30_000,
  heartbeatMs: 1_000,
  pollMs: 1_000,
  eventPollMs: 500,
  eventsWaitMs: 30_000,
  now: () => Date.now(),
};
const DEFAULT_CONCURRENT_TASKS = 10;
const DRY_RUN_BODY_LIMIT = 20 * 1024 * 1024;

// Only the keys read through pluginConfig; the others are read with the Config getters.
const scaffolderConfig = configSchema.object({
  scaffolder: configSchema
    .object({
      notifications: configSchema.object({ enabled: configSchema.boolean().optional() }).optional(),
    })
    .optional(),
});

/** Software templates (spec 001 §7 "Scaffolder"): stores tasks, runs them under leases. */
export function createScaffolderPlugin(options: ScaffolderPluginOptions = {}) {
  return definePlugin({
    id: SCAFFOLDER_PLUGIN_ID,
    config: scaffolderConfig,
    deps: {
      catalog: optionalService(catalogEntitiesServiceRef),
      catalogLocations: optionalService(catalogLocationsServiceRef),
      userDirectory: optionalService(userDirectoryServiceRef),
      permissions: optionalService(permissionsServiceRef),
      notifications: optionalService(notificationsSenderRef),
    },
    database: databaseTables<ScaffolderTables>(),
    async setup(context) {
      const { config, pluginConfig, database, router, deps, logger, lifecycle, extensions } =
        context;
      await database.migrate(scaffolderMigrations);
      const db = database.db;
      const timing = { ...DEFAULT_TIMING, ...options.timing };
      const engine = createScaffolderEngine({
        config,
        services: deps,
        logger,
        workingDirectory: context.workingDirectory,
        protectedPaths: context.protectedPaths,
        actions: [...(options.actions ?? []), ...extensions.list(scaffolderActions)],
        templatingExtensions: extensions.list(scaffolderTemplatingExtensions),
      });
      const catalog = () => deps.catalog;
      const configuredDir = config.getOptionalString('scaffolder.workingDirectory');
      const workingDirectory = configuredDir
        ? path.resolve(context.workingDirectory, configuredDir)
        : undefined;
      const cipher = createSecretsCipher(config);
      const bus = createTaskEventBus();
      const templates = createTemplateReader(catalog);
      const runner = options.runner
        ? options.runner({
            actions: engine.actions,
            config,
            logger,
            reader: context.reader,
            workingDirectory: context.workingDirectory,
          })
        : engine.runner;
      const queue: TaskQueue = context.scheduler.createQueue<null>(TASK_QUEUE);
      // Tasks are enqueued in the transactions that open them: the tables must exist by then.
      await queue.ready();
      const concurrency = readConcurrency(config);
      const notifier =
        (pluginConfig.scaffolder?.notifications?.enabled ?? true)
          ? createTaskNotifier({ sender: () => deps.notifications, logger })
          : undefined;
      const workers =
        concurrency > 0
          ? createTaskWorkers({
              db,
              queue,
              runner,
              cipher,
              bus,
              notifier,
              logger,
              concurrency,
              workingDirectory,
              ...timing,
            })
          : undefined;
      const tasks = createTaskService({
        db,
        queue,
        cipher,
        bus,
        templates,
        catalog,
        onDispatch: () => workers?.wake(),
        onCancel: id => workers?.abortLocal(id),
        eventPollMs: timing.eventPollMs,
        now: timing.now,
      });
      registerScaffolderRoutes(router, {
        tasks,
        templates,
        permissions: () => deps.permissions,
        actions: () => engine.actions.list(),
        templatingExtensions: () => engine.templatingExtensions,
        repositoryHosts: () => engine.repositoryHosts,
        dryRun: createDryRunner({ runner, catalog, workingDirectory }),
        eventsWaitMs: timing.eventsWaitMs,
        dryRunBodyLimit: DRY_RUN_BODY_LIMIT,
        autocomplete: createAutocompleteService(engine.integrations),
      });
      // Hooks run last-registered first: the workers stop their tasks before the renderer goes.
      lifecycle.onShutdown(() => engine.close());
      if (workers) {
        lifecycle.onStart(() => workers.start());
        lifecycle.onShutdown(() => workers.stop());
      }
      if (cipher.keySource === 'process') {
        logger.info(
          'Scaffolder secrets use a key of this process; set scaffolder.secretsKey when running replicas',
        );
      }
    },
  });
}

function readConcurrency(config: Config): number {
  const limit = config.getOptionalNumber('scaffolder.concurrentTasksLimit');
  if (limit === undefined) return DEFAULT_CONCURRENT_TASKS;
  // 0 is Backstage's way to keep a replica from running tasks.
  if (!Number.isInteger(limit) || limit < 0) {
    throw new Error('scaffolder.concurrentTasksLimit must be a whole number, 0 or more');
  }
  return limit;
}
