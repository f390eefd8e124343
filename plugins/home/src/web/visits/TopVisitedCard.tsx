import { VisitsCard, type VisitsListOptions } from './VisitsCard/VisitsCard';

export type TopVisitedCardProps = VisitsListOptions;

/** The pages the person visits most, with how often. */
export function TopVisitedCard(props: TopVisitedCardProps) {
  return (
    <VisitsCard
      {...props}
      title="Top Visited"
      orderBy="hits"
      renderDetail={visit => (visit.hits === 1 ? '1 visit' : `${visit.hits} visits`)}
    />
  );
}
