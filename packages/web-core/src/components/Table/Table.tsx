import LinearProgress from '@mui/material/LinearProgress';
import MuiTable from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Paper from '@mui/material/Paper';
import { styled } from '@mui/material/styles';
import { useTable, type RowData } from '@tanstack/react-table';
import { useId, useMemo, useState } from 'react';
import { PaginationBar } from './PaginationBar';
import { containsText, createColumnDefs, features, filterOptions } from './createColumnDefs';
import { TableFilterPanel, type TableFilterControl } from './TableFilterPanel';
import { tableBodyStyles } from './tableBodyStyles';
import { TableRowView } from './TableRowView';
import { TableToolbar } from './TableToolbar';
import type { TableProps } from './types';
import { VirtualTableBody } from './VirtualTableBody';

/** Spec 000 §9. */
export const DEFAULT_PAGE_SIZE_OPTIONS = [5, 10, 20, 50, 100];
/** Spec 001 §8. */
export const DEFAULT_EMPTY_CONTENT = 'No records to display';

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

const StyledTable = styled(MuiTable)(({ theme }) => tableBodyStyles(theme));

/**
 * The table every Atrium page uses. With `data` alone it sorts, searches, filters and pages on the
 * client; with `pagination` the caller pages on the server and `data` is the current page.
 */
export function Table<T extends RowData>({
  columns,
  data,
  title,
  subtitle,
  options = {},
  emptyContent = DEFAULT_EMPTY_CONTENT,
  isLoading = false,
  actions,
  onRowClick,
  pagination,
  getRowId,
}: TableProps<T>) {
  const titleId = useId();
  const filterPanelId = useId();
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [scrollElement, setScrollElement] = useState<HTMLDivElement | null>(null);

  const serverSide = pagination !== undefined;
  const virtualize = options.virtualize === true;
  const paging = !serverSide && !virtualize && options.paging !== false;
  const pageSizeOptions = options.pageSizeOptions ?? DEFAULT_PAGE_SIZE_OPTIONS;
  const visibleColumns = useMemo(() => columns.filter(column => !column.hidden), [columns]);
  const columnDefs = useMemo(() => createColumnDefs(columns), [columns]);

  // The server owns order and paging of its rows; sorting or searching one page would mislead.
  const table = useTable({
    features,
    columns: columnDefs,
    data,
    getRowId,
    sortDescFirst: false,
    enableSorting: !serverSide,
    globalFilterFn: containsText,
    manualSorting: serverSide,
    manualFiltering: serverSide,
    manualPagination: !paging,
    initialState: {
      pagination: { pageIndex: 0, pageSize: options.pageSize ?? pageSizeOptions[0] ?? 5 },
      sorting:
        options.initialSort && !serverSide
          ? [{ id: options.initialSort.columnId, desc: options.initialSort.direction === 'desc' }]
          : [],
    },
  });

  const rows = table.getRowModel().rows;
  const { pagination: pageState, globalFilter, columnFilters } = table.state;
  const columnCount = visibleColumns.length + (actions && actions.length > 0 ? 1 : 0);

  const filterControls = useMemo<TableFilterControl[]>(
    () =>
      visibleColumns.flatMap(column =>
        column.filter && column.field !== undefined
          ? [
              {
                columnId: column.id,
                title: column.title,
                kind: column.filter,
                options: filterOptions(column, data),
                value: columnFilters.find(filter => filter.id === column.id)?.value as
                  string | string[] | undefined,
              },
            ]
          : [],
      ),
    [visibleColumns, data, columnFilters],
  );
  const showSearch = !serverSide && options.search !== false;
  const showFilters = !serverSide && options.filters !== false && filterControls.length > 0;

  return (
    <Paper>
      <TableToolbar
        titleId={titleId}
        title={title}
        subtitle={subtitle}
        search={
          showSearch
            ? { value: String(globalFilter ?? ''), onChange: value => table.setGlobalFilter(value) }
            : undefined
        }
        filters={
          showFilters
            ? {
                open: filtersOpen,
                panelId: filterPanelId,
                activeCount: columnFilters.length,
                onToggle: () => setFiltersOpen(open => !open),
              }
            : undefined
        }
      />
      {showFilters && filtersOpen && (
        <TableFilterPanel
          id={filterPanelId}
          controls={filterControls}
          onChange={(columnId, value) => table.getColumn(columnId)?.setFilterValue(value)}
          onClearAll={() => table.resetColumnFilters(true)}
        />
      )}
      {isLoading && <LinearProgress aria-label="Loading" />}
      <TableContainer
        ref={setScrollElement}
        sx={virtualize ? { maxHeight: options.maxBodyHeight ?? 600, overflow: 'auto' } : undefined}
      >
        <StyledTable aria-labelledby={title ? titleId : undefined} stickyHeader={virtualize}>
          <TableHead>
            <TableRow>
              {visibleColumns.map(column => {
                const tableColumn = table.getColumn(column.id);
                const sorted = tableColumn?.getIsSorted() ?? false;
                const sortable = tableColumn?.getCanSort() ?? false;
                return (
                  <TableCell
                    key={column.id}
                    style={{ width: column.width }}
                    aria-sort={sortable ? (sorted ? ARIA_SORT[sorted] : 'none') : undefined}
                  >
                    {sortable && tableColumn ? (
                      <TableSortLabel
                        active={sorted !== false}
                        direction={sorted || 'asc'}
                        onClick={() => tableColumn.toggleSorting(undefined, false)}
                      >
                        {column.title}
                      </TableSortLabel>
                    ) : (
                      column.title
                    )}
                  </TableCell>
                );
              })}
              {columnCount > visibleColumns.length && <TableCell align="right">Actions</TableCell>}
            </TableRow>
          </TableHead>
          {rows.length === 0 ? (
            <TableBody>
              <TableRow>
                <TableCell colSpan={columnCount} align="center">
                  {isLoading ? null : emptyContent}
                </TableCell>
              </TableRow>
            </TableBody>
          ) : virtualize ? (
            <VirtualTableBody
              rows={rows}
              columns={visibleColumns}
              actions={actions}
              onRowClick={onRowClick}
              scrollElement={scrollElement}
              estimatedRowHeight={options.estimatedRowHeight ?? 53}
              fallbackHeight={options.maxBodyHeight ?? 600}
              overscan={options.overscan ?? 10}
              columnCount={columnCount}
            />
          ) : (
            <TableBody>
              {rows.map(row => (
                <TableRowView
                  key={row.id}
                  row={row.original}
                  columns={visibleColumns}
                  actions={actions}
                  onRowClick={onRowClick}
                />
              ))}
            </TableBody>
          )}
        </StyledTable>
      </TableContainer>
      {paging && (
        <PaginationBar
          pageSize={pageState.pageSize}
          pageSizeOptions={pageSizeOptions}
          onPageSizeChange={size => table.setPageSize(size)}
          position={pagePosition(pageState, table.getPrePaginatedRowModel().rows.length)}
          onPrevious={table.getCanPreviousPage() ? () => table.previousPage() : undefined}
          onNext={table.getCanNextPage() ? () => table.nextPage() : undefined}
        />
      )}
      {pagination && (
        <PaginationBar
          pageSize={pagination.pageSize}
          pageSizeOptions={pageSizeOptions}
          onPageSizeChange={pagination.onPageSizeChange}
          position={
            pagination.totalItems === undefined
              ? undefined
              : `${pagination.totalItems} ${pagination.totalItems === 1 ? 'item' : 'items'}`
          }
          onPrevious={pagination.onPrevious}
          onNext={pagination.onNext}
        />
      )}
    </Paper>
  );
}

/** '1–5 of 12' (an en dash, as tables commonly write a range); '0–0 of 0' when empty. */
function pagePosition(page: { pageIndex: number; pageSize: number }, count: number): string {
  const from = count === 0 ? 0 : page.pageIndex * page.pageSize + 1;
  const to = Math.min(count, (page.pageIndex + 1) * page.pageSize);
  return `${from}–${to} of ${count}`;
}
