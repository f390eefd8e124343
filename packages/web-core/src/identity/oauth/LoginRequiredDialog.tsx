import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { useId, useState } from 'react';
import type { PendingLogin } from './createLoginRequests';

export interface LoginRequiredDialogProps {
  open: boolean;
  pending: readonly PendingLogin[];
  onRejectAll(): void;
}

/**
 * 'Login Required' (spec 001 §2, §4): the providers the app needs the user to log in to, each
 * with a "Log in" button (the click a popup needs), and 'Reject All'. A failed login stays
 * listed, with what went wrong.
 */
export function LoginRequiredDialog({ open, pending, onRejectAll }: LoginRequiredDialogProps) {
  const id = useId();
  const [busy, setBusy] = useState<string>();
  const [failure, setFailure] = useState<string>();

  function logIn(request: PendingLogin) {
    setBusy(request.providerId);
    setFailure(undefined);
    request.login().then(
      () => setBusy(undefined),
      (error: unknown) => {
        setBusy(undefined);
        setFailure(
          error instanceof Error && error.message ? error.message : 'An unspecified error occurred',
        );
      },
    );
  }

  return (
    <Dialog
      open={open}
      aria-labelledby={`${id}-title`}
      maxWidth="xs"
      fullWidth
      // Escape is the keyboard's way to turn the logins down; a stray click outside is not.
      onClose={(_event, reason) => {
        if (reason === 'escapeKeyDown') onRejectAll();
      }}
    >
      <DialogTitle id={`${id}-title`}>Login Required</DialogTitle>
      <DialogContent>
        <DialogContentText>
          {pending.length === 1 ? 'This provider asks' : 'These providers ask'} you to log in before
          the page can go on.
        </DialogContentText>
        {failure && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {failure}
          </Alert>
        )}
        <List aria-label="Providers">
          {pending.map(request => (
            <ListItem
              key={request.providerId}
              disableGutters
              secondaryAction={
                <Button
                  variant="contained"
                  size="small"
                  disabled={busy !== undefined}
                  onClick={() => logIn(request)}
                >
                  Log in
                </Button>
              }
            >
              <ListItemText primary={request.title} />
            </ListItem>
          ))}
        </List>
      </DialogContent>
      <DialogActions>
        <Button onClick={onRejectAll}>Reject All</Button>
      </DialogActions>
    </Dialog>
  );
}
