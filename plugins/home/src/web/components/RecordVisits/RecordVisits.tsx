import { useRecordVisits } from '../../visits';

/** Counts every page the person opens, for the Top and Recently Visited widgets. */
export function RecordVisits() {
  useRecordVisits();
  return null;
}
