import Box from '@mui/material/Box';
import type { NavItem } from '@atrium/web-core';
import type { ReactNode } from 'react';
import { Sidebar } from './Sidebar/Sidebar';
import { mobileBarHeight } from './Sidebar/sidebarLayout';

export interface AppShellProps {
  navItems: NavItem[];
  children: ReactNode;
}

/** The sidebar beside the current page. */
export function AppShell({ navItems, children }: AppShellProps) {
  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <Sidebar items={navItems} />
      {/* On small screens the bottom tab bar would otherwise cover the end of the page. */}
      <Box sx={{ flex: 1, minWidth: 0, pb: { xs: `${mobileBarHeight}px`, sm: 0 } }}>{children}</Box>
    </Box>
  );
}
