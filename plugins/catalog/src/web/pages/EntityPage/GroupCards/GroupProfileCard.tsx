import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { RELATION_CHILD_OF, RELATION_PARENT_OF, type Entity } from '@atrium/model';
import { Link } from '@atrium/web-core';
import { useId } from 'react';
import { entityPageTitle, profileOf, relationTargets, specString } from '../entityHeader';
import { DescriptionField } from '../OverviewTab/DescriptionField';
import { EntityRefList } from '../OverviewTab/EntityRefList';
import { ProfileIdentity } from '../OverviewTab/ProfileIdentity';

export interface GroupProfileCardProps {
  group: Entity;
}

/** Who the group is: picture, name, email, description, and where it sits among the groups. */
export function GroupProfileCard({ group }: GroupProfileCardProps) {
  const headingId = useId();
  const profile = profileOf(group);

  return (
    <Card component="section" aria-labelledby={headingId}>
      <CardContent>
        <Typography id={headingId} variant="h6" component="h2" gutterBottom>
          Profile
        </Typography>
        <ProfileIdentity
          name={entityPageTitle(group)}
          picture={profile.picture}
          detail={specString(group, 'type')}
        />
        <Box
          component="dl"
          sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: 1, m: 0 }}
        >
          <DescriptionField label="Email">
            {profile.email ? <Link href={`mailto:${profile.email}`}>{profile.email}</Link> : '—'}
          </DescriptionField>
          {group.metadata.description && (
            <DescriptionField label="Description">{group.metadata.description}</DescriptionField>
          )}
          <DescriptionField label="Parent group">
            <EntityRefList
              refs={relationTargets(group, RELATION_CHILD_OF)}
              label="Parent group"
              defaultKind="group"
            />
          </DescriptionField>
          <DescriptionField label="Child groups">
            <EntityRefList
              refs={relationTargets(group, RELATION_PARENT_OF)}
              label="Child groups"
              defaultKind="group"
            />
          </DescriptionField>
        </Box>
      </CardContent>
    </Card>
  );
}
