import GroupIcon from '@mui/icons-material/Group';
import { DEFAULT_NAMESPACE, parseEntityRef } from '@atrium/model';
import type { NavItem, NavSession, NavSubItem } from '@atrium/web-core';
import { entityRoutePath } from '../entityRoute';

/**
 * The sidebar's group item (spec 001 §2): the groups the signed-in person belongs to, as their
 * identity names them, so no request is made. One group is a link to its page; several a
 * dropdown, each with its namespace beneath when it is not the default one; none hides it.
 */
export const myGroupsNavItem: NavItem = {
  title: 'My Groups',
  icon: GroupIcon,
  itemsFor: groupLinks,
  order: 70,
};

export function groupLinks(session: NavSession): NavSubItem[] {
  return session.ownershipEntityRefs.flatMap(ref => {
    const group = parseEntityRef(ref);
    if (group.kind.toLowerCase() !== 'group') return [];
    const namespace = group.namespace === DEFAULT_NAMESPACE ? undefined : group.namespace;
    return [
      { title: group.name, to: entityRoutePath(group), ...(namespace && { subtitle: namespace }) },
    ];
  });
}
