// Backstage's catalog decides whether an entity is valid in these steps, each taken from the
// published @backstage/catalog-model: the envelope check as the entity is handed to processing
// (read from a file, or posted to /validate-entity), the default entity policies, the full entity
// schema, the kind validators of the built-in processors (one of them must recognise the entity;
// any may refuse it) and, last, the parsing of the refs in the kind's relation fields.
import {
  apiEntityV1alpha1Validator,
  componentEntityV1alpha1Validator,
  DefaultNamespaceEntityPolicy,
  domainEntityV1alpha1Validator,
  EntityPolicies,
  entityEnvelopeSchemaValidator,
  entitySchemaValidator,
  FieldFormatEntityPolicy,
  getCompoundEntityRef,
  groupEntityV1alpha1Validator,
  locationEntityV1alpha1Validator,
  NoForeignRootFieldsEntityPolicy,
  parseEntityRef,
  resourceEntityV1alpha1Validator,
  SchemaValidEntityPolicy,
  stringifyEntityRef,
  systemEntityV1alpha1Validator,
  userEntityV1alpha1Validator,
  type Entity,
  type KindValidator,
} from '@backstage/catalog-model';
import { compileCatalogModel, defaultCatalogEntityModel } from '@backstage/catalog-model/alpha';
import { templateKindValidator } from './templateKindValidator';

export interface Verdict {
  valid: boolean;
  /** Why an invalid entity was refused. */
  reason?: string;
}

/** Where the oracle pretends every document was read from. */
export const ORACLE_LOCATION = 'url:https://example.com/catalog-info.yaml';

/** How the entity reaches processing: read from a file, or posted to /validate-entity. */
export type Handover = 'ingestion' | 'validate-entity';

const LOCATION_ANNOTATIONS = {
  'backstage.io/managed-by-location': ORACLE_LOCATION,
  'backstage.io/managed-by-origin-location': ORACLE_LOCATION,
};

const validateEnvelope = entityEnvelopeSchemaValidator();
const validateFullEntity = entitySchemaValidator();

// The catalog's default policies, in the order its builder combines them.
const policy = EntityPolicies.allOf([
  new SchemaValidEntityPolicy(),
  new DefaultNamespaceEntityPolicy(),
  new NoForeignRootFieldsEntityPolicy(),
  new FieldFormatEntityPolicy(),
]);

const kindValidators: readonly KindValidator[] = [
  apiEntityV1alpha1Validator,
  componentEntityV1alpha1Validator,
  resourceEntityV1alpha1Validator,
  groupEntityV1alpha1Validator,
  locationEntityV1alpha1Validator,
  userEntityV1alpha1Validator,
  systemEntityV1alpha1Validator,
  domainEntityV1alpha1Validator,
  templateKindValidator,
];

const model = compileCatalogModel([defaultCatalogEntityModel]);

interface RelationFieldOfKind {
  path: string;
  defaultKind?: string;
}

function relationFieldsOf(entity: Entity): RelationFieldOfKind[] {
  // The scaffolder's processor reads a Template's owner; the model knows the other kinds.
  if (entity.kind === 'Template') return [{ path: 'spec.owner', defaultKind: 'Group' }];
  return model.getKind({ kind: entity.kind, apiVersion: entity.apiVersion })?.relationFields ?? [];
}

function valueAt(entity: Entity, path: string): unknown {
  let current: unknown = entity;
  for (const key of path.split('.')) {
    if (typeof current !== 'object' || current === null) return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The entity as the catalog hands it to processing once read from a file: its envelope checked
 * and the location annotations written in, unless its annotations are not an object (then the
 * later checks refuse it).
 */
function asReadFromLocation(document: unknown): Entity {
  // Only the envelope is known to hold; the catalog types the rest as an Entity all the same.
  const entity = validateEnvelope(document) as Entity;
  const annotations: unknown = entity.metadata.annotations || {};
  if (!isObject(annotations)) return entity;
  return {
    ...entity,
    metadata: { ...entity.metadata, annotations: { ...annotations, ...LOCATION_ANNOTATIONS } },
  };
}

/**
 * The entity as POST /validate-entity hands it to processing: the given annotations are spread
 * over the location ones whatever they are, so a string or a list in their place becomes an
 * object of its characters or items.
 */
function asPostedForValidation(document: unknown): Entity {
  const entity = validateEnvelope(document) as Entity;
  return {
    ...entity,
    metadata: {
      ...entity.metadata,
      annotations: { ...LOCATION_ANNOTATIONS, ...entity.metadata.annotations },
    },
  };
}

// Every processor is asked: one answering true recognises the entity, any throwing refuses it.
async function isRecognised(entity: Entity): Promise<boolean> {
  let recognised = false;
  for (const validator of kindValidators) {
    if (await validator.check(entity)) recognised = true;
  }
  return recognised;
}

function parseRelationRefs(entity: Entity): void {
  const self = getCompoundEntityRef(entity);
  for (const field of relationFieldsOf(entity)) {
    const value = valueAt(entity, field.path);
    if (!value) continue;
    for (const target of [value].flat()) {
      parseEntityRef(target as string, {
        defaultKind: field.defaultKind,
        defaultNamespace: self.namespace,
      });
    }
  }
}

/** Whether Backstage's catalog would accept the document as an entity. */
export async function backstageVerdict(document: unknown, handover: Handover): Promise<Verdict> {
  try {
    const read =
      handover === 'ingestion' ? asReadFromLocation(document) : asPostedForValidation(document);
    const ref = stringifyEntityRef(read);
    // Processing checks the envelope once more before its first step.
    validateEnvelope(read);
    const entity = await policy.enforce(read);
    if (!entity) return { valid: false, reason: 'policy returned nothing' };
    validateFullEntity(entity);
    if (!(await isRecognised(entity))) {
      return { valid: false, reason: `No processor recognized the entity ${ref}` };
    }
    parseRelationRefs(entity);
    return { valid: true };
  } catch (error) {
    return { valid: false, reason: error instanceof Error ? error.message : String(error) };
  }
}
