import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { getCompoundEntityRef, stringifyEntityRef, type Entity } from '@atrium/model';
import { DEFAULT_PAGE_SIZE_OPTIONS, Table, type TableAction } from '@atrium/web-core';
import { useMemo, type ReactNode } from 'react';
import { DOCUMENTS_TABLE_COLUMNS } from './documentsTableColumns';
import { useCopyDocsUrl } from './useCopyDocsUrl';

/** Spec 001 §9: docs table page size; the table pages only when it has more rows than this. */
export const DOCUMENTS_PAGE_SIZE = 20;

export const NO_DOCUMENTS = 'No documents to show';

export interface DocumentsTableProps {
  /** Entities with docs; sorted, searched and paged here. */
  entities: Entity[];
  title?: ReactNode;
  /** Shows a progress bar over the rows, as while a new filter's rows load. */
  isLoading?: boolean;
}

function entityRowId(entity: Entity): string {
  return entity.metadata.uid ?? stringifyEntityRef(getCompoundEntityRef(entity));
}

/** Spec 001 §2: the documents of some entities, each linking to its docs. */
export function DocumentsTable({ entities, title = 'Documents', isLoading }: DocumentsTableProps) {
  const copyDocsUrl = useCopyDocsUrl();
  const actions = useMemo<TableAction<Entity>[]>(
    () => [
      {
        label: 'Copy docs URL',
        icon: <ContentCopyIcon fontSize="small" />,
        onClick: entity => void copyDocsUrl(entity),
      },
    ],
    [copyDocsUrl],
  );
  const paging = entities.length > DOCUMENTS_PAGE_SIZE;

  return (
    <Table
      title={title}
      columns={DOCUMENTS_TABLE_COLUMNS}
      data={entities}
      getRowId={entityRowId}
      isLoading={isLoading}
      actions={actions}
      emptyContent={NO_DOCUMENTS}
      options={{
        paging,
        pageSize: DOCUMENTS_PAGE_SIZE,
        pageSizeOptions: DEFAULT_PAGE_SIZE_OPTIONS,
        initialSort: { columnId: 'document', direction: 'asc' },
      }}
    />
  );
}
