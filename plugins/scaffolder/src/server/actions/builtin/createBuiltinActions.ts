import path from 'node:path';
import {
  createRepositoryTreeFetcher,
  protectedPathsFromConfig,
  type Config,
  type ProtectedPaths,
  type ScmIntegrations,
} from '@atrium/server-core';
import type { NotificationsSender } from '@atrium/plugin-notifications/node';
import type { TemplateRenderer } from '../../templating/createTemplateRenderer';
import type { AnyTemplateAction } from '../createTemplateAction';
import { createCatalogFetchAction } from './catalog/createCatalogFetchAction';
import { createCatalogRegisterAction } from './catalog/createCatalogRegisterAction';
import { createCatalogWriteAction } from './catalog/createCatalogWriteAction';
import type { CatalogFor } from './catalog/TaskCatalog';
import { createDebugLogAction } from './debug/createDebugLogAction';
import { createDebugWaitAction } from './debug/createDebugWaitAction';
import { createFetchPlainAction } from './fetch/createFetchPlainAction';
import { createFetchPlainFileAction } from './fetch/createFetchPlainFileAction';
import { createFetchTemplateAction } from './fetch/createFetchTemplateAction';
import { createFetchTemplateFileAction } from './fetch/createFetchTemplateFileAction';
import { createFilesystemDeleteAction } from './filesystem/createFilesystemDeleteAction';
import { createFilesystemReadDirAction } from './filesystem/createFilesystemReadDirAction';
import { createFilesystemRenameAction } from './filesystem/createFilesystemRenameAction';
import { createPublishGitAction } from './publish/createPublishGitAction';
import { createPublishAzureAction } from './publish/azure/createPublishAzureAction';
import {
  createPublishBitbucketAction,
  createPublishBitbucketCloudAction,
  createPublishBitbucketServerAction,
} from './publish/bitbucket/createPublishBitbucketActions';
import { createGithubRepoCreateAction } from './publish/github/createGithubRepoCreateAction';
import { createGithubRepoPushAction } from './publish/github/createGithubRepoPushAction';
import { createPublishGithubAction } from './publish/github/createPublishGithubAction';
import { createPublishGitlabAction } from './publish/gitlab/createPublishGitlabAction';
import type { GitDefaults } from './publish/pushWorkspace';
import { createNotificationSendAction } from './notifications/createNotificationSendAction';

export interface BuiltinActionsOptions {
  /** The whole configuration: `scaffolder.defaultAuthor`, `scaffolder.defaultCommitMessage`, `scaffolder.localRepositoryRoots`, `scaffolder.localRepositoryHost`. */
  config: Config;
  integrations: ScmIntegrations;
  /** The catalog as a task's user sees it (see `createCatalogFor`). */
  catalogFor: CatalogFor;
  /** The notifications plugin's sender, when it is installed (`notification:send`). */
  notifications?: () => NotificationsSender | undefined;
  /** Where relative `scaffolder.localRepositoryRoots` resolve. */
  workingDirectory?: string;
  /** Never read by `fetch:*`; by default what the configuration names (see protectedPathsFromConfig). */
  protectedPaths?: ProtectedPaths;
  /** The scaffolder's renderer, shared with the runner: `fetch:template` renders with it. */
  renderer: TemplateRenderer;
}

/** The actions every installation has; plugins add more through `scaffolderActions`. */
export function createBuiltinActions(options: BuiltinActionsOptions): AnyTemplateAction[] {
  const { config, integrations, catalogFor, renderer } = options;
  const workingDirectory = options.workingDirectory ?? process.cwd();
  // Templates registered from a repository fetch their skeletons from it.
  const remote = createRepositoryTreeFetcher(integrations);
  const protectedPaths =
    options.protectedPaths ?? protectedPathsFromConfig(config, workingDirectory);
  const gitDefaults: GitDefaults = {
    defaultAuthor: {
      name: config.getOptionalString('scaffolder.defaultAuthor.name'),
      email: config.getOptionalString('scaffolder.defaultAuthor.email'),
    },
    defaultCommitMessage: config.getOptionalString('scaffolder.defaultCommitMessage'),
  };
  return [
    createDebugLogAction(),
    createDebugWaitAction(),
    createFilesystemRenameAction(),
    createFilesystemDeleteAction(),
    createFilesystemReadDirAction(),
    createFetchPlainAction({ remote, protectedPaths }),
    createFetchPlainFileAction({ remote, protectedPaths }),
    createFetchTemplateAction({ renderer, remote, protectedPaths }),
    createFetchTemplateFileAction({ renderer, remote, protectedPaths }),
    createCatalogWriteAction(),
    createCatalogFetchAction({ catalogFor }),
    createCatalogRegisterAction({ catalogFor, integrations }),
    createNotificationSendAction({ sender: options.notifications ?? (() => undefined) }),
    createPublishGitAction({
      integrations,
      ...gitDefaults,
      localRepositoryRoots: (
        config.getOptionalStringArray('scaffolder.localRepositoryRoots') ?? []
      ).map(root => path.resolve(workingDirectory, root)),
      localRepositoryHost: config.getOptionalString('scaffolder.localRepositoryHost'),
    }),
    createPublishGithubAction({ integrations, ...gitDefaults }),
    createGithubRepoCreateAction({ integrations, ...gitDefaults }),
    createGithubRepoPushAction({ integrations, ...gitDefaults }),
    createPublishGitlabAction({ integrations, ...gitDefaults }),
    createPublishBitbucketCloudAction({ integrations, ...gitDefaults }),
    createPublishBitbucketServerAction({ integrations, ...gitDefaults }),
    createPublishBitbucketAction({ integrations, ...gitDefaults }),
    createPublishAzureAction({ integrations, ...gitDefaults }),
  ];
}
