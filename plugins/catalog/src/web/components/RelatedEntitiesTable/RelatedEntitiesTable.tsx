import { stringifyEntityRef, type Entity } from '@atrium/model';
import { ErrorPanel, Table, useApiClient, type TableColumn } from '@atrium/web-core';
import { useQuery } from '@tanstack/react-query';
import { entitiesByRefsQueryOptions } from '../../queries';
import { EntityRefLink } from '../EntityRefLink/EntityRefLink';

export interface RelatedEntitiesTableProps {
  title: string;
  /** Full refs, as relation targets are; fetched in one POST /entities/by-refs. */
  entityRefs: string[];
  emptyContent: string;
}

function specText(entity: Entity, key: string): string {
  const value = entity.spec?.[key];
  return typeof value === 'string' ? value : '';
}

const columns: TableColumn<Entity>[] = [
  {
    id: 'name',
    title: 'Name',
    field: entity => entity.metadata.title ?? entity.metadata.name,
    render: entity => (
      <EntityRefLink entityRef={stringifyEntityRef(entity)} defaultKind={entity.kind} />
    ),
  },
  { id: 'type', title: 'Type', field: entity => specText(entity, 'type') },
  { id: 'lifecycle', title: 'Lifecycle', field: entity => specText(entity, 'lifecycle') },
  {
    id: 'owner',
    title: 'Owner',
    field: entity => specText(entity, 'owner'),
    render: entity => {
      const owner = specText(entity, 'owner');
      return owner ? <EntityRefLink entityRef={owner} defaultKind="group" /> : '';
    },
  },
  { id: 'description', title: 'Description', field: entity => entity.metadata.description ?? '' },
];

/** The entities a relation points at, e.g. the APIs a component provides; missing ones are left out. */
export function RelatedEntitiesTable({
  title,
  entityRefs,
  emptyContent,
}: RelatedEntitiesTableProps) {
  const api = useApiClient();
  const related = useQuery({
    ...entitiesByRefsQueryOptions(api, entityRefs),
    enabled: entityRefs.length > 0,
  });

  if (related.isError)
    return <ErrorPanel error={related.error} title={`Could not load ${title.toLowerCase()}`} />;
  const entities = (related.data ?? []).filter((entity): entity is Entity => entity !== null);
  return (
    <Table
      title={title}
      columns={columns}
      data={entities}
      isLoading={entityRefs.length > 0 && related.isPending}
      emptyContent={emptyContent}
      options={{ search: false, paging: false }}
      getRowId={entity => stringifyEntityRef(entity)}
    />
  );
}
