import { flowLayout, settle, type GridLayout } from './gridLayout';
import type { WidgetBounds } from './repairLayout';

/** The layout of someone who never saved one, and what 'Restore default' brings back. */
export function defaultLayout(
  widgets: ReadonlyArray<WidgetBounds & { inDefaultLayout: boolean }>,
): GridLayout {
  return settle(
    flowLayout(
      widgets
        .filter(widget => widget.inDefaultLayout)
        .map(widget => ({ id: widget.id, ...widget.defaultSize })),
    ),
  );
}
