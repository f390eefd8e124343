import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { useQuery } from '@tanstack/react-query';
import { stringifyEntityRef, type Entity } from '@atrium/model';
import { useApiClient } from '@atrium/web-core';
import { useState } from 'react';
import { OwnershipCard } from '../OverviewTab/OwnershipCard/OwnershipCard';
import { descendantGroupsQueryOptions, MAX_DESCENDANT_GROUPS } from './descendantGroups';

export interface GroupOwnershipCardProps {
  group: Entity;
}

/**
 * What the group owns; the switch adds what its child groups own, all the way down (bounded by
 * MAX_DESCENDANT_GROUPS), as a department's page would show its teams' services.
 */
export function GroupOwnershipCard({ group }: GroupOwnershipCardProps) {
  const api = useApiClient();
  const [withChildren, setWithChildren] = useState(false);
  // Only walked once asked for: most visits look at the group's own entities.
  const descendants = useQuery({
    ...descendantGroupsQueryOptions(api, group),
    enabled: withChildren,
  });
  const groupRef = stringifyEntityRef(group);
  const ownerRefs =
    withChildren && descendants.data ? [groupRef, ...descendants.data.refs] : [groupRef];

  return (
    <OwnershipCard
      ownerRefs={ownerRefs}
      description={describeOwners(withChildren, descendants.data, descendants.isError)}
      action={
        <FormControlLabel
          control={
            <Switch
              checked={withChildren}
              onChange={event => setWithChildren(event.target.checked)}
            />
          }
          label="Include children's ownership"
        />
      }
    />
  );
}

function describeOwners(
  withChildren: boolean,
  descendants: { refs: string[]; truncated: boolean } | undefined,
  failed: boolean,
): string {
  if (!withChildren) return 'Owned by this group';
  if (failed) return 'Owned by this group; its child groups could not be loaded';
  if (!descendants) return 'Owned by this group; loading its child groups…';
  const count = descendants.refs.length;
  const groups = count === 1 ? '1 child group' : `${count} child groups`;
  return descendants.truncated
    ? `Owned by this group and its first ${MAX_DESCENDANT_GROUPS} child groups`
    : `Owned by this group and its ${groups}`;
}
