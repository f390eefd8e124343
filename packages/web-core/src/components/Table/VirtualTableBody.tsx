import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { observeElementRect, useVirtualizer } from '@tanstack/react-virtual';
import { TableRowView } from './TableRowView';
import type { TableAction, TableColumn } from './types';

export interface VirtualTableBodyProps<T> {
  rows: { id: string; original: T }[];
  columns: TableColumn<T>[];
  actions?: TableAction<T>[];
  onRowClick?(row: T): void;
  scrollElement: HTMLElement | null;
  estimatedRowHeight: number;
  /** Assumed while the scroll element has no height yet (before layout, or in jsdom). */
  fallbackHeight: number;
  overscan: number;
  columnCount: number;
}

/**
 * Renders only the rows in view. Spacer rows above and below keep the scroll height right while
 * the body stays a real table body, so rows keep their table semantics.
 */
export function VirtualTableBody<T>({
  rows,
  columns,
  actions,
  onRowClick,
  scrollElement,
  estimatedRowHeight,
  fallbackHeight,
  overscan,
  columnCount,
}: VirtualTableBodyProps<T>) {
  // The compiler skips memoising this component, which is what the virtualizer needs: it must
  // re-read its positions on every render.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollElement,
    estimateSize: () => estimatedRowHeight,
    getItemKey: index => rows[index]?.id ?? index,
    overscan,
    // An element without layout (hidden, or in jsdom) measures 0, which would put every row in
    // view; keep the estimate for it instead.
    measureElement: element => element.getBoundingClientRect().height || estimatedRowHeight,
    observeElementRect: (instance, onRect) =>
      observeElementRect(instance, rect =>
        onRect(rect.height > 0 ? rect : { width: rect.width, height: fallbackHeight }),
      ),
  });
  const items = virtualizer.getVirtualItems();
  const top = items[0]?.start ?? 0;
  const bottom = virtualizer.getTotalSize() - (items[items.length - 1]?.end ?? 0);

  return (
    <TableBody>
      {top > 0 && <SpacerRow height={top} columnCount={columnCount} />}
      {items.map(item => {
        const row = rows[item.index];
        if (!row) return null;
        return (
          <TableRowView
            key={row.id}
            index={item.index}
            measureRef={virtualizer.measureElement}
            row={row.original}
            columns={columns}
            actions={actions}
            onRowClick={onRowClick}
          />
        );
      })}
      {bottom > 0 && <SpacerRow height={bottom} columnCount={columnCount} />}
    </TableBody>
  );
}

function SpacerRow({ height, columnCount }: { height: number; columnCount: number }) {
  return (
    <TableRow aria-hidden="true">
      <TableCell colSpan={columnCount} style={{ height, padding: 0, border: 0 }} />
    </TableRow>
  );
}
