import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

export interface PageProps {
  /** Usually a Header followed by the page content. */
  children?: ReactNode;
}

/** The frame of a screen: a Header on top, the content filling the rest and scrolling on its own. */
export function Page({ children }: PageProps) {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateRows: 'auto 1fr',
        height: '100%',
        minHeight: 0,
        overflowY: 'auto',
      }}
    >
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
