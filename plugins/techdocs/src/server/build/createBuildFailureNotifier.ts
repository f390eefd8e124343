import { normalizeEntityRef } from '@atrium/model';
import type { Logger } from '@atrium/server-core';
import { truncateText, type NotificationsSender } from '@atrium/plugin-notifications/node';
import { TECHDOCS_PLUGIN_ID, docsRoutePath } from '../../shared';
import type { DocsSiteKey } from '../storage/DocsStorage';

/** Tells a docs site's owners that its build failed (`techdocs.notifications.enabled`). */
export interface BuildFailureNotifier {
  /** Never rejects: the view that started the build reports the failure itself. */
  buildFailed(key: DocsSiteKey, etag: string, error: unknown): Promise<void>;
}

export interface BuildFailureNotifierOptions {
  /** The notifications plugin's sender; absent when that plugin is not installed. */
  sender: () => NotificationsSender | undefined;
  logger: Logger;
}

export const BUILD_FAILED_TOPIC = 'techdocs-build';
/** Long enough for the builder's message; the docs page shows the whole build log. */
const DESCRIPTION_LIMIT = 500;
/** Sites whose last told failure is remembered; the oldest are forgotten first. */
const REMEMBERED_SITES = 1_000;

/**
 * A broken site is built again on every view until its sources change, so its owners are told
 * once per version of the sources (per server), not once per view. The notification's scope is
 * the site: a later failure replaces the earlier one.
 */
export function createBuildFailureNotifier(
  options: BuildFailureNotifierOptions,
): BuildFailureNotifier {
  const told = new Map<string, string>();
  return {
    async buildFailed(key, etag, error) {
      const sender = options.sender();
      const entityRef = normalizeEntityRef(key);
      if (!sender || told.get(entityRef) === etag) return;
      told.delete(entityRef);
      told.set(entityRef, etag);
      if (told.size > REMEMBERED_SITES) told.delete(told.keys().next().value!);
      const message = error instanceof Error ? error.message : String(error);
      try {
        await sender.send(TECHDOCS_PLUGIN_ID, {
          recipients: { type: 'entity', entityRef },
          payload: {
            title: `Docs build failed: ${entityRef}`,
            description: truncateText(message, DESCRIPTION_LIMIT),
            link: docsRoutePath(key),
            severity: 'high',
            topic: BUILD_FAILED_TOPIC,
            scope: `techdocs-build:${entityRef}`,
          },
        });
      } catch (sendError) {
        options.logger.warn(
          { err: sendError, entityRef },
          'Docs build failure notification could not be sent',
        );
      }
    },
  };
}
