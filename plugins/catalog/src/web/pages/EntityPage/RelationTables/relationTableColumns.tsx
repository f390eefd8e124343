import Typography from '@mui/material/Typography';
import type { Entity } from '@atrium/model';
import type { TableColumn } from '@atrium/web-core';
import { EntityRefLink } from '../../../components/EntityRefLink/EntityRefLink';
import { humanizeEntityRef, tryParseEntityRef } from '../../../entityRoute';

/** A relation target and, once fetched, the entity it names; undefined when the catalog lacks it. */
export interface RelatedEntityRow {
  ref: string;
  entity?: Entity;
}

export const UNRESOLVED_DESCRIPTION = 'Not found in the catalog';

function specText(entity: Entity | undefined, key: string): string {
  const value = entity?.spec?.[key];
  return typeof value === 'string' ? value : '';
}

function refText(ref: string, targetKind: string): string {
  const parsed = tryParseEntityRef(ref, targetKind);
  return parsed ? humanizeEntityRef(parsed, { defaultKind: targetKind }) : ref;
}

/**
 * Name, owner, type, lifecycle and description. A target the catalog does not know keeps its row,
 * named by its ref as plain text: a link would lead to a page saying there is no such entity.
 */
export function relationTableColumns(targetKind: string): TableColumn<RelatedEntityRow>[] {
  return [
    {
      id: 'name',
      title: 'Name',
      sortable: true,
      field: ({ ref, entity }) =>
        entity ? (entity.metadata.title ?? entity.metadata.name) : refText(ref, targetKind),
      render: ({ ref, entity }) =>
        entity ? (
          <EntityRefLink entityRef={ref} defaultKind={targetKind} />
        ) : (
          <Typography component="span" variant="body2" color="text.secondary">
            {refText(ref, targetKind)}
          </Typography>
        ),
    },
    {
      id: 'owner',
      title: 'Owner',
      sortable: true,
      field: ({ entity }) => specText(entity, 'owner'),
      render: ({ entity }) => {
        const owner = specText(entity, 'owner');
        return owner ? <EntityRefLink entityRef={owner} defaultKind="group" /> : '';
      },
    },
    { id: 'type', title: 'Type', sortable: true, field: ({ entity }) => specText(entity, 'type') },
    {
      id: 'lifecycle',
      title: 'Lifecycle',
      sortable: true,
      field: ({ entity }) => specText(entity, 'lifecycle'),
    },
    {
      id: 'description',
      title: 'Description',
      field: ({ entity }) =>
        entity ? (entity.metadata.description ?? '') : UNRESOLVED_DESCRIPTION,
    },
  ];
}
