import { formatRelativeTime, useNow } from '@atrium/web-core';
import { VisitsCard, type VisitsListOptions } from './VisitsCard/VisitsCard';

export type RecentlyVisitedCardProps = VisitsListOptions;

// A list of pages is read at a glance: times current to the minute are current enough.
const CLOCK_TICK_MS = 60_000;

/** The pages the person visited last, with how long ago. */
export function RecentlyVisitedCard(props: RecentlyVisitedCardProps) {
  const now = useNow(CLOCK_TICK_MS);
  return (
    <VisitsCard
      {...props}
      title="Recently Visited"
      orderBy="timestamp"
      renderDetail={visit => formatRelativeTime(new Date(visit.timestamp), now)}
    />
  );
}
