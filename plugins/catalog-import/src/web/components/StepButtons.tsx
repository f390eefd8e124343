import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/** The row of a step's buttons: Back on the left of the main action, as in the other wizards. */
export function StepButtons({ children }: { children: ReactNode }) {
  return <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, mt: 3 }}>{children}</Box>;
}
