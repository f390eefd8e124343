import { sortByOrder, type ShownNavItem } from '@atrium/web-core';

export interface SidebarSections {
  /** The list at the top. */
  main: ShownNavItem[];
  /** At the foot, above Settings. */
  bottom: ShownNavItem[];
}

/** The plugins' items by section, each by ascending `order`, then in the order given. */
export function arrangeSidebarItems(items: readonly ShownNavItem[]): SidebarSections {
  const sorted = sortByOrder(items);
  return {
    main: sorted.filter(item => item.section !== 'bottom'),
    bottom: sorted.filter(item => item.section === 'bottom'),
  };
}
