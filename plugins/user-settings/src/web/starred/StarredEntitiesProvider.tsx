import { useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useApiClient } from '@atrium/web-core';
import { createStarredEntitiesStore } from './createStarredEntitiesStore';
import { StarredEntitiesContext, type StarredEntities } from './StarredEntitiesContext';

export interface StarredEntitiesProviderProps {
  children: ReactNode;
  /** Holds the legacy list to migrate; defaults to window.localStorage. */
  storage?: Pick<Storage, 'getItem' | 'removeItem'>;
}

function defaultStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/** Keeps the user's starred entities in their settings on the backend (spec 001 §3, §4). */
export function StarredEntitiesProvider({ children, storage }: StarredEntitiesProviderProps) {
  const api = useApiClient();
  const [store] = useState(() =>
    createStarredEntitiesStore({ api, storage: storage ?? defaultStorage() }),
  );
  const starred = useSyncExternalStore(store.subscribe, store.getSnapshot);

  useEffect(() => {
    store.load().catch((error: unknown) => {
      // The list stays empty; the next toggle loads again before it saves anything.
      console.warn(
        'Could not load starred entities',
        error instanceof Error ? error.message : error,
      );
    });
  }, [store]);

  const value = useMemo<StarredEntities>(
    () => ({
      starred,
      isStarred: entityRef => starred.has(entityRef.trim().toLocaleLowerCase('en-US')),
      toggle: store.toggle,
    }),
    [starred, store],
  );

  return (
    <StarredEntitiesContext.Provider value={value}>{children}</StarredEntitiesContext.Provider>
  );
}
