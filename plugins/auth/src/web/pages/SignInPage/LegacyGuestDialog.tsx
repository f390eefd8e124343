import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';

export interface LegacyGuestDialogProps {
  open: boolean;
  /** true: sign in with the legacy guest token; false: do not. */
  onAnswer(useLegacyToken: boolean): void;
}

/** Asked when the auth backend has no guest sign-in (spec 000 §4, §8). */
export function LegacyGuestDialog({ open, onAnswer }: LegacyGuestDialogProps) {
  const id = useId();
  return (
    <Dialog
      open={open}
      onClose={() => onAnswer(false)}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
    >
      <DialogTitle id={`${id}-title`}>Guest sign-in</DialogTitle>
      <DialogContent>
        <DialogContentText id={`${id}-text`}>
          Failed to sign in as a guest using the auth backend. Do you want to fall back to the
          legacy guest token?
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => onAnswer(false)}>No</Button>
        <Button variant="contained" onClick={() => onAnswer(true)} autoFocus>
          Yes
        </Button>
      </DialogActions>
    </Dialog>
  );
}
