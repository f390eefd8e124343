import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import type { Entity } from '@atrium/model';
import { useApiClient } from '../app/AppContext';
import {
  createEntityPresentationStore,
  presentationFromRef,
  type EntityPresentation,
  type EntityPresentationStore,
} from './createEntityPresentationStore';

const PresentationContext = createContext<EntityPresentationStore | undefined>(undefined);

/** One presentation cache for the whole app, fetching through the catalog's by-refs endpoint. */
export function EntityPresentationProvider({ children }: { children: ReactNode }) {
  const api = useApiClient();
  const [store] = useState(() =>
    createEntityPresentationStore(async (refs, fields) => {
      const body = await api.json<{ items: Array<Entity | null> }>('catalog', '/entities/by-refs', {
        method: 'POST',
        body: { entityRefs: refs, fields },
      });
      return body.items;
    }),
  );
  return <PresentationContext.Provider value={store}>{children}</PresentationContext.Provider>;
}

/**
 * The presentation of a ref: from the ref at once, then from the entity once loaded. Without a
 * provider (isolated component tests) it stays the ref's own.
 */
export function useEntityPresentation(ref: string): EntityPresentation {
  const store = useContext(PresentationContext);
  // What was loaded, remembered with its ref: a new ref shows its peeked value at once.
  const [loaded, setLoaded] = useState<{ ref: string; value: EntityPresentation }>();
  useEffect(() => {
    if (!store) return undefined;
    let active = true;
    void store.load(ref).then(value => {
      if (active) setLoaded({ ref, value });
    });
    return () => {
      active = false;
    };
  }, [store, ref]);
  if (loaded?.ref === ref) return loaded.value;
  return store ? store.peek(ref) : presentationFromRef(ref);
}

/**
 * The presentations of several refs, through the same batched cache as the links showing them:
 * `loaded` once every one has been looked up (each then found, or `missing`). Without a provider
 * it never loads.
 */
export function useEntityPresentations(refs: readonly string[]): {
  presentations: EntityPresentation[];
  loaded: boolean;
} {
  const store = useContext(PresentationContext);
  const key = refs.join('\n');
  const [loaded, setLoaded] = useState<{ key: string; values: EntityPresentation[] }>();
  useEffect(() => {
    if (!store) return undefined;
    let active = true;
    const wanted = key === '' ? [] : key.split('\n');
    void Promise.all(wanted.map(ref => store.load(ref))).then(values => {
      if (active) setLoaded({ key, values });
    });
    return () => {
      active = false;
    };
  }, [store, key]);
  if (loaded?.key === key) return { presentations: loaded.values, loaded: true };
  return {
    presentations: refs.map(ref => (store ? store.peek(ref) : presentationFromRef(ref))),
    loaded: false,
  };
}
