import LinearProgress, { type LinearProgressProps } from '@mui/material/LinearProgress';
import { useEffect, useState } from 'react';

export interface ProgressProps extends LinearProgressProps {
  /** How long to wait before showing anything, in ms. */
  delay?: number;
}

/**
 * A progress bar that appears only after a short delay (spec 001 §4), so fast loads do not flash
 * a bar on and off.
 */
export function Progress({ delay = 250, ...rest }: ProgressProps) {
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const timer = setTimeout(() => setVisible(true), delay);
    return () => clearTimeout(timer);
  }, [delay]);

  if (!visible) return null;
  return <LinearProgress aria-label="Loading" {...rest} />;
}
