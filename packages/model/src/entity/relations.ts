// Relation type names as stored in entity.relations (spec 001 §3). Every relation is stored in
// both directions, so each type has a reverse in RELATION_PAIRS.

export const RELATION_OWNED_BY = 'ownedBy';
export const RELATION_OWNER_OF = 'ownerOf';
export const RELATION_CONSUMES_API = 'consumesApi';
export const RELATION_API_CONSUMED_BY = 'apiConsumedBy';
export const RELATION_PROVIDES_API = 'providesApi';
export const RELATION_API_PROVIDED_BY = 'apiProvidedBy';
export const RELATION_DEPENDS_ON = 'dependsOn';
export const RELATION_DEPENDENCY_OF = 'dependencyOf';
export const RELATION_PARENT_OF = 'parentOf';
export const RELATION_CHILD_OF = 'childOf';
export const RELATION_MEMBER_OF = 'memberOf';
export const RELATION_HAS_MEMBER = 'hasMember';
export const RELATION_PART_OF = 'partOf';
export const RELATION_HAS_PART = 'hasPart';

export const RELATION_TYPES = [
  RELATION_OWNED_BY,
  RELATION_OWNER_OF,
  RELATION_CONSUMES_API,
  RELATION_API_CONSUMED_BY,
  RELATION_PROVIDES_API,
  RELATION_API_PROVIDED_BY,
  RELATION_DEPENDS_ON,
  RELATION_DEPENDENCY_OF,
  RELATION_PARENT_OF,
  RELATION_CHILD_OF,
  RELATION_MEMBER_OF,
  RELATION_HAS_MEMBER,
  RELATION_PART_OF,
  RELATION_HAS_PART,
] as const;

export type RelationType = (typeof RELATION_TYPES)[number];

/** Each relation type mapped to the type of the same edge seen from the other end. */
export const RELATION_PAIRS: Readonly<Record<RelationType, RelationType>> = {
  [RELATION_OWNED_BY]: RELATION_OWNER_OF,
  [RELATION_OWNER_OF]: RELATION_OWNED_BY,
  [RELATION_CONSUMES_API]: RELATION_API_CONSUMED_BY,
  [RELATION_API_CONSUMED_BY]: RELATION_CONSUMES_API,
  [RELATION_PROVIDES_API]: RELATION_API_PROVIDED_BY,
  [RELATION_API_PROVIDED_BY]: RELATION_PROVIDES_API,
  [RELATION_DEPENDS_ON]: RELATION_DEPENDENCY_OF,
  [RELATION_DEPENDENCY_OF]: RELATION_DEPENDS_ON,
  [RELATION_PARENT_OF]: RELATION_CHILD_OF,
  [RELATION_CHILD_OF]: RELATION_PARENT_OF,
  [RELATION_MEMBER_OF]: RELATION_HAS_MEMBER,
  [RELATION_HAS_MEMBER]: RELATION_MEMBER_OF,
  [RELATION_PART_OF]: RELATION_HAS_PART,
  [RELATION_HAS_PART]: RELATION_PART_OF,
};
