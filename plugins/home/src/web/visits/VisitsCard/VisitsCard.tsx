import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { ErrorPanel, Link, Progress, useApiClient } from '@atrium/web-core';
import { useId, useState, type ReactNode } from 'react';
import {
  DEFAULT_VISITS_LIMIT,
  MAX_VISITS_PER_USER,
  type Visit,
  type VisitsOrderField,
} from '../../../shared';
import { visitsQueryOptions } from '../../api';
import { visitName } from '../visitName';

/** What the home page may set on a visits card. */
export interface VisitsListOptions {
  /** Visits shown until 'View more' is pressed; 8 unless set. */
  initialCount?: number;
  /** Visits fetched, all shown after 'View more'; 24 unless set, at most 100. */
  maxCount?: number;
}

export interface VisitsCardProps extends VisitsListOptions {
  title: string;
  orderBy: VisitsOrderField;
  /** The line under a visit's link: how often, or when. */
  renderDetail: (visit: Visit) => ReactNode;
}

// Three lists' worth: more is a page of its own rather than a card.
const DEFAULT_MAX_COUNT = 3 * DEFAULT_VISITS_LIMIT;

/** A card listing the person's visits, each a link to the page; the cards of this folder use it. */
export function VisitsCard({
  title,
  orderBy,
  renderDetail,
  initialCount = DEFAULT_VISITS_LIMIT,
  maxCount = DEFAULT_MAX_COUNT,
}: VisitsCardProps) {
  const headingId = useId();
  const listId = useId();
  const [expanded, setExpanded] = useState(false);
  // The server keeps no more than this many per person, and refuses to be asked for more.
  const limit = Math.min(Math.max(maxCount, 1), MAX_VISITS_PER_USER);
  const visits = useQuery(visitsQueryOptions(useApiClient(), { orderBy, limit }));
  const all = visits.data?.visits ?? [];
  const shown = expanded ? all : all.slice(0, initialCount);

  return (
    <Card component="section" aria-labelledby={headingId}>
      <CardContent>
        <Typography id={headingId} variant="h6" component="h2" gutterBottom>
          {title}
        </Typography>
        {visits.isError ? (
          <ErrorPanel error={visits.error} title="Could not load the visits." />
        ) : visits.isPending ? (
          <Progress />
        ) : all.length === 0 ? (
          <Typography color="text.secondary">No visits yet</Typography>
        ) : (
          <List dense id={listId} aria-labelledby={headingId}>
            {shown.map(visit => (
              <ListItem key={visit.id} disableGutters>
                <ListItemText
                  primary={<Link href={visit.pathname}>{visitName(visit)}</Link>}
                  secondary={renderDetail(visit)}
                />
              </ListItem>
            ))}
          </List>
        )}
      </CardContent>
      {all.length > initialCount && (
        <CardActions>
          <Button
            size="small"
            aria-expanded={expanded}
            aria-controls={listId}
            onClick={() => setExpanded(value => !value)}
          >
            {expanded ? 'View less' : 'View more'}
          </Button>
        </CardActions>
      )}
    </Card>
  );
}
