import { useSignal } from '@atrium/plugin-signals/react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import {
  CATALOG_CHANGES_CHANNEL,
  catalogEntityChannel,
  type CatalogChangedSignal,
  type EntityChangedSignal,
} from '../../shared/changeSignals';
import { catalogQueryKey } from '../queries';

/**
 * Keeps a page showing one entity current: when the catalog says that entity changed, or that too
 * many changed to name each, the page's catalog queries are read again. The whole plugin's
 * queries, because the cards around the entity (relations, ancestry) read it under other keys;
 * only those on screen refetch, the rest are merely marked stale.
 */
export function useEntityLiveUpdates(entityRef: string): void {
  const queryClient = useQueryClient();
  const entityChanged = useSignal<EntityChangedSignal>(catalogEntityChannel(entityRef)).lastSignal;
  const catalogChanged = useSignal<CatalogChangedSignal>(CATALOG_CHANGES_CHANNEL).lastSignal;

  // Keyed on the signal object, which is new for each signal, so each one reads once.
  useEffect(() => {
    if (entityChanged) void queryClient.invalidateQueries({ queryKey: catalogQueryKey });
  }, [entityChanged, queryClient]);
  useEffect(() => {
    if (catalogChanged && !catalogChanged.each) {
      void queryClient.invalidateQueries({ queryKey: catalogQueryKey });
    }
  }, [catalogChanged, queryClient]);
}
