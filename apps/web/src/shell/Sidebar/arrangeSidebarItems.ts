import { sortByOrder, type NavItem } from '@atrium/web-core';

export interface SidebarSections {
  /** The list at the top. */
  main: NavItem[];
  /** At the foot, above Settings. */
  bottom: NavItem[];
}

/** The plugins' items by section, each by ascending `order`, then in the order given. */
export function arrangeSidebarItems(items: readonly NavItem[]): SidebarSections {
  const sorted = sortByOrder(items);
  return {
    main: sorted.filter(item => item.section !== 'bottom'),
    bottom: sorted.filter(item => item.section === 'bottom'),
  };
}
