import Box from '@mui/material/Box';
import { useQuery } from '@tanstack/react-query';
import { ErrorPanel, Table, useApiClient, useEntity } from '@atrium/web-core';
import { useMemo } from 'react';
import { entitiesByRefsQueryOptions } from '../../../queries';
import { relatedEntityRefs } from './relatedEntityRefs';
import { relationTableColumns, type RelatedEntityRow } from './relationTableColumns';
import type { RelationTableDefinition } from './relationTableDefinitions';

export type RelationTableProps = Pick<
  RelationTableDefinition,
  'title' | 'relation' | 'targetKind' | 'onlyTargetKind' | 'emptyContent'
>;

/** Longer lists page rather than push the other overview cards out of sight. */
const PAGE_SIZE = 10;

/**
 * The entities the page's entity is related to by one relation, fetched in one
 * `POST /entities/by-refs`; a target the catalog does not know stays as an unresolved row.
 */
export function RelationTable(props: RelationTableProps) {
  const { title, targetKind, emptyContent } = props;
  const entity = useEntity();
  const api = useApiClient();
  const refs = relatedEntityRefs(entity, props);
  const related = useQuery({
    ...entitiesByRefsQueryOptions(api, refs),
    enabled: refs.length > 0,
  });
  const columns = useMemo(() => relationTableColumns(targetKind), [targetKind]);
  // The answer keeps the order of the request, with null where an entity is missing.
  const rows: RelatedEntityRow[] = related.data
    ? refs.map((ref, index) => ({ ref, entity: related.data[index] ?? undefined }))
    : [];

  return (
    // Five columns need the overview's full width.
    <Box sx={{ gridColumn: '1 / -1' }}>
      {related.isError ? (
        <ErrorPanel error={related.error} title={`Could not load ${title.toLowerCase()}`} />
      ) : (
        <Table
          title={title}
          columns={columns}
          data={rows}
          isLoading={refs.length > 0 && related.isPending}
          emptyContent={emptyContent}
          options={{
            search: false,
            paging: rows.length > PAGE_SIZE,
            pageSize: PAGE_SIZE,
            initialSort: { columnId: 'name', direction: 'asc' },
          }}
          getRowId={row => row.ref}
        />
      )}
    </Box>
  );
}
