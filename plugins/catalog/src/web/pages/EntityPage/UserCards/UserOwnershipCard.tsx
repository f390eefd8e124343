import { RELATION_MEMBER_OF, stringifyEntityRef, type Entity } from '@atrium/model';
import { relationTargets } from '../entityHeader';
import { OwnershipCard } from '../OverviewTab/OwnershipCard/OwnershipCard';

export interface UserOwnershipCardProps {
  user: Entity;
}

/**
 * What the person owns: the entities owned by them and by the groups they are a direct member of,
 * counted together: ownership mostly sits with teams, so a person's own entities alone would leave
 * most profiles empty. Groups above those are left out, as they are not the person's team.
 */
export function UserOwnershipCard({ user }: UserOwnershipCardProps) {
  const ownerRefs = [stringifyEntityRef(user), ...relationTargets(user, RELATION_MEMBER_OF)];
  return (
    <OwnershipCard
      ownerRefs={ownerRefs}
      description={
        ownerRefs.length > 1
          ? 'Owned by this user or by the groups they are a member of'
          : 'Owned by this user'
      }
    />
  );
}
