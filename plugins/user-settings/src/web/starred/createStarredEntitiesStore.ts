import { ResponseError, type ApiClient } from '@atrium/web-core';
// Deep import: the shared index also carries the zod contract, which the browser does not need.
import {
  STARRED_ENTITIES_BUCKET,
  STARRED_ENTITIES_KEY,
  USER_SETTINGS_PLUGIN_ID,
} from '../../shared/constants';
import {
  MAX_STARRED_ENTITIES,
  normalizeStarredRefs,
  parseLegacyStarred,
} from './starredEntityRefs';

const PATH = `/buckets/${STARRED_ENTITIES_BUCKET}/keys/${STARRED_ENTITIES_KEY}`;
/** Where an older version of the app kept starred entities, in the legacy form (spec 001 §3). */
export const LEGACY_STARRED_STORAGE_KEY = 'atrium.starredEntities';

export interface StarredEntitiesStore {
  /** The current set; a new object after every change. */
  getSnapshot(): ReadonlySet<string>;
  subscribe(listener: () => void): () => void;
  /** Loads once (and migrates the legacy list); after a failure the next call tries again. */
  load(): Promise<void>;
  toggle(entityRef: string): Promise<void>;
}

export interface CreateStarredEntitiesStoreOptions {
  api: ApiClient;
  /** Browser storage holding the legacy list; undefined where there is none. */
  storage?: Pick<Storage, 'getItem' | 'removeItem'>;
}

export function createStarredEntitiesStore({
  api,
  storage,
}: CreateStarredEntitiesStoreOptions): StarredEntitiesStore {
  let refs: string[] = [];
  let snapshot: ReadonlySet<string> = new Set();
  let loading: Promise<void> | undefined;
  let saving: Promise<void> = Promise.resolve();
  const listeners = new Set<() => void>();

  function update(next: string[]) {
    refs = next;
    snapshot = new Set(next);
    for (const listener of listeners) listener();
  }

  async function put(list: string[]) {
    await api.json(USER_SETTINGS_PLUGIN_ID, PATH, { method: 'PUT', body: { value: list } });
  }

  async function fetchStored(): Promise<string[]> {
    const response = await api.fetch(USER_SETTINGS_PLUGIN_ID, PATH, {
      headers: { accept: 'application/json' },
    });
    if (response.status === 404) return [];
    if (!response.ok) throw await ResponseError.fromResponse(response);
    const { value } = (await response.json()) as { value?: unknown };
    return Array.isArray(value) ? normalizeStarredRefs(value) : [];
  }

  async function loadOnce() {
    const stored = await fetchStored();
    const legacy = readLegacy();
    if (legacy === undefined) {
      update(stored);
      return;
    }
    const merged = normalizeStarredRefs([...stored, ...parseLegacyStarred(legacy)]);
    if (merged.length !== stored.length) await put(merged);
    // Removed only once the server has the list, so a failed migration is tried again next time.
    removeLegacy();
    update(merged);
  }

  function readLegacy(): string | undefined {
    try {
      return storage?.getItem(LEGACY_STARRED_STORAGE_KEY) ?? undefined;
    } catch {
      return undefined;
    }
  }

  function removeLegacy() {
    try {
      storage?.removeItem(LEGACY_STARRED_STORAGE_KEY);
    } catch {
      // Storage refused (privacy mode); the merge is idempotent, so a repeat does no harm.
    }
  }

  function load() {
    loading ??= loadOnce().catch(error => {
      loading = undefined;
      throw error;
    });
    return loading;
  }

  return {
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    load,
    async toggle(entityRef) {
      // Never PUT a list built before the stored one is known: that would overwrite it.
      await load();
      const [ref] = normalizeStarredRefs([entityRef]);
      if (!ref) throw new Error('Entity reference must not be empty');
      const adding = !snapshot.has(ref);
      if (adding && refs.length >= MAX_STARRED_ENTITIES) {
        throw new Error(`At most ${MAX_STARRED_ENTITIES} entities can be starred`);
      }
      update(adding ? [...refs, ref] : refs.filter(r => r !== ref));
      // Saves run one after another and each sends the list as it is then, so the last wins.
      const save = saving.catch(() => undefined).then(() => put(refs));
      saving = save;
      try {
        await save;
      } catch (error) {
        if (snapshot.has(ref) === adding) {
          update(adding ? refs.filter(r => r !== ref) : [...refs, ref]);
        }
        throw error;
      }
    },
  };
}
