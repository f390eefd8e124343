import { authWebPlugin } from '@atrium/plugin-auth/web';
import { catalogWebPlugin } from '@atrium/plugin-catalog/web';
import { catalogImportWebPlugin } from '@atrium/plugin-catalog-import/web';
import { homeWebPlugin } from '@atrium/plugin-home/web';
import { kubernetesWebPlugin } from '@atrium/plugin-kubernetes/web';
import { notificationsWebPlugin } from '@atrium/plugin-notifications/web';
import { scaffolderWebPlugin } from '@atrium/plugin-scaffolder/web';
import { searchWebPlugin } from '@atrium/plugin-search/web';
import { techdocsWebPlugin } from '@atrium/plugin-techdocs/web';
import type { WebPlugin } from '@atrium/web-core';

/**
 * The web plugins the app is built with, in sidebar order; home's page is `/`, auth brings the
 * sign-in.
 */
export const plugins: WebPlugin[] = [
  homeWebPlugin,
  catalogWebPlugin,
  techdocsWebPlugin,
  scaffolderWebPlugin,
  kubernetesWebPlugin,
  catalogImportWebPlugin,
  searchWebPlugin,
  notificationsWebPlugin,
  authWebPlugin,
];
