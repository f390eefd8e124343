import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import type { CSSProperties, KeyboardEvent } from 'react';
import { cellText, readField } from './createColumnDefs';
import type { TableAction, TableColumn } from './types';

/** Class of the actions cell; the look of body rows and cells comes from `tableBodyStyles`. */
export const ACTIONS_CELL_CLASS = 'atrium-table-actions';

export interface TableRowViewProps<T> {
  row: T;
  columns: TableColumn<T>[];
  actions?: TableAction<T>[];
  onRowClick?(row: T): void;
  style?: CSSProperties;
  /** Lets the virtualizer measure the real row height. */
  measureRef?: (element: HTMLTableRowElement | null) => void;
  index?: number;
}

/**
 * One body row as plain `tr`/`td` elements: a page shows rows by the dozen, and a styled
 * component per cell costs more to render than the cell's content. The table styles them all.
 */
export function TableRowView<T>({
  row,
  columns,
  actions,
  onRowClick,
  style,
  measureRef,
  index,
}: TableRowViewProps<T>) {
  const clickable = onRowClick !== undefined;
  const onKeyDown = (event: KeyboardEvent) => {
    if (clickable && event.target === event.currentTarget && event.key === 'Enter') {
      onRowClick(row);
    }
  };
  return (
    <tr
      ref={measureRef}
      data-index={index}
      data-clickable={clickable || undefined}
      style={style}
      tabIndex={clickable ? 0 : undefined}
      onClick={clickable ? () => onRowClick(row) : undefined}
      onKeyDown={clickable ? onKeyDown : undefined}
    >
      {columns.map(column => (
        <td key={column.id} style={{ width: column.width }}>
          {column.render ? column.render(row) : cellText(readField(column, row))}
        </td>
      ))}
      {actions && actions.length > 0 && (
        <td className={ACTIONS_CELL_CLASS}>
          {actions.map(action => (
            <RowAction key={action.label} action={action} row={row} />
          ))}
        </td>
      )}
    </tr>
  );
}

function RowAction<T>({ action, row }: { action: TableAction<T>; row: T }) {
  const disabled =
    typeof action.disabled === 'function' ? action.disabled(row) : action.disabled === true;
  // The row may be clickable too; an action must not also open the row.
  const onClick = (event: { stopPropagation(): void }) => {
    event.stopPropagation();
    action.onClick(row);
  };
  return action.icon ? (
    <IconButton
      aria-label={action.label}
      title={action.label}
      disabled={disabled}
      onClick={onClick}
    >
      {action.icon}
    </IconButton>
  ) : (
    <Button size="small" disabled={disabled} onClick={onClick}>
      {action.label}
    </Button>
  );
}
