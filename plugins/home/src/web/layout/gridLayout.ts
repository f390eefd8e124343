/** The home grid is 12 columns wide; rows grow with their content. */
export const GRID_COLUMNS = 12;
/** A widget is at most this many rows tall, so one widget cannot push the rest off the page. */
export const MAX_WIDGET_ROWS = 8;

export interface WidgetSize {
  w: number;
  h: number;
}

/** Where one widget sits: columns `x … x + w - 1`, rows `y … y + h - 1`, counted from 0. */
export interface WidgetPlacement extends WidgetSize {
  id: string;
  x: number;
  y: number;
}

export type GridLayout = readonly WidgetPlacement[];

export type MoveDirection = 'left' | 'right' | 'up' | 'down';
export type ResizeChange = 'wider' | 'narrower' | 'taller' | 'shorter';

/** Lays widgets out in reading order, left to right, starting a new row when one is full. */
export function flowLayout(widgets: ReadonlyArray<{ id: string } & WidgetSize>): GridLayout {
  let x = 0;
  let y = 0;
  let rowHeight = 0;
  return widgets.map(({ id, w, h }) => {
    if (x + w > GRID_COLUMNS) {
      x = 0;
      y += rowHeight;
      rowHeight = 0;
    }
    const placement = { id, x, y, w, h };
    x += w;
    rowHeight = Math.max(rowHeight, h);
    return placement;
  });
}

/**
 * Moves a widget one column sideways, or above the widget over it / below the widget under it.
 * Vertical moves swap places rather than step a row: the grid has no empty rows to step into.
 */
export function moveWidget(layout: GridLayout, id: string, direction: MoveDirection): GridLayout {
  const widget = layout.find(item => item.id === id);
  if (!widget) return layout;
  let target: WidgetPlacement;
  if (direction === 'left') target = { ...widget, x: Math.max(0, widget.x - 1) };
  else if (direction === 'right')
    target = { ...widget, x: Math.min(GRID_COLUMNS - widget.w, widget.x + 1) };
  else if (direction === 'up') target = { ...widget, y: Math.max(0, widget.y - 1) };
  else {
    const below = layout
      .filter(item => item.id !== id && sharesColumns(item, widget) && item.y >= bottom(widget))
      .sort((a, b) => a.y - b.y)[0];
    if (!below) return layout;
    target = { ...widget, y: bottom(below) };
  }
  return settle(replace(layout, target), id);
}

/** Grows or shrinks a widget by one column or row, within its minimum size and the grid. */
export function resizeWidget(
  layout: GridLayout,
  id: string,
  change: ResizeChange,
  minSize: WidgetSize,
): GridLayout {
  const widget = layout.find(item => item.id === id);
  if (!widget) return layout;
  const w = clamp(
    widget.w + (change === 'wider' ? 1 : change === 'narrower' ? -1 : 0),
    minSize.w,
    GRID_COLUMNS,
  );
  const h = clamp(
    widget.h + (change === 'taller' ? 1 : change === 'shorter' ? -1 : 0),
    minSize.h,
    MAX_WIDGET_ROWS,
  );
  // A widget at the right edge grows leftwards.
  const x = Math.min(widget.x, GRID_COLUMNS - w);
  return settle(replace(layout, { ...widget, x, w, h }), id);
}

export function removeWidget(layout: GridLayout, id: string): GridLayout {
  return settle(layout.filter(item => item.id !== id));
}

/** Puts a widget below all the others, at the left; it then rises as far as it can. */
export function addWidget(layout: GridLayout, id: string, size: WidgetSize): GridLayout {
  if (layout.some(item => item.id === id)) return layout;
  const y = Math.max(0, ...layout.map(bottom));
  return settle([...layout, { id, x: 0, y, w: size.w, h: size.h }]);
}

/** Widgets in reading order: by row, then column. The page lists them so for screen readers. */
export function inReadingOrder(layout: GridLayout): WidgetPlacement[] {
  return [...layout].sort((a, b) => a.y - b.y || a.x - b.x);
}

export function sameLayout(a: GridLayout, b: GridLayout): boolean {
  if (a.length !== b.length) return false;
  return a.every((item, index) => {
    const other = b[index]!;
    return (
      item.id === other.id &&
      item.x === other.x &&
      item.y === other.y &&
      item.w === other.w &&
      item.h === other.h
    );
  });
}

/**
 * Removes overlaps and empty space: the widget just changed keeps its place, any other it
 * overlaps goes below it, and then every widget rises as far as the ones above it allow.
 */
export function settle(layout: GridLayout, changedId?: string): GridLayout {
  const changed = layout.find(item => item.id === changedId);
  const placed: WidgetPlacement[] = changed ? [changed] : [];
  for (const item of inReadingOrder(layout)) {
    if (item === changed) continue;
    let next = item;
    for (let blocker = overlapping(next, placed); blocker; blocker = overlapping(next, placed)) {
      next = { ...next, y: bottom(blocker) };
    }
    placed.push(next);
  }
  const risen: WidgetPlacement[] = [];
  for (const item of inReadingOrder(placed)) {
    let next = item;
    while (next.y > 0 && !overlapping({ ...next, y: next.y - 1 }, risen)) {
      next = { ...next, y: next.y - 1 };
    }
    risen.push(next);
  }
  // Keep the order the layout was given in, so saving an unchanged layout is a no-op.
  return layout
    .map(item => risen.find(other => other.id === item.id))
    .filter(item => item !== undefined);
}

export function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

function replace(layout: GridLayout, widget: WidgetPlacement): GridLayout {
  return layout.map(item => (item.id === widget.id ? widget : item));
}

function bottom(item: WidgetPlacement): number {
  return item.y + item.h;
}

function sharesColumns(a: WidgetPlacement, b: WidgetPlacement): boolean {
  return a.x < b.x + b.w && b.x < a.x + a.w;
}

function overlapping(
  item: WidgetPlacement,
  others: readonly WidgetPlacement[],
): WidgetPlacement | undefined {
  return others.find(
    other =>
      other.id !== item.id &&
      sharesColumns(item, other) &&
      item.y < bottom(other) &&
      other.y < bottom(item),
  );
}
