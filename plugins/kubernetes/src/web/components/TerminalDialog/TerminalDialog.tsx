import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';

export interface TerminalDialogProps {
  podName: string;
  containerName: string;
  onClose: () => void;
}

/** Placeholder: the pod terminal (spec 000 §7, a WebSocket to the exec endpoint) is not built yet. */
export function TerminalDialog({ podName, containerName, onClose }: TerminalDialogProps) {
  return (
    <Dialog open onClose={onClose} aria-labelledby="kubernetes-terminal-title">
      <DialogTitle id="kubernetes-terminal-title">
        Terminal of {podName} — {containerName}
      </DialogTitle>
      <DialogContent>
        <Typography>The terminal is not available yet.</Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
