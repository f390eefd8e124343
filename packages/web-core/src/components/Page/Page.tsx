import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

export interface PageProps {
  /** Usually a Header followed by the page content. */
  children?: ReactNode;
}

/**
 * The frame of a screen: a Header on top, the content filling the rest. The window scrolls, not
 * the frame: an overflow here would make it the scroll container of everything sticky inside
 * (the docs sidebars), one that never scrolls as the shell gives it no fixed height.
 */
export function Page({ children }: PageProps) {
  return (
    <Box sx={{ display: 'grid', gridTemplateRows: 'auto 1fr', height: '100%', minHeight: 0 }}>
      {children}
    </Box>
  );
}

export interface ContentProps {
  children?: ReactNode;
}

/** The page body beneath the Header; the page's main landmark. */
export function Content({ children }: ContentProps) {
  return (
    <Box component="main" sx={{ p: 3, minWidth: 0 }}>
      {children}
    </Box>
  );
}
