import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import type { NavItem } from '@atrium/web-core';
import { NavLink } from 'react-router';
import { DefaultNavIcon } from './navIcons';
import { mobileBarHeight } from './sidebarLayout';

export interface MobileTabBarProps {
  items: NavItem[];
}

/** The sidebar on small screens: a bar of tabs along the bottom edge (spec 001 §2). */
export function MobileTabBar({ items }: MobileTabBarProps) {
  return (
    <Box
      component="nav"
      aria-label="Sidebar"
      sx={{
        position: 'fixed',
        left: 0,
        right: 0,
        bottom: 0,
        height: mobileBarHeight,
        display: 'flex',
        bgcolor: 'background.paper',
        borderTop: 1,
        borderColor: 'divider',
        zIndex: theme => theme.zIndex.appBar,
      }}
    >
      {items.map(({ title, to, icon: Icon = DefaultNavIcon }) => (
        <ButtonBase
          key={to}
          component={NavLink}
          to={to}
          sx={{
            flex: 1,
            flexDirection: 'column',
            typography: 'caption',
            color: 'text.secondary',
            '&[aria-current="page"]': { color: 'primary.main' },
          }}
        >
          <Icon />
          {title}
        </ButtonBase>
      ))}
    </Box>
  );
}
