import type { ReactNode } from 'react';

/** Page sizes users may pick (spec 000 §9). */
export type TablePageSize = 5 | 10 | 20 | 50 | 100;

export type TableFilterKind = 'select' | 'multiselect';

export interface TableColumn<T> {
  /** Unique within the table; also the key of the column's sort and filter state. */
  id: string;
  title: string;
  /** The value used to sort, search and filter; rendered as text unless `render` is given. */
  field?: (keyof T & string) | ((row: T) => unknown);
  render?(row: T): ReactNode;
  /** Needs `field`: a column without a value has nothing to sort by. */
  sortable?: boolean;
  /** Needs `field`; the options are the distinct values of the column in `data`. */
  filter?: TableFilterKind;
  /** Hidden columns are not rendered, searched or filtered. */
  hidden?: boolean;
  width?: number | string;
}

export interface TableOptions {
  /** Defaults to true; ignored when `virtualize` is on. */
  paging?: boolean;
  /** Defaults to the first of `pageSizeOptions`. */
  pageSize?: TablePageSize;
  pageSizeOptions?: number[];
  /** The order rows show in until the user sorts by a column; ignored with server paging. */
  initialSort?: { columnId: string; direction: 'asc' | 'desc' };
  /** Shows the 'Search' field; defaults to true. */
  search?: boolean;
  /** Shows the 'Filters' button when some column has a `filter`; defaults to true. */
  filters?: boolean;
  /** Renders only the rows in view, for long lists; turns paging off. */
  virtualize?: boolean;
  /** Height of the scrolling body when virtualized; defaults to 600 px. */
  maxBodyHeight?: number;
  /** Row height the virtualizer assumes before measuring; defaults to 53 px (an MUI row). */
  estimatedRowHeight?: number;
  /** Rows rendered beyond the visible ones when virtualized; defaults to 10. */
  overscan?: number;
}

export interface TableAction<T> {
  label: string;
  icon?: ReactNode;
  onClick(row: T): void;
  disabled?: boolean | ((row: T) => boolean);
}

/** Server-side paging: `data` is the current page and the caller fetches the next one. */
export interface TableCursorPagination {
  mode: 'cursor';
  onNext?(): void;
  onPrevious?(): void;
  totalItems?: number;
  pageSize: number;
  onPageSizeChange?(size: number): void;
}

export interface TableProps<T> {
  columns: TableColumn<T>[];
  data: T[];
  title?: ReactNode;
  subtitle?: ReactNode;
  options?: TableOptions;
  /** Shown in a cell when there are no rows; defaults to 'No records to display' (spec 001 §8). */
  emptyContent?: ReactNode;
  isLoading?: boolean;
  actions?: TableAction<T>[];
  onRowClick?(row: T): void;
  pagination?: TableCursorPagination;
  /** Stable row ids keep row state across sorting and data refreshes; defaults to the index. */
  getRowId?(row: T, index: number): string;
}
