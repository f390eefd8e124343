import {
  clamp,
  GRID_COLUMNS,
  MAX_WIDGET_ROWS,
  settle,
  type GridLayout,
  type WidgetPlacement,
  type WidgetSize,
} from './gridLayout';

/** What the grid needs to know of a widget kind to check a stored layout against it. */
export interface WidgetBounds {
  id: string;
  defaultSize: WidgetSize;
  minSize: WidgetSize;
}

/**
 * Makes a stored layout valid for the widgets this version knows: a layout saved by another
 * version, or edited by hand, may name widgets that no longer exist, repeat one, or carry sizes
 * and places outside the grid. Unknown and repeated widgets are dropped, numbers rounded and
 * clamped, overlaps resolved. Anything that is not a list of widgets at all answers undefined.
 */
export function repairLayout(
  stored: unknown,
  widgets: readonly WidgetBounds[],
): GridLayout | undefined {
  const items = isRecord(stored) ? stored.widgets : undefined;
  if (!Array.isArray(items)) return undefined;
  const known = new Map(widgets.map(widget => [widget.id, widget]));
  const repaired: WidgetPlacement[] = [];
  for (const item of items) {
    if (!isRecord(item) || typeof item.id !== 'string') continue;
    const bounds = known.get(item.id);
    if (!bounds || repaired.some(other => other.id === item.id)) continue;
    const w = clamp(whole(item.w, bounds.defaultSize.w), bounds.minSize.w, GRID_COLUMNS);
    const h = clamp(whole(item.h, bounds.defaultSize.h), bounds.minSize.h, MAX_WIDGET_ROWS);
    const x = clamp(whole(item.x, 0), 0, GRID_COLUMNS - w);
    const y = Math.max(0, whole(item.y, 0));
    repaired.push({ id: item.id, x, y, w, h });
  }
  return settle(repaired);
}

/** The value stored in the user's settings: an object, so later versions can add fields. */
export function storedLayoutValue(layout: GridLayout): { widgets: GridLayout } {
  return { widgets: layout };
}

function whole(value: unknown, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) ? Math.round(value) : fallback;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}
