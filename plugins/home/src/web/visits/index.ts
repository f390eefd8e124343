export { RecentlyVisitedCard } from './RecentlyVisitedCard';
export { TopVisitedCard } from './TopVisitedCard';
export { useRecordVisits } from './useRecordVisits';
