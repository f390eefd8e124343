import { parseEntityRef, stringifyEntityRef, type Entity } from '@atrium/model';

/** What links and pickers show for an entity (spec 001 §9 "presentation fields"). */
export interface EntityPresentation {
  ref: string;
  /** True once built from the entity itself; false while only the ref is known (or it is missing). */
  resolved: boolean;
  /** The catalog answered that it has no such entity. */
  missing?: boolean;
  /** Title, display name or name, in that order of preference. */
  primaryTitle: string;
  secondaryTitle?: string;
  kind: string;
  namespace: string;
  name: string;
  type?: string;
}

export const PRESENTATION_TTL_MS = 10_000;
export const PRESENTATION_BATCH_DELAY_MS = 50;
export const PRESENTATION_BATCH_MAX = 100;
export const PRESENTATION_FIELDS = [
  'kind',
  'metadata.name',
  'metadata.namespace',
  'metadata.title',
  'metadata.description',
  'spec.profile.displayName',
  'spec.type',
];

export interface EntityPresentationStore {
  /** What is known now (from the ref alone until the entity has been fetched). */
  peek(ref: string): EntityPresentation;
  /** Resolves once the entity has been fetched (or found missing). */
  load(ref: string): Promise<EntityPresentation>;
}

/** Fallback presentation from the ref itself, shown while loading or when the entity is missing. */
export function presentationFromRef(ref: string): EntityPresentation {
  try {
    const parsed = parseEntityRef(ref);
    const shown =
      parsed.namespace === 'default'
        ? `${parsed.kind.toLowerCase()}:${parsed.name}`
        : stringifyEntityRef(parsed);
    return {
      ref: stringifyEntityRef(parsed),
      resolved: false,
      primaryTitle: shown,
      kind: parsed.kind,
      namespace: parsed.namespace,
      name: parsed.name,
    };
  } catch {
    return { ref, resolved: false, primaryTitle: ref, kind: '', namespace: '', name: ref };
  }
}

function presentationFromEntity(ref: string, entity: Entity): EntityPresentation {
  const profile = (entity.spec as { profile?: { displayName?: string } } | undefined)?.profile;
  const type = (entity.spec as { type?: unknown } | undefined)?.type;
  return {
    ref,
    resolved: true,
    primaryTitle: entity.metadata.title ?? profile?.displayName ?? entity.metadata.name,
    secondaryTitle: [ref, typeof type === 'string' ? type : undefined, entity.metadata.description]
      .filter(Boolean)
      .join(' | '),
    kind: entity.kind,
    namespace: entity.metadata.namespace ?? 'default',
    name: entity.metadata.name,
    type: typeof type === 'string' ? type : undefined,
  };
}

/**
 * Caches entity presentations for 10 s and fetches misses in batches: every ref asked for within
 * 50 ms goes out in one `POST /entities/by-refs` of at most 100 refs, so a table of 50 owner links
 * costs one request, not 50.
 */
export function createEntityPresentationStore(
  fetchEntities: (refs: string[], fields: string[]) => Promise<Array<Entity | null>>,
  now: () => number = Date.now,
): EntityPresentationStore {
  const cache = new Map<string, { value: EntityPresentation; at: number }>();
  const waiting = new Map<string, Array<(value: EntityPresentation) => void>>();
  let timer: ReturnType<typeof setTimeout> | undefined;

  const key = (ref: string) => presentationFromRef(ref).ref.toLowerCase();

  async function flush() {
    timer = undefined;
    const refs = [...waiting.keys()];
    for (let i = 0; i < refs.length; i += PRESENTATION_BATCH_MAX) {
      const batch = refs.slice(i, i + PRESENTATION_BATCH_MAX);
      let entities: Array<Entity | null> | undefined;
      try {
        entities = await fetchEntities(batch, PRESENTATION_FIELDS);
      } catch {
        // Shown by their refs for now, and not cached: the next lookup asks again.
        entities = undefined;
      }
      batch.forEach((ref, index) => {
        const entity = entities?.[index];
        const value = entity
          ? presentationFromEntity(presentationFromRef(ref).ref, entity)
          : { ...presentationFromRef(ref), missing: entities !== undefined || undefined };
        if (entities) cache.set(ref, { value, at: now() });
        for (const resolve of waiting.get(ref) ?? []) resolve(value);
        waiting.delete(ref);
      });
    }
  }

  return {
    peek(ref) {
      return cache.get(key(ref))?.value ?? presentationFromRef(ref);
    },
    load(ref) {
      const k = key(ref);
      const hit = cache.get(k);
      if (hit && now() - hit.at < PRESENTATION_TTL_MS) return Promise.resolve(hit.value);
      return new Promise(resolve => {
        waiting.set(k, [...(waiting.get(k) ?? []), resolve]);
        timer ??= setTimeout(() => void flush(), PRESENTATION_BATCH_DELAY_MS);
      });
    },
  };
}
