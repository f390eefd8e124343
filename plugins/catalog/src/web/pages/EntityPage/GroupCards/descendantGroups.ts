import { RELATION_PARENT_OF, stringifyEntityRef, type Entity } from '@atrium/model';
import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@atrium/web-core';
import { getEntitiesByRefs } from '../../../api';
import { catalogQueryKey } from '../../../queries';
import { relationTargets } from '../entityHeader';

/** Enough for a department's teams; beyond it the owner filter would outgrow a URL. */
export const MAX_DESCENDANT_GROUPS = 100;

export interface DescendantGroups {
  /** Full refs, nearest generation first. */
  refs: string[];
  /** More groups lie below than `refs` holds. */
  truncated: boolean;
}

/**
 * The groups below `group` through `parentOf` relations, one by-refs request per generation. The
 * seen set stops cycles that a hand-written hierarchy may contain.
 */
export async function loadDescendantGroups(
  api: ApiClient,
  group: Entity,
  limit = MAX_DESCENDANT_GROUPS,
): Promise<DescendantGroups> {
  const seen = new Set([stringifyEntityRef(group).toLowerCase()]);
  const refs: string[] = [];
  let generation = unseen(relationTargets(group, RELATION_PARENT_OF), seen);
  while (generation.length > 0) {
    const room = limit - refs.length;
    if (generation.length > room) {
      refs.push(...generation.slice(0, room));
      return { refs, truncated: true };
    }
    refs.push(...generation);
    const children = await getEntitiesByRefs(api, generation);
    generation = unseen(
      children.flatMap(child => (child ? relationTargets(child, RELATION_PARENT_OF) : [])),
      seen,
    );
  }
  return { refs, truncated: false };
}

/** The refs not yet in `seen`, once each; adds them to it. */
function unseen(refs: string[], seen: Set<string>): string[] {
  const fresh: string[] = [];
  for (const ref of refs) {
    const key = ref.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    fresh.push(ref);
  }
  return fresh;
}

export function descendantGroupsQueryOptions(api: ApiClient, group: Entity) {
  return queryOptions({
    queryKey: [...catalogQueryKey, 'descendant-groups', stringifyEntityRef(group).toLowerCase()],
    queryFn: () => loadDescendantGroups(api, group),
  });
}
