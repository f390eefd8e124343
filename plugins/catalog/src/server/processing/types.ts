import type { Entity, EntityStatusItem } from '@atrium/model';

/** One target to read: a registered location, or a target one of its Location entities names. */
export interface SourceToProcess {
  key: string;
  locationId: string;
  type: string;
  target: string;
  depth: number;
  /** `type:target` of the registered location this source was reached from. */
  originLocation: string;
  /** Locations from app configuration may read any local file; API-registered ones may not. */
  trusted: boolean;
  /** `type:target` of every source above this one, for cycle detection. */
  ancestors: string[];
  /** A registered location of `presence: optional`: a target not there yet is waited for. */
  optional?: boolean;
  contentHash?: string;
  httpEtag?: string;
}

export interface ProcessedEntity {
  /** Lower-cased `kind:namespace/name`. */
  key: string;
  /** `kind:namespace/name` as served (kind and namespace lower-cased). */
  ref: string;
  entity: Entity;
  /** The entity serialised, and its digest: computed where processing runs (maybe a worker). */
  json: string;
  hash: string;
  /** Relations the spec implies, both directions; `sourceKey` is the lower-cased source ref. */
  relations: Array<{ sourceKey: string; type: string; targetRef: string }>;
}

export interface ChildSource {
  type: string;
  target: string;
  /** Key of the Location entity that names this target. */
  parentKey: string;
}

export type SourceOutcome =
  /** The content is the same as last time: nothing to write. */
  | { status: 'unchanged' }
  /**
   * Reading or parsing failed as a whole: keep everything, report the errors. `unparsable`: the
   * content was read but is not YAML.
   */
  | { status: 'failed'; errors: EntityStatusItem[]; unparsable?: boolean }
  | {
      status: 'read';
      contentHash: string;
      httpEtag?: string;
      entities: ProcessedEntity[];
      children: ChildSource[];
      /** Errors about the source or about documents that could not become entities. */
      errors: EntityStatusItem[];
      /** Entities whose new version was rejected: keep the stored version, show these errors. */
      rejected: Array<{ key: string; errors: EntityStatusItem[] }>;
      /** When some document could not be read, entities missing from the file are not orphaned. */
      incomplete: boolean;
      /** A provider's read is the whole truth: entities it no longer lists are deleted. */
      deletesMissing?: boolean;
    };
