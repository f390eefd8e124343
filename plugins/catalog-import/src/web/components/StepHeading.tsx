import Typography from '@mui/material/Typography';
import { useEffect, useRef, type ReactNode } from 'react';

export interface StepHeadingProps {
  children: ReactNode;
  /** Moves the keyboard focus here when the step appears, so a screen reader announces it. */
  autoFocus?: boolean;
}

/** A step's heading; focusable from script only, so Tab order is not changed. */
export function StepHeading({ children, autoFocus = true }: StepHeadingProps) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (autoFocus) ref.current?.focus();
  }, [autoFocus]);
  return (
    <Typography
      ref={ref}
      variant="h6"
      component="h2"
      tabIndex={-1}
      sx={{ mb: 2, '&:focus': { outline: 'none' } }}
    >
      {children}
    </Typography>
  );
}
