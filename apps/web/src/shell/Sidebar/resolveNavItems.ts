import type { NavItem, NavSession, ShownNavItem } from '@atrium/web-core';

/**
 * The entries as the sidebar shows them for this person: an entry whose links follow from them
 * (`itemsFor`) is left out without links, becomes its one link, or a submenu of several (spec 001
 * §2, the group item). Signed out, such entries have no links.
 */
export function resolveNavItems(
  items: readonly NavItem[],
  session: NavSession | undefined,
): ShownNavItem[] {
  return items.flatMap((item): ShownNavItem[] => {
    if (!item.itemsFor) return [item];
    const { itemsFor, title, icon, section, order } = item;
    const links = session ? itemsFor(session) : [];
    const placement = { icon, section, order };
    if (links.length === 0) return [];
    if (links.length === 1) return [{ title: links[0]!.title, to: links[0]!.to, ...placement }];
    return [{ title, items: links, ...placement }];
  });
}
