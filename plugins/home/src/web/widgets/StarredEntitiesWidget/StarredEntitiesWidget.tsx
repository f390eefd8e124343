import { EntityRefLink } from '@atrium/plugin-catalog/react';
import { useStarredEntities } from '@atrium/plugin-user-settings/react';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';

export const NO_STARRED_ENTITIES =
  'No starred entities yet. Star one with the star button on its page.';

/** The user's starred entities, each a link to its page. */
export function StarredEntitiesWidget() {
  const { starred } = useStarredEntities();
  if (starred.size === 0) {
    return <Typography color="text.secondary">{NO_STARRED_ENTITIES}</Typography>;
  }
  return (
    <List dense disablePadding>
      {[...starred].sort().map(ref => (
        <ListItem key={ref} disableGutters>
          <EntityRefLink entityRef={ref} defaultKind="Component" />
        </ListItem>
      ))}
    </List>
  );
}
