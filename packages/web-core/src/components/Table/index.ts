export { Table, DEFAULT_EMPTY_CONTENT, DEFAULT_PAGE_SIZE_OPTIONS } from './Table';
export { FILTER_PANEL_WIDTH } from './TableFilterPanel';
export type {
  TableAction,
  TableColumn,
  TableCursorPagination,
  TableFilterKind,
  TableOptions,
  TablePageSize,
  TableProps,
} from './types';
