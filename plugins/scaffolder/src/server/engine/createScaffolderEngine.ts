import type { NotificationsSender } from '@atrium/plugin-notifications/node';
import {
  readScmIntegrations,
  type Config,
  type Logger,
  type ProtectedPaths,
  type ScmIntegration,
  type ScmIntegrations,
  type UserDirectory,
} from '@atrium/server-core';
import type { CatalogEntities, CatalogLocations } from '@atrium/plugin-catalog/node';
import { NotImplementedError } from '@atrium/model';
import type { RepoHostType, RepositoryHost, TemplatingExtensionsResponse } from '../../shared';
import { createBuiltinActions } from '../actions/builtin/createBuiltinActions';
import type { CatalogFor } from '../actions/builtin/catalog/TaskCatalog';
import { createCatalogFor } from '../actions/builtin/catalog/TaskCatalog';
import type { AnyTemplateAction } from '../actions/createTemplateAction';
import { listRepositoryHosts } from '../service/listRepositoryHosts';
import { createTemplateRenderer } from '../templating/createTemplateRenderer';
import { describeTemplatingExtensions } from '../templating/describeTemplatingExtensions';
import { readRenderLimits } from '../templating/readRenderLimits';
import type { TemplatingExtensions } from '../templating/templatingExtensions';
import { createActionRegistry, type ActionRegistry } from './createActionRegistry';
import { createTaskRunner } from './createTaskRunner';
import type { TaskRunner } from './TaskRunner';

export interface ScaffolderEngineOptions {
  readonly config: Config;
  /** The services of other plugins the catalog actions use, when installed. */
  readonly services: ScaffolderServices;
  readonly logger: Logger;
  /** The directory relative paths in configuration resolve against. */
  readonly workingDirectory: string;
  /** Paths no template may read from this server (`PluginContext.protectedPaths`). */
  readonly protectedPaths?: ProtectedPaths;
  /** Actions given at installation and added by other plugins, besides the built-in ones. */
  readonly actions: readonly AnyTemplateAction[];
  /** Filters and globals other plugins added. */
  readonly templatingExtensions: readonly TemplatingExtensions[];
}

export interface ScaffolderServices {
  readonly catalog: CatalogEntities | undefined;
  readonly catalogLocations: CatalogLocations | undefined;
  readonly userDirectory: UserDirectory | undefined;
  /** Sends `notification:send`'s notifications, when the notifications plugin is installed. */
  readonly notifications: NotificationsSender | undefined;
}

export interface ScaffolderEngine {
  readonly actions: ActionRegistry;
  /** The source-control hosts of `integrations`, which the publish actions push to. */
  readonly integrations: ScmIntegrations;
  readonly templatingExtensions: TemplatingExtensionsResponse;
  readonly runner: TaskRunner;
  /** What `GET /v2/integrations` lists for the repository pickers. */
  readonly repositoryHosts: readonly RepositoryHost[];
  /** Stops the render processes. */
  close(): Promise<void>;
}

/**
 * The step engine as installed: one sandboxed renderer shared by the runner and the templating
 * actions, the built-in actions with the catalog and the source-control integrations, and what
 * other plugins added. A duplicate action id or filter name stops the start.
 */
export function createScaffolderEngine(options: ScaffolderEngineOptions): ScaffolderEngine {
  const { config, services } = options;
  const integrations = readScmIntegrations(config);
  const hostTypes = {
    lookupRepoHostType: (host: string) => repoHostTypeOf(integrations.integrationForHost(host)),
  };
  const renderer = createTemplateRenderer({
    ...hostTypes,
    ...readRenderLimits(config),
    extensions: options.templatingExtensions,
    onUnexpectedExit: detail =>
      options.logger.warn(detail, 'Scaffolder render process stopped unexpectedly'),
  });
  const actions = createActionRegistry([
    ...createBuiltinActions({
      config,
      integrations,
      catalogFor: catalogOf(services),
      notifications: () => services.notifications,
      workingDirectory: options.workingDirectory,
      protectedPaths: options.protectedPaths,
      renderer,
    }),
    ...options.actions,
  ]);
  return {
    actions,
    integrations,
    templatingExtensions: describeTemplatingExtensions(options.templatingExtensions, hostTypes),
    runner: createTaskRunner({ actions, renderer }),
    repositoryHosts: listRepositoryHosts(config, integrations),
    close: () => renderer.close(),
  };
}

/** The catalog as a task's user sees it. */
function catalogOf(services: ScaffolderServices): CatalogFor {
  return async user => {
    const entities = services.catalog;
    if (!entities) {
      throw new NotImplementedError('The catalog actions need the catalog plugin in this server');
    }
    return createCatalogFor({
      entities,
      locations: services.catalogLocations,
      userDirectory: services.userDirectory,
    })(user);
  };
}

/** Hosts whose repositories the pickers cannot name by their parts are `other`. */
function repoHostTypeOf(integration: ScmIntegration | undefined): RepoHostType | undefined {
  if (!integration) return undefined;
  const { type } = integration;
  return type === 'harness' || type === 'awsCodeCommit' ? 'other' : type;
}
