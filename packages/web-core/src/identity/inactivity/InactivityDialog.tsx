import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useEffect, useId, useState } from 'react';

export interface InactivityDialogProps {
  open: boolean;
  /** Seconds left when the warning starts; the dialog counts down from there. */
  seconds: number;
  onStay(): void;
}

/**
 * 'Logging out due to inactivity' (spec 001 §2) with the seconds left. Any way of answering it
 * (the button, Escape, a click beside it) says the user is there.
 */
export function InactivityDialog({ open, seconds, onStay }: InactivityDialogProps) {
  const id = useId();
  const [left, setLeft] = useState(seconds);

  useEffect(() => {
    if (!open) return undefined;
    const timer = setInterval(() => setLeft(current => Math.max(current - 1, 0)), 1000);
    return () => clearInterval(timer);
  }, [open]);

  return (
    <Dialog
      open={open}
      onClose={onStay}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
    >
      <DialogTitle id={`${id}-title`}>Logging out due to inactivity</DialogTitle>
      <DialogContent>
        <DialogContentText id={`${id}-text`}>
          You will be logged out in {left} {left === 1 ? 'second' : 'seconds'}. Are you still there?
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onStay} autoFocus>
          Yes! Don&apos;t log me out
        </Button>
      </DialogActions>
    </Dialog>
  );
}
