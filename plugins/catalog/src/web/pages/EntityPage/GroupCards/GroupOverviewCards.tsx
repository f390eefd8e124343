import Box from '@mui/material/Box';
import type { Entity } from '@atrium/model';
import { GroupMembersCard } from './GroupMembersCard';
import { GroupOwnershipCard } from './GroupOwnershipCard';
import { GroupProfileCard } from './GroupProfileCard';

export interface GroupOverviewCardsProps {
  entity: Entity;
}

/** A Group's overview: profile and ownership side by side, the members beneath across the tab. */
export function GroupOverviewCards({ entity }: GroupOverviewCardsProps) {
  return (
    <>
      <GroupProfileCard group={entity} />
      <GroupOwnershipCard group={entity} />
      <Box sx={{ gridColumn: '1 / -1' }}>
        <GroupMembersCard group={entity} />
      </Box>
    </>
  );
}
