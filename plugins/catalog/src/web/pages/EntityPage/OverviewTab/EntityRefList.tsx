import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import { EntityRefLink } from '../../../components/EntityRefLink/EntityRefLink';

export interface EntityRefListProps {
  refs: readonly string[];
  /** The list's accessible name. */
  label: string;
  defaultKind: string;
}

/** Links to the entities of `refs`, one a line, or 'None'. */
export function EntityRefList({ refs, label, defaultKind }: EntityRefListProps) {
  if (refs.length === 0) return <>None</>;
  return (
    <List dense disablePadding aria-label={label}>
      {refs.map(ref => (
        <ListItem key={ref} disableGutters disablePadding>
          <EntityRefLink entityRef={ref} defaultKind={defaultKind} />
        </ListItem>
      ))}
    </List>
  );
}
