import type { Entity } from '@atrium/model';
import { Link, TagList, type TableColumn } from '@atrium/web-core';
import { EntityRefLink } from '../../components/EntityRefLink/EntityRefLink';
import { entityRoutePath } from '../../entityRoute';
import { EntityActions } from './EntityActions';

function specString(entity: Entity, field: string): string | undefined {
  const value = entity.spec?.[field];
  return typeof value === 'string' ? value : undefined;
}

const nameColumn: TableColumn<Entity> = {
  id: 'name',
  title: 'Name',
  field: entity => entity.metadata.title ?? entity.metadata.name,
  render: entity => (
    <Link
      href={entityRoutePath({
        kind: entity.kind,
        namespace: entity.metadata.namespace,
        name: entity.metadata.name,
      })}
    >
      {entity.metadata.title ?? entity.metadata.name}
    </Link>
  ),
};

const systemColumn: TableColumn<Entity> = {
  id: 'system',
  title: 'System',
  field: entity => specString(entity, 'system'),
  render: entity => {
    const system = specString(entity, 'system');
    return system ? <EntityRefLink entityRef={system} defaultKind="system" /> : null;
  },
};

const ownerColumn: TableColumn<Entity> = {
  id: 'owner',
  title: 'Owner',
  field: entity => specString(entity, 'owner'),
  render: entity => {
    const owner = specString(entity, 'owner');
    return owner ? <EntityRefLink entityRef={owner} defaultKind="group" /> : null;
  },
};

const typeColumn: TableColumn<Entity> = {
  id: 'type',
  title: 'Type',
  field: entity => specString(entity, 'type'),
};

const lifecycleColumn: TableColumn<Entity> = {
  id: 'lifecycle',
  title: 'Lifecycle',
  field: entity => specString(entity, 'lifecycle'),
};

const descriptionColumn: TableColumn<Entity> = {
  id: 'description',
  title: 'Description',
  field: entity => entity.metadata.description,
};

const tagsColumn: TableColumn<Entity> = {
  id: 'tags',
  title: 'Tags',
  field: entity => (entity.metadata.tags ?? []).join(', '),
  render: entity => <TagList tags={entity.metadata.tags ?? []} />,
};

const targetColumn: TableColumn<Entity> = {
  id: 'target',
  title: 'Target',
  field: entity => specString(entity, 'target'),
};

const actionsColumn: TableColumn<Entity> = {
  id: 'actions',
  title: 'Actions',
  render: entity => <EntityActions entity={entity} />,
};

const COMPONENT_COLUMNS = [
  nameColumn,
  systemColumn,
  ownerColumn,
  typeColumn,
  lifecycleColumn,
  descriptionColumn,
  tagsColumn,
  actionsColumn,
];

/** Spec 001 §2 "Columns depend on the kind"; kinds not named there get the component columns. */
const COLUMNS_BY_KIND: Record<string, TableColumn<Entity>[]> = {
  component: COMPONENT_COLUMNS,
  api: COMPONENT_COLUMNS,
  resource: COMPONENT_COLUMNS,
  system: [nameColumn, ownerColumn, descriptionColumn, tagsColumn, actionsColumn],
  domain: [nameColumn, ownerColumn, descriptionColumn, tagsColumn, actionsColumn],
  user: [nameColumn, descriptionColumn, actionsColumn],
  group: [nameColumn, typeColumn, descriptionColumn, actionsColumn],
  location: [nameColumn, typeColumn, targetColumn, actionsColumn],
};

/** The columns of the catalog index table for a kind, given lower-case as in the URL. */
export function entityColumnsForKind(kind: string): TableColumn<Entity>[] {
  return COLUMNS_BY_KIND[kind] ?? COMPONENT_COLUMNS;
}
