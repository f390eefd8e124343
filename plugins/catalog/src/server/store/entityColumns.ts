import { ownValue } from '@atrium/model';

export type EntityColumn = 'e.kind' | 'e.namespace' | 'e.name';

/** Fields kept as columns of catalog_entities (lower-cased) so the commonest filters skip a join. */
const entityColumnByField: Readonly<Record<string, EntityColumn>> = {
  kind: 'e.kind',
  'metadata.namespace': 'e.namespace',
  'metadata.name': 'e.name',
};

/** The column a (lower-cased) field is kept in, if any; user-named fields never reach prototypes. */
export function entityColumnOf(field: string): EntityColumn | undefined {
  return ownValue(entityColumnByField, field);
}
