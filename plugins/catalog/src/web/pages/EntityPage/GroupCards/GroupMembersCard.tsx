import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getCompoundEntityRef, stringifyEntityRef, type Entity } from '@atrium/model';
import { ErrorPanel, Link, Progress, useApiClient } from '@atrium/web-core';
import { useId, useState } from 'react';
import { entityRoutePath } from '../../../entityRoute';
import { entitiesQueryOptions } from '../../../queries';
import { entityPageTitle, profileOf } from '../entityHeader';

/** The catalog's page size for entity lists; a large group has thousands of members. */
export const MEMBERS_PAGE_SIZE = 20;

/** What a member's line shows; the rest of each User stays on the server. */
const MEMBER_FIELDS = [
  'kind',
  'metadata.name',
  'metadata.namespace',
  'metadata.title',
  'spec.profile',
] as const;

export interface GroupMembersCardProps {
  group: Entity;
}

/** The group's direct members, a page at a time from the server, with pictures and emails. */
export function GroupMembersCard({ group }: GroupMembersCardProps) {
  const headingId = useId();
  const api = useApiClient();
  const [page, setPage] = useState({ index: 0, cursor: undefined as string | undefined });
  const members = useQuery({
    ...entitiesQueryOptions(api, {
      filter: { kind: 'user', 'relations.memberOf': stringifyEntityRef(group) },
      limit: MEMBERS_PAGE_SIZE,
      cursor: page.cursor,
      fields: MEMBER_FIELDS,
    }),
    // The current page stays while the next loads, so the list does not jump.
    placeholderData: keepPreviousData,
  });
  const total = members.data?.totalItems ?? 0;
  const first = page.index * MEMBERS_PAGE_SIZE;
  const { nextCursor, prevCursor } = members.data?.pageInfo ?? {};

  return (
    <Card component="section" aria-labelledby={headingId}>
      <CardContent>
        <Typography id={headingId} variant="h6" component="h2" gutterBottom>
          {members.data ? `Members (${total})` : 'Members'}
        </Typography>
        {members.isPending && <Progress />}
        {members.isError && <ErrorPanel error={members.error} />}
        {members.data?.items.length === 0 && (
          <Typography variant="body2">This group has no members</Typography>
        )}
        {members.data && members.data.items.length > 0 && (
          <>
            <List dense aria-labelledby={headingId}>
              {members.data.items.map(member => (
                <MemberItem key={stringifyEntityRef(member)} member={member} />
              ))}
            </List>
            <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
              <Typography variant="body2" role="status">
                {`${first + 1}–${first + members.data.items.length} of ${total}`}
              </Typography>
              <Box>
                <Button
                  disabled={!prevCursor || members.isPlaceholderData}
                  onClick={() => setPage({ index: page.index - 1, cursor: prevCursor })}
                >
                  Previous
                </Button>
                <Button
                  disabled={!nextCursor || members.isPlaceholderData}
                  onClick={() => setPage({ index: page.index + 1, cursor: nextCursor })}
                >
                  Next
                </Button>
              </Box>
            </Box>
          </>
        )}
      </CardContent>
    </Card>
  );
}

function MemberItem({ member }: { member: Entity }) {
  const profile = profileOf(member);
  const name = entityPageTitle(member);
  return (
    <ListItem disableGutters>
      <ListItemAvatar>
        <Avatar src={profile.picture} alt={name}>
          {name.charAt(0).toUpperCase()}
        </Avatar>
      </ListItemAvatar>
      <ListItemText
        primary={<Link href={entityRoutePath(getCompoundEntityRef(member))}>{name}</Link>}
        secondary={
          profile.email ? <Link href={`mailto:${profile.email}`}>{profile.email}</Link> : undefined
        }
      />
    </ListItem>
  );
}
