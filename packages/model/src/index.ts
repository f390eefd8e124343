export * from './errors';
export * from './objects/ownValue';
export * from './app/FrontendConfig';

export type {
  Entity,
  EntityLink,
  EntityMeta,
  EntityRelation,
  EntityStatus,
  EntityStatusItem,
  EntityStatusLevel,
  JsonArray,
  JsonObject,
  JsonPrimitive,
  JsonValue,
} from './entity/Entity';
export * from './entity/constants';
export * from './entity/relations';
export * from './entity/entityRef';

export type { EntityProblem } from './validation/EntityProblem';
export * from './validation/isValidApiVersion';
export * from './validation/isValidKind';
export * from './validation/isValidObjectName';
export * from './validation/isValidNamespace';
export * from './validation/isValidDnsLabel';
export * from './validation/isValidDnsSubdomain';
export * from './validation/isValidTag';
export * from './validation/isValidScaffolderTag';
export * from './validation/isValidLabelKey';
export * from './validation/isValidLabelValue';
export * from './validation/isValidAnnotationKey';
export * from './validation/isValidAnnotationValue';
export * from './validation/isJavaScriptUrl';
export * from './validation/isPlainObject';
export * from './validation/normalizeTags';
export * from './validation/objectNameMessage';
export * from './validation/problemMessages';
export * from './validation/validateEntityEnvelope';

export type { KindDefinition, RelationField } from './kinds/KindDefinition';
export * from './kinds/apiVersions';
export * from './kinds/builtinKinds';
export * from './kinds/component';
export * from './kinds/api';
export * from './kinds/resource';
export * from './kinds/system';
export * from './kinds/domain';
export * from './kinds/group';
export * from './kinds/user';
export * from './kinds/location';
export * from './kinds/template';
export * from './kinds/deriveRelations';
export * from './permissions/permissions';
