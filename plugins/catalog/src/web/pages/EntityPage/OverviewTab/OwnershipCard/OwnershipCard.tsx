import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { ErrorPanel, Link, Progress, useApiClient } from '@atrium/web-core';
import { useId, type ReactNode } from 'react';
import {
  ownedEntitiesLink,
  ownershipCountsQueryOptions,
  type OwnedKindCount,
} from './ownershipCounts';

export interface OwnershipCardProps {
  /** Full refs of the owners whose entities are counted together. */
  ownerRefs: readonly string[];
  /** Says whose ownership is counted, e.g. 'Owned by Jane Doe and her groups'. */
  description?: ReactNode;
  /** Beside the heading: a switch that changes `ownerRefs`. */
  action?: ReactNode;
}

/**
 * What the owners own, by kind and type, each count a link to the catalog filtered to the same
 * owners, kind and type. Counts come from facets: a large group owns thousands of entities.
 */
export function OwnershipCard({ ownerRefs, description, action }: OwnershipCardProps) {
  const headingId = useId();
  const api = useApiClient();
  const counts = useQuery(ownershipCountsQueryOptions(api, ownerRefs));

  return (
    <Card component="section" aria-labelledby={headingId}>
      <CardContent>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
          <Typography id={headingId} variant="h6" component="h2">
            Ownership
          </Typography>
          {action}
        </Box>
        {description !== undefined && (
          <Typography variant="body2" color="text.secondary" gutterBottom>
            {description}
          </Typography>
        )}
        {counts.isPending && <Progress />}
        {counts.isError && <ErrorPanel error={counts.error} />}
        {counts.data?.length === 0 && <Typography variant="body2">Owns no entities</Typography>}
        {counts.data?.map(kind => (
          <KindCounts key={kind.kind} counted={kind} ownerRefs={ownerRefs} />
        ))}
      </CardContent>
    </Card>
  );
}

function KindCounts({
  counted,
  ownerRefs,
}: {
  counted: OwnedKindCount;
  ownerRefs: readonly string[];
}) {
  const headingId = useId();
  return (
    <Box role="group" aria-labelledby={headingId} sx={{ mt: 1 }}>
      <Typography id={headingId} variant="subtitle2" component="h3">
        {counted.kind}
      </Typography>
      <List dense disablePadding sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2 }}>
        <ListItem disableGutters sx={{ width: 'auto' }}>
          <Link href={ownedEntitiesLink(ownerRefs, counted.kind)}>
            {`${counted.count} in total`}
          </Link>
        </ListItem>
        {counted.types.map(({ type, count }) => (
          <ListItem key={type} disableGutters sx={{ width: 'auto' }}>
            <Link href={ownedEntitiesLink(ownerRefs, counted.kind, type)}>
              {`${count} ${type}`}
            </Link>
          </ListItem>
        ))}
      </List>
    </Box>
  );
}
