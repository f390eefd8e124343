import { authPlugin } from '@atrium/plugin-auth/server';
import { azureDevOpsPlugin } from '@atrium/plugin-azure-devops/server';
import { bitbucketCloudPlugin } from '@atrium/plugin-bitbucket-cloud/server';
import { catalogPlugin } from '@atrium/plugin-catalog/server';
import { catalogImportPlugin } from '@atrium/plugin-catalog-import/server';
import { eventsPlugin } from '@atrium/plugin-events/server';
import { githubPlugin } from '@atrium/plugin-github/server';
import { gitlabPlugin } from '@atrium/plugin-gitlab/server';
import { homePlugin } from '@atrium/plugin-home/server';
import { kubernetesPlugin } from '@atrium/plugin-kubernetes/server';
import { notificationsPlugin } from '@atrium/plugin-notifications/server';
import { permissionPlugin } from '@atrium/plugin-permission/server';
import { createScaffolderPlugin } from '@atrium/plugin-scaffolder/server';
import { searchPlugin } from '@atrium/plugin-search/server';
import { signalsPlugin } from '@atrium/plugin-signals/server';
import { techdocsPlugin } from '@atrium/plugin-techdocs/server';
import { userSettingsPlugin } from '@atrium/plugin-user-settings/server';
import type { PluginDefinition } from '@atrium/server-core';

/**
 * Every plugin the portal runs. They are set up in this order except where a plugin's `deps` need
 * another's service first; the sidebar and the API do not depend on it.
 */
export const plugins: readonly PluginDefinition[] = [
  authPlugin,
  permissionPlugin,
  catalogPlugin,
  catalogImportPlugin,
  eventsPlugin,
  githubPlugin,
  gitlabPlugin,
  bitbucketCloudPlugin,
  azureDevOpsPlugin,
  userSettingsPlugin,
  kubernetesPlugin,
  createScaffolderPlugin(),
  techdocsPlugin,
  searchPlugin,
  signalsPlugin,
  notificationsPlugin,
  homePlugin,
];
