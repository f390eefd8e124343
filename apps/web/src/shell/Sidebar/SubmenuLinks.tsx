import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import type { NavSubItem } from '@atrium/web-core';
import { NavLink } from 'react-router';

export interface SubmenuLinksProps {
  items: NavSubItem[];
  /** Called when a link is chosen, so the submenu showing them can close. */
  onChoose(): void;
  label?: string;
  labelledBy?: string;
  dense?: boolean;
}

/** The links of a sidebar submenu, the current page's marked (beside the sidebar or in the overlay). */
export function SubmenuLinks({ items, onChoose, label, labelledBy, dense }: SubmenuLinksProps) {
  return (
    <List dense={dense} aria-label={label} aria-labelledby={labelledBy}>
      {items.map(item => (
        <ListItemButton
          key={item.to}
          component={NavLink}
          to={item.to}
          end
          onClick={onChoose}
          sx={{ '&[aria-current="page"]': { color: 'primary.main', fontWeight: 500 } }}
        >
          {item.subtitle ? (
            <ListItemText primary={item.title} secondary={item.subtitle} sx={{ my: 0 }} />
          ) : (
            item.title
          )}
        </ListItemButton>
      ))}
    </List>
  );
}
