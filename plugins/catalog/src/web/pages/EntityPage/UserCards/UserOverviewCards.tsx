import type { Entity } from '@atrium/model';
import { UserOwnershipCard } from './UserOwnershipCard';
import { UserProfileCard } from './UserProfileCard';

export interface UserOverviewCardsProps {
  entity: Entity;
}

/** A User's overview: their profile and what they and their groups own. */
export function UserOverviewCards({ entity }: UserOverviewCardsProps) {
  return (
    <>
      <UserProfileCard user={entity} />
      <UserOwnershipCard user={entity} />
    </>
  );
}
