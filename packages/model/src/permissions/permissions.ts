/** Spec 001 §6: what a permission lets its holder do. */
export type PermissionAction = 'read' | 'create' | 'update' | 'delete';

/** A permission as it travels to `POST /api/permission/authorize` (Backstage's wire format). */
export type Permission =
  | { type: 'basic'; name: string; attributes: { action?: PermissionAction } }
  | {
      type: 'resource';
      name: string;
      attributes: { action?: PermissionAction };
      /** What kind of thing it applies to, e.g. `catalog-entity`. */
      resourceType: string;
    };

/** One rule applied to a resource, e.g. `IS_ENTITY_OWNER` with the caller's ownership refs. */
export interface PermissionCondition {
  rule: string;
  resourceType: string;
  params?: Record<string, unknown>;
}

/** Conditions combined: all of, any of, not, or a single rule. */
export type PermissionCriteria =
  | { allOf: PermissionCriteria[] }
  | { anyOf: PermissionCriteria[] }
  | { not: PermissionCriteria }
  | PermissionCondition;

export type AuthorizeResult = 'ALLOW' | 'DENY' | 'CONDITIONAL';

/** A policy's answer: allowed, denied, or allowed for resources meeting the conditions. */
export type PolicyDecision =
  | { result: 'ALLOW' | 'DENY' }
  | {
      result: 'CONDITIONAL';
      pluginId: string;
      resourceType: string;
      conditions: PermissionCriteria;
    };

export interface AuthorizeRequestItem {
  id: string;
  permission: Permission;
  /** The resource to decide for (an entity ref): the answer is then ALLOW or DENY. */
  resourceRef?: string;
}

export type AuthorizeResponseItem = { id: string } & PolicyDecision;

/** One authorize call decides at most this many items (a page's worth of checks, batched). */
export const MAX_AUTHORIZE_ITEMS = 1000;

export const ALLOW: PolicyDecision = { result: 'ALLOW' };
export const DENY: PolicyDecision = { result: 'DENY' };

/** Spec 001 §6: the catalog's permissions. */
export const CATALOG_ENTITY_RESOURCE_TYPE = 'catalog-entity';

function catalogEntityPermission(name: string, action: PermissionAction): Permission {
  return {
    type: 'resource',
    name,
    attributes: { action },
    resourceType: CATALOG_ENTITY_RESOURCE_TYPE,
  };
}

export const catalogPermissions = {
  entityRead: catalogEntityPermission('catalog.entity.read', 'read'),
  entityCreate: { type: 'basic', name: 'catalog.entity.create', attributes: { action: 'create' } },
  entityDelete: catalogEntityPermission('catalog.entity.delete', 'delete'),
  entityRefresh: catalogEntityPermission('catalog.entity.refresh', 'update'),
  entityValidate: { type: 'basic', name: 'catalog.entity.validate', attributes: {} },
  locationRead: { type: 'basic', name: 'catalog.location.read', attributes: { action: 'read' } },
  locationCreate: {
    type: 'basic',
    name: 'catalog.location.create',
    attributes: { action: 'create' },
  },
  locationAnalyze: { type: 'basic', name: 'catalog.location.analyze', attributes: {} },
  locationDelete: {
    type: 'basic',
    name: 'catalog.location.delete',
    attributes: { action: 'delete' },
  },
} satisfies Record<string, Permission>;
