import Box from '@mui/material/Box';
import ListItemButton from '@mui/material/ListItemButton';
import type { ComponentType } from 'react';
import { visuallyHidden } from '@atrium/web-core';
import { NavLink } from 'react-router';
import { DefaultNavIcon } from './navIcons';
import { sidebarClosedWidth, sidebarItemHeight } from './sidebarLayout';

export interface SidebarItemProps {
  title: string;
  to: string;
  icon?: ComponentType;
  open: boolean;
}

/** A sidebar entry, marked while it is the current page's (aria-current). */
export const sidebarItemSx = {
  height: sidebarItemHeight,
  px: 0,
  '&[aria-current="page"]': {
    bgcolor: 'action.selected',
    borderLeft: 3,
    borderColor: 'primary.main',
  },
} as const;

/** One link of the sidebar. NavLink marks the active one aria-current. */
export function SidebarItem({ title, to, icon = DefaultNavIcon, open }: SidebarItemProps) {
  return (
    <ListItemButton component={NavLink} to={to} sx={sidebarItemSx}>
      <SidebarItemContent title={title} icon={icon} open={open} />
    </ListItemButton>
  );
}

/**
 * The icon in the closed sidebar's width, then the title. The title stays in the accessibility
 * tree when the sidebar is closed, only visually hidden, so the item keeps its name.
 */
export function SidebarItemContent({
  title,
  icon: Icon,
  open,
}: {
  title: string;
  icon: ComponentType;
  open: boolean;
}) {
  return (
    <>
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
    </>
  );
}
