import { getCompoundEntityRef, type Entity } from '@atrium/model';
import { useAlerts } from '@atrium/web-core';
import { useCallback } from 'react';
import { useHref } from 'react-router';
import { docsRoutePath } from '../../shared/docsRoutePath';

/**
 * Copies the absolute URL of an entity's docs, under the app's base path, and says whether that
 * worked: a copy gives no visible sign of its own, and spec 001 §8 wants failures reported.
 */
export function useCopyDocsUrl(): (entity: Entity) => Promise<void> {
  const alerts = useAlerts();
  const appRoot = useHref('/');
  return useCallback(
    async (entity: Entity) => {
      const path = `${appRoot.replace(/\/$/, '')}${docsRoutePath(getCompoundEntityRef(entity))}`;
      const url = new URL(path, window.location.origin).href;
      try {
        await navigator.clipboard.writeText(url);
        alerts.post('Copied to clipboard', { severity: 'success', display: 'transient' });
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        alerts.post(`Could not copy the docs URL: ${reason}`, { severity: 'error' });
      }
    },
    [alerts, appRoot],
  );
}
