import { getCompoundEntityRef, RELATION_OWNED_BY, type Entity } from '@atrium/model';
import { EntityRefLink } from '@atrium/plugin-catalog/react';
import { Link, type TableColumn } from '@atrium/web-core';
import { Fragment } from 'react';
import { docsRoutePath } from '../../shared/docsRoutePath';

/** What a document is called: the entity's title, else its name. */
export function documentTitle(entity: Entity): string {
  return entity.metadata.title || entity.metadata.name;
}

/** The entity's owners as its relations name them, else as its spec names one. */
function ownerRefs(entity: Entity): string[] {
  const related = (entity.relations ?? [])
    .filter(relation => relation.type === RELATION_OWNED_BY)
    .map(relation => relation.targetRef);
  if (related.length > 0) return related;
  const owner = entity.spec?.owner;
  return typeof owner === 'string' && owner !== '' ? [owner] : [];
}

function specType(entity: Entity): string {
  const type = entity.spec?.type;
  return typeof type === 'string' ? type : '';
}

/**
 * Spec 001 §2 "documents table": title (hidden), Document, Owner, Kind, Type. Kind and Type are
 * offered in the table's filter panel (spec 001 §2 "Table"): outside the docs index, where the
 * table also shows, no other filter narrows it.
 */
export const DOCUMENTS_TABLE_COLUMNS: TableColumn<Entity>[] = [
  { id: 'title', title: 'Title', field: entity => entity.metadata.title ?? '', hidden: true },
  {
    id: 'document',
    title: 'Document',
    field: documentTitle,
    sortable: true,
    render: entity => (
      <Link href={docsRoutePath(getCompoundEntityRef(entity))}>{documentTitle(entity)}</Link>
    ),
  },
  {
    id: 'owner',
    title: 'Owner',
    field: entity => ownerRefs(entity).join(', '),
    sortable: true,
    render: entity =>
      ownerRefs(entity).map((ref, index) => (
        <Fragment key={ref}>
          {index > 0 && ', '}
          <EntityRefLink entityRef={ref} defaultKind="group" />
        </Fragment>
      )),
  },
  { id: 'kind', title: 'Kind', field: 'kind', sortable: true, filter: 'multiselect' },
  { id: 'type', title: 'Type', field: specType, sortable: true, filter: 'multiselect' },
];
