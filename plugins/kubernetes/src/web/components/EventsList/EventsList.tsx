import { ErrorPanel, Progress, useApiClient } from '@atrium/web-core';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { NO_EVENTS_MESSAGE } from '../../../shared/messages';
import { useClusterToken } from '../../clusterTokenContext';
import { eventsQueryOptions } from '../../queries';

export interface EventsListProps {
  clusterName: string;
  namespace: string;
  involvedObjectName: string;
}

/** Spec 000 §3 "Events" of one object, from the cluster through the proxy. */
export function EventsList(props: EventsListProps) {
  const api = useApiClient();
  const clusterToken = useClusterToken();
  const query = useQuery(eventsQueryOptions(api, props, clusterToken));
  if (query.isPending) return <Progress />;
  if (query.isError) return <ErrorPanel error={query.error} />;
  if (query.data.length === 0) return <Typography>{NO_EVENTS_MESSAGE}</Typography>;
  return (
    <Box component="ul" aria-label="Events" sx={{ pl: 2 }}>
      {query.data.map(event => (
        <li key={event.metadata.name}>
          <strong>{event.type === 'Warning' ? 'Warning' : (event.type ?? 'Event')}</strong>{' '}
          {event.reason}: {event.message}
          {event.count !== undefined && event.count > 1 && ` (${event.count} times)`}
          {event.metadata.creationTimestamp && ` — ${event.metadata.creationTimestamp}`}
        </li>
      ))}
    </Box>
  );
}
