import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useFeatureFlags } from '@atrium/web-core';

/** Flags the installed plugins declare, switched on for this browser only. */
export function FeatureFlagsTab() {
  const { flags, isActive, setActive } = useFeatureFlags();
  if (flags.length === 0) {
    return <Typography>No feature flags are declared by the installed plugins.</Typography>;
  }
  return (
    <List aria-label="Feature flags">
      {flags.map(flag => (
        <ListItem
          key={flag.name}
          secondaryAction={
            <Switch
              edge="end"
              checked={isActive(flag.name)}
              onChange={(_, checked) => setActive(flag.name, checked)}
              slotProps={{ input: { 'aria-label': flag.name } }}
            />
          }
        >
          <ListItemText primary={flag.name} secondary={flag.description} />
        </ListItem>
      ))}
    </List>
  );
}
