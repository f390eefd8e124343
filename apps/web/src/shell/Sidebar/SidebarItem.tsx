import Box from '@mui/material/Box';
import ListItemButton from '@mui/material/ListItemButton';
import type { ComponentType } from 'react';
import { NavLink } from 'react-router';
import { DefaultNavIcon } from './navIcons';
import { sidebarClosedWidth, sidebarItemHeight } from './sidebarLayout';

export interface SidebarItemProps {
  title: string;
  to: string;
  icon?: ComponentType;
  open: boolean;
}

/**
 * One link of the sidebar. The title stays in the accessibility tree when the sidebar is closed,
 * only visually hidden, so the link keeps its name. NavLink marks the active one aria-current.
 */
export function SidebarItem({ title, to, icon: Icon = DefaultNavIcon, open }: SidebarItemProps) {
  return (
    <ListItemButton
      component={NavLink}
      to={to}
      sx={{
        height: sidebarItemHeight,
        px: 0,
        '&[aria-current="page"]': {
          bgcolor: 'action.selected',
          borderLeft: 3,
          borderColor: 'primary.main',
        },
      }}
    >
      <Box
        sx={{
          width: sidebarClosedWidth,
          flexShrink: 0,
          display: 'flex',
          justifyContent: 'center',
        }}
      >
        <Icon />
      </Box>
      <Box
        component="span"
        sx={
          open
            ? { whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' }
            : visuallyHidden
        }
      >
        {title}
      </Box>
    </ListItemButton>
  );
}

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
