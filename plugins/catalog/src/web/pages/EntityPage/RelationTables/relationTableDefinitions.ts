import {
  RELATION_API_CONSUMED_BY,
  RELATION_API_PROVIDED_BY,
  RELATION_CONSUMES_API,
  RELATION_DEPENDENCY_OF,
  RELATION_HAS_PART,
  RELATION_PROVIDES_API,
  type RelationType,
} from '@atrium/model';

/** One table of related entities on the overview of entities of one kind. */
export interface RelationTableDefinition {
  /** Unique among the entity page's cards. */
  id: string;
  /** The kind, lower-case, of the entities whose overview shows the table. */
  entityKind: string;
  title: string;
  /** The relation read from the entity shown; its targets are the table's rows. */
  relation: RelationType;
  /** The kind the targets are expected to be, e.g. `component`: left out of their names. */
  targetKind: string;
  /** Keeps only targets of `targetKind`: a system's parts mix components, APIs and resources. */
  onlyTargetKind?: boolean;
  emptyContent: string;
}

/**
 * The relation tables of each kind's overview. The direction of each relation is that of the
 * entity shown: a system `hasPart` its components, a resource is a `dependencyOf` what uses it.
 */
export const relationTableDefinitions: readonly RelationTableDefinition[] = [
  {
    id: 'catalog.system-components',
    entityKind: 'system',
    title: 'Components',
    relation: RELATION_HAS_PART,
    targetKind: 'component',
    onlyTargetKind: true,
    emptyContent: 'No components are part of this system',
  },
  {
    id: 'catalog.system-apis',
    entityKind: 'system',
    title: 'APIs',
    relation: RELATION_HAS_PART,
    targetKind: 'api',
    onlyTargetKind: true,
    emptyContent: 'No APIs are part of this system',
  },
  {
    id: 'catalog.system-resources',
    entityKind: 'system',
    title: 'Resources',
    relation: RELATION_HAS_PART,
    targetKind: 'resource',
    onlyTargetKind: true,
    emptyContent: 'No resources are part of this system',
  },
  {
    id: 'catalog.domain-systems',
    entityKind: 'domain',
    title: 'Systems',
    relation: RELATION_HAS_PART,
    targetKind: 'system',
    onlyTargetKind: true,
    emptyContent: 'No systems are part of this domain',
  },
  {
    id: 'catalog.resource-dependents',
    entityKind: 'resource',
    title: 'Depended on by',
    relation: RELATION_DEPENDENCY_OF,
    targetKind: 'component',
    emptyContent: 'Nothing depends on this resource',
  },
  {
    id: 'catalog.component-subcomponents',
    entityKind: 'component',
    title: 'Subcomponents',
    relation: RELATION_HAS_PART,
    targetKind: 'component',
    onlyTargetKind: true,
    emptyContent: 'This component has no subcomponents',
  },
  {
    id: 'catalog.component-provided-apis',
    entityKind: 'component',
    title: 'Provided APIs',
    relation: RELATION_PROVIDES_API,
    targetKind: 'api',
    emptyContent: 'This component does not provide any APIs',
  },
  {
    id: 'catalog.component-consumed-apis',
    entityKind: 'component',
    title: 'Consumed APIs',
    relation: RELATION_CONSUMES_API,
    targetKind: 'api',
    emptyContent: 'This component does not consume any APIs',
  },
  {
    id: 'catalog.api-providers',
    entityKind: 'api',
    title: 'Providers',
    relation: RELATION_API_PROVIDED_BY,
    targetKind: 'component',
    emptyContent: 'No component provides this API',
  },
  {
    id: 'catalog.api-consumers',
    entityKind: 'api',
    title: 'Consumers',
    relation: RELATION_API_CONSUMED_BY,
    targetKind: 'component',
    emptyContent: 'No component consumes this API',
  },
];
