import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { RELATION_MEMBER_OF, type Entity } from '@atrium/model';
import { Link } from '@atrium/web-core';
import { useId } from 'react';
import { entityPageTitle, profileOf, relationTargets } from '../entityHeader';
import { DescriptionField } from '../OverviewTab/DescriptionField';
import { EntityRefList } from '../OverviewTab/EntityRefList';
import { ProfileIdentity } from '../OverviewTab/ProfileIdentity';

export interface UserProfileCardProps {
  user: Entity;
}

/** Who the person is: picture, name, email, description and the groups they belong to. */
export function UserProfileCard({ user }: UserProfileCardProps) {
  const headingId = useId();
  const profile = profileOf(user);

  return (
    <Card component="section" aria-labelledby={headingId}>
      <CardContent>
        <Typography id={headingId} variant="h6" component="h2" gutterBottom>
          Profile
        </Typography>
        <ProfileIdentity name={entityPageTitle(user)} picture={profile.picture} />
        <Box
          component="dl"
          sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: 1, m: 0 }}
        >
          <DescriptionField label="Email">
            {profile.email ? <Link href={`mailto:${profile.email}`}>{profile.email}</Link> : '—'}
          </DescriptionField>
          {user.metadata.description && (
            <DescriptionField label="Description">{user.metadata.description}</DescriptionField>
          )}
          <DescriptionField label="Groups">
            <EntityRefList
              refs={relationTargets(user, RELATION_MEMBER_OF)}
              label="Groups"
              defaultKind="group"
            />
          </DescriptionField>
        </Box>
      </CardContent>
    </Card>
  );
}
