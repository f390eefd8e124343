import type { ReactElement } from 'react';
import type { WidgetSize } from '../layout/gridLayout';

/**
 * A kind of widget the home grid offers. The grid, its 'Add widget' menu and the default layout
 * all read this data; a new widget is one more entry of `homeWidgets`.
 */
export interface HomeWidget {
  /** Stable: saved layouts name widgets by it. */
  id: string;
  title: string;
  /** Columns (of 12) and rows it takes when added or in the default layout. */
  defaultSize: WidgetSize;
  /** The smallest it can be resized to while its content still fits. */
  minSize: WidgetSize;
  /** On the grid of someone who has not changed theirs, in registry order. */
  inDefaultLayout: boolean;
  element: ReactElement;
  /**
   * The element is a titled card of its own (the visits cards): the grid shows its edit buttons
   * above it instead of wrapping it in a second card with a second title.
   */
  ownCard?: boolean;
}
