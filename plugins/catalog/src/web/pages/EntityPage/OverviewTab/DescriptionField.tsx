import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export interface DescriptionFieldProps {
  label: string;
  children: ReactNode;
}

/** One term and its value inside a card's `dl`, as the profile cards list their facts. */
export function DescriptionField({ label, children }: DescriptionFieldProps) {
  return (
    <>
      <Typography component="dt" variant="body2" sx={{ fontWeight: 'bold' }}>
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0 }}>
        {children}
      </Typography>
    </>
  );
}
