import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useSession, type NavItem, type ShownNavItem } from '@atrium/web-core';
import { useEffect, useMemo, useRef, useState } from 'react';
import { arrangeSidebarItems } from './arrangeSidebarItems';
import { resolveNavItems } from './resolveNavItems';
import { MobileTabBar } from './MobileTabBar';
import { PinIcon, SettingsIcon } from './navIcons';
import { SidebarItem } from './SidebarItem';
import { useSidebarPin } from './SidebarPinProvider';
import { SidebarSubmenu } from './SidebarSubmenu';
import {
  sidebarClosedWidth,
  sidebarCloseDelayMs,
  sidebarOpenDelayMs,
  sidebarOpenWidth,
} from './sidebarLayout';

export interface SidebarProps {
  /** The plugins' items, by section and order; Settings is added at the very bottom. */
  items: NavItem[];
}

const settingsItem = { title: 'Settings', to: '/settings', icon: SettingsIcon } satisfies NavItem;

/**
 * The app's navigation. Pinned, it stays open; unpinned, it is closed and opens over the page
 * after a short hover or on focus (spec 001 §4 Sidebar states, §9 Layout). The pin (expand)
 * button is for large screens: on medium ones the sidebar always behaves unpinned, and small ones
 * get a bottom tab bar instead.
 */
export function Sidebar({ items }: SidebarProps) {
  const theme = useTheme();
  const small = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const medium = useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
  const stored = useSidebarPin();
  const pinned = stored.pinned && !medium;
  const hover = useHoverOpen(pinned);
  const open = pinned || hover.open;
  const width = open ? sidebarOpenWidth : sidebarClosedWidth;
  const identity = useSession()?.identity;
  const { main, bottom } = useMemo(
    () => arrangeSidebarItems(resolveNavItems(items, identity)),
    [items, identity],
  );

  if (small) return <MobileTabBar items={[...main, ...bottom, settingsItem]} />;

  return (
    // The outer box reserves the closed width so that opening on hover overlays the page.
    <Box sx={{ width: pinned ? sidebarOpenWidth : sidebarClosedWidth, flexShrink: 0 }}>
      <Box
        component="nav"
        aria-label="Sidebar"
        onMouseEnter={hover.start}
        onMouseLeave={hover.stop}
        onFocus={hover.start}
        onBlur={event => {
          if (!event.currentTarget.contains(event.relatedTarget)) hover.stop();
        }}
        sx={{
          position: 'fixed',
          top: 0,
          left: 0,
          height: '100vh',
          width,
          display: 'flex',
          flexDirection: 'column',
          overflowX: 'hidden',
          bgcolor: 'background.paper',
          borderRight: 1,
          borderColor: 'divider',
          zIndex: theme.zIndex.drawer,
          transition: theme.transitions.create('width', {
            duration: theme.transitions.duration.shorter,
          }),
        }}
      >
        <List sx={{ flex: 1 }}>
          {main.map(item => (
            <SidebarEntry key={item.to ?? item.title} item={item} open={open} left={width} />
          ))}
        </List>
        <List>
          {bottom.map(item => (
            <SidebarEntry key={item.to ?? item.title} item={item} open={open} left={width} />
          ))}
          <SidebarItem {...settingsItem} open={open} />
        </List>
        {!medium && (
          <Box sx={{ display: 'flex', justifyContent: 'center', pb: 1 }}>
            <IconButton
              aria-label={pinned ? 'Unpin sidebar' : 'Pin sidebar'}
              aria-pressed={pinned}
              onClick={() => stored.setPinned(!pinned)}
              color={pinned ? 'primary' : 'default'}
            >
              <PinIcon />
            </IconButton>
          </Box>
        )}
      </Box>
    </Box>
  );
}

/** A link, or a submenu of links. */
function SidebarEntry({ item, open, left }: { item: ShownNavItem; open: boolean; left: number }) {
  return item.items ? (
    <SidebarSubmenu
      title={item.title}
      icon={item.icon}
      items={item.items}
      open={open}
      left={left}
    />
  ) : (
    <SidebarItem title={item.title} to={item.to} icon={item.icon} open={open} />
  );
}

/** Open after the open delay, close after the close delay; never while disabled (pinned). */
function useHoverOpen(disabled: boolean) {
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  function schedule(next: boolean, delay: number) {
    clearTimeout(timer.current);
    if (disabled) return;
    if (delay === 0) setOpen(next);
    else timer.current = setTimeout(() => setOpen(next), delay);
  }

  return {
    open: !disabled && open,
    start: () => schedule(true, sidebarOpenDelayMs),
    stop: () => schedule(false, sidebarCloseDelayMs),
  };
}
