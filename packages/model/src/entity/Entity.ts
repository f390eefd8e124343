// The shape of a catalog entity. Field names follow the catalog-info.yaml format so that files
// written for Backstage load unchanged (spec 001 §3).

/** `null` is here because JSON has it; Atrium code itself uses `undefined`. */
export type JsonPrimitive = string | number | boolean | null;

/**
 * Values may be `undefined` so that objects with optional fields can be built directly;
 * `JSON.stringify` drops such keys, so the serialised form is still plain JSON.
 */
export interface JsonObject {
  [key: string]: JsonValue | undefined;
}

export type JsonArray = JsonValue[];

export type JsonValue = JsonPrimitive | JsonObject | JsonArray;

export interface EntityLink {
  url: string;
  title?: string;
  icon?: string;
  type?: string;
}

export interface EntityMeta {
  uid?: string;
  etag?: string;
  name: string;
  /** Absent means `DEFAULT_NAMESPACE`. */
  namespace?: string;
  title?: string;
  description?: string;
  labels?: Record<string, string>;
  annotations?: Record<string, string>;
  tags?: string[];
  links?: EntityLink[];
  /** Files in the wild carry extra metadata fields; they are kept, not rejected. */
  [key: string]: unknown;
}

export interface EntityRelation {
  type: string;
  /** Always the full form `kind:namespace/name`. */
  targetRef: string;
}

export type EntityStatusLevel = 'info' | 'warning' | 'error';

export interface EntityStatusItem {
  type: string;
  level: EntityStatusLevel;
  message: string;
  error?: { name: string; message: string };
}

export interface EntityStatus {
  items?: EntityStatusItem[];
}

export interface Entity {
  apiVersion: string;
  kind: string;
  metadata: EntityMeta;
  spec?: JsonObject;
  relations?: EntityRelation[];
  status?: EntityStatus;
}
