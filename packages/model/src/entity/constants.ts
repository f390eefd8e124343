// The annotation keys keep the `backstage.io/` prefix because existing catalog-info.yaml files
// carry them; renaming would break every file users already have.

export const DEFAULT_NAMESPACE = 'default';

/** The location an entity was read from, written `type:target`. */
export const ANNOTATION_LOCATION = 'backstage.io/managed-by-location';
/** The location that was registered and led to this entity, possibly through others. */
export const ANNOTATION_ORIGIN_LOCATION = 'backstage.io/managed-by-origin-location';
/** Set to 'true' when no location produces the entity any more. */
export const ANNOTATION_ORPHAN = 'backstage.io/orphan';
export const ANNOTATION_VIEW_URL = 'backstage.io/view-url';
export const ANNOTATION_EDIT_URL = 'backstage.io/edit-url';
export const ANNOTATION_SOURCE_LOCATION = 'backstage.io/source-location';
export const ANNOTATION_TECHDOCS_REF = 'backstage.io/techdocs-ref';
export const ANNOTATION_KUBERNETES_ID = 'backstage.io/kubernetes-id';
export const ANNOTATION_KUBERNETES_LABEL_SELECTOR = 'backstage.io/kubernetes-label-selector';

/** The kinds Atrium understands out of the box, in the order they are listed to users. */
export const ENTITY_KINDS = [
  'Component',
  'API',
  'System',
  'Domain',
  'Resource',
  'Location',
  'User',
  'Group',
  'Template',
] as const;

export type EntityKind = (typeof ENTITY_KINDS)[number];
