import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export interface HeaderLabelProps {
  label: string;
  children: ReactNode;
}

/** A caption and its value on the banner; links inside take the banner's text colour. */
export function HeaderLabel({ label, children }: HeaderLabelProps) {
  return (
    <Box>
      <Typography variant="caption" component="p" sx={{ fontWeight: 'bold' }}>
        {label}
      </Typography>
      {/* A div, not a p: the breadcrumb inside is a nav with a list. */}
      <Typography variant="body2" component="div" sx={{ '& a': { color: 'inherit' } }}>
        {children}
      </Typography>
    </Box>
  );
}
