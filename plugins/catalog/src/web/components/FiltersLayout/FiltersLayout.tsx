import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { Progress } from '@atrium/web-core';
import { Suspense, useId, useState, type ReactNode } from 'react';

export interface FiltersLayoutProps {
  /** The filter widgets; may suspend while their code loads. */
  filters: ReactNode;
  children: ReactNode;
}

/**
 * A list beside its filters. Spec 001 §2: the filters take 2 of 12 columns on large screens; on
 * small ones a button opens them in a drawer and the list takes the full width.
 */
export function FiltersLayout({ filters, children }: FiltersLayoutProps) {
  const largeScreen = useMediaQuery(useTheme().breakpoints.up('lg'), { defaultMatches: true });
  const [drawerOpen, setDrawerOpen] = useState(false);
  const drawerTitleId = useId();

  return (
    <Grid container spacing={3}>
      {largeScreen && (
        <Grid size={2}>
          <Suspense fallback={null}>{filters}</Suspense>
        </Grid>
      )}
      <Grid size={largeScreen ? 10 : 12} sx={{ minWidth: 0 }}>
        {!largeScreen && (
          <>
            <Button variant="outlined" onClick={() => setDrawerOpen(true)} sx={{ mb: 2 }}>
              Filters
            </Button>
            <Drawer
              open={drawerOpen}
              onClose={() => setDrawerOpen(false)}
              slotProps={{
                paper: { role: 'dialog', 'aria-labelledby': drawerTitleId, sx: { p: 2 } },
              }}
            >
              <Typography id={drawerTitleId} variant="h6" component="h2" sx={{ mb: 2 }}>
                Filters
              </Typography>
              <Suspense fallback={<Progress />}>{filters}</Suspense>
            </Drawer>
          </>
        )}
        {children}
      </Grid>
    </Grid>
  );
}
