import type { Generated } from 'kysely';

/**
 * The catalog's tables.
 *
 * A *location* is what a person or the config registered (`type:target`). Reading a location's
 * target, and every target its Location entities point at, is a *source*: one row each, keyed by
 * `<location id>|<type>:<target>` so the same file reached from two registrations is two sources
 * (and the second one's entities conflict instead of silently changing hands).
 *
 * An entity row keeps the *final* JSON the API serves: what processing produced + relations from
 * every entity pointing at it + status items. Final bodies are rebuilt ("stitched") only for
 * entities whose inputs changed.
 */
export interface CatalogTables {
  catalog_locations: {
    id: string;
    type: string;
    target: string;
    /** 'config' locations come from catalog.locations and cannot be deleted through the API. */
    origin: 'config' | 'api';
    created_at: number;
    /** 'optional': a target that does not exist (yet) is not an error. */
    presence: 'required' | 'optional';
  };
  catalog_sources: {
    source_key: string;
    location_id: string;
    type: string;
    target: string;
    /** The source whose Location entity declared this one; null for the registered root. */
    declared_by: string | null;
    /** Entity key of the Location entity that declared this source (its errors show there). */
    parent_key: string | null;
    depth: number;
    content_hash: string | null;
    http_etag: string | null;
    /** JSON array of EntityStatusItem from the last read. */
    errors: string | null;
    next_refresh_at: number;
    /** While set and in the future, the source is being read by `lease_owner`. */
    lease_until: number | null;
    /** The `catalog_instances` id that leased it; meaningless once `lease_until` is null. */
    lease_owner: string | null;
  };
  /** Running servers (one per process) and when each last showed it was alive. */
  catalog_instances: {
    id: string;
    heartbeat_at: number;
  };
  catalog_entities: {
    /** Row number, assigned by the database; search rows refer to it. */
    seq: Generated<number>;
    id: string;
    /** Fully lower-cased `kind:namespace/name`: the comparison key. */
    entity_key: string;
    entity_ref: string;
    kind: string;
    namespace: string;
    name: string;
    source_key: string | null;
    location_id: string | null;
    /** Entity key of the Location entity this one was read through (ancestry). */
    parent_key: string | null;
    /** Digest of the entity as processing produced it, to skip unchanged writes. */
    processed_hash: string;
    /** JSON array of EntityStatusItem about this entity. */
    errors: string | null;
    /**
     * The served entity. Processing writes the new entity here without relations or status, and
     * stitching (in the same transaction) completes it; the processed form is this minus those.
     */
    final: string;
    final_hash: string | null;
    etag: string;
    orphan: number;
    updated_at: number;
  };
  catalog_relations: {
    /** The entity whose spec produced this relation. */
    origin_key: string;
    source_key: string;
    type: string;
    target_ref: string;
  };
  catalog_stitch_queue: {
    entity_key: string;
  };
  catalog_search_keys: {
    id: Generated<number>;
    /** A lower-cased dotted field path, e.g. `spec.type` or `relations.ownedby`. */
    key: string;
  };
  catalog_search: {
    entity_seq: number;
    key_id: number;
    /** Lower-cased, for filters; '' when too long to index (the key still says the field exists). */
    value: string;
    /** As written, for facets. */
    original_value: string | null;
  };
}
