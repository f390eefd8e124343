import type { Entity } from '@atrium/model';
import { extensionsFor, useAlerts, useApiClient, useWebExtensions } from '@atrium/web-core';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import type { ContextMenuEntry } from './EntityContextMenu';

/** The plugins' entries of the 'More' menu that apply to `entity`, in their order. */
export function useContributedMenuEntries(entity: Entity): ContextMenuEntry[] {
  const { entityContextMenuItems } = useWebExtensions();
  const api = useApiClient();
  const alerts = useAlerts();
  const navigate = useNavigate();
  return useMemo(
    () =>
      extensionsFor(entityContextMenuItems, entity).map(item => ({
        title: item.title,
        disabled: item.disabled?.(entity),
        onClick: () =>
          item.onSelect({
            entity,
            api,
            navigate: to => void navigate(to),
            postAlert: alerts.post,
          }),
      })),
    [entityContextMenuItems, entity, api, alerts, navigate],
  );
}
