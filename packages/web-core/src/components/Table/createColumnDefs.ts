import {
  columnFilteringFeature,
  constructFilterFn,
  createFilteredRowModel,
  createPaginatedRowModel,
  createSortedRowModel,
  globalFilteringFeature,
  rowPaginationFeature,
  rowSortingFeature,
  sortFn_alphanumeric,
  tableFeatures,
  type ColumnDef,
  type RowData,
} from '@tanstack/react-table';
import type { TableColumn } from './types';

// Module scope: TanStack Table rebuilds its row models when `features` changes identity.
export const features = tableFeatures({
  rowSortingFeature,
  columnFilteringFeature,
  globalFilteringFeature,
  rowPaginationFeature,
  sortedRowModel: createSortedRowModel(),
  filteredRowModel: createFilteredRowModel(),
  paginatedRowModel: createPaginatedRowModel(),
  sortFns: { alphanumeric: sortFn_alphanumeric },
});

export type TableFeatureSet = typeof features;

/** The text a value shows, searches and filters as. */
export function cellText(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

export function readField<T>(column: TableColumn<T>, row: T): unknown {
  const { field } = column;
  if (field === undefined) return undefined;
  return typeof field === 'function' ? field(row) : row[field];
}

/** Distinct values of a column, sorted, as the options of its filter. */
export function filterOptions<T>(column: TableColumn<T>, data: T[]): string[] {
  const values = new Set<string>();
  for (const row of data) {
    const value = readField(column, row);
    for (const item of Array.isArray(value) ? value : [value]) {
      const text = cellText(item);
      if (text !== '') values.add(text);
    }
  }
  return [...values].sort((a, b) => a.localeCompare(b));
}

// A filter value is one option ('select') or a list of options ('multiselect'); a row matches
// when its value, or any item of an array value, equals one of them.
const matchesOptions = constructFilterFn({
  filter: (dataValue: unknown, filterValue: string | string[]) => {
    const wanted = Array.isArray(filterValue) ? filterValue : [filterValue];
    const values = Array.isArray(dataValue) ? dataValue : [dataValue];
    return values.some(value => wanted.includes(cellText(value)));
  },
  autoRemove: (filterValue: unknown) =>
    filterValue === undefined ||
    filterValue === '' ||
    (Array.isArray(filterValue) && filterValue.length === 0),
});

export const containsText = constructFilterFn({
  filter: (dataValue: unknown, filterValue: unknown) =>
    cellText(dataValue).toLowerCase().includes(cellText(filterValue).toLowerCase()),
  autoRemove: (filterValue: unknown) => cellText(filterValue).trim() === '',
});

export function createColumnDefs<T extends RowData>(
  columns: TableColumn<T>[],
): ColumnDef<TableFeatureSet, T, unknown>[] {
  return columns
    .filter(column => !column.hidden)
    .map(column => {
      const hasValue = column.field !== undefined;
      const base = {
        id: column.id,
        header: column.title,
        enableSorting: hasValue && column.sortable === true,
        sortFn: 'alphanumeric' as const,
        enableColumnFilter: hasValue && column.filter !== undefined,
        filterFn: matchesOptions,
        enableGlobalFilter: hasValue,
      };
      return hasValue
        ? { ...base, accessorFn: (row: T) => readField(column, row) }
        : { ...base, cell: () => null };
    });
}
