import { Link } from '@atrium/web-core';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import type { DetectedError } from '../../../shared/contract';
import { EventsList } from '../EventsList/EventsList';
import { PodLogs } from '../PodLogsDialog/PodLogsDialog';

export interface HelpDialogProps {
  clusterName: string;
  error: DetectedError;
  onClose: () => void;
}

/** Spec 000 §2, §8: how to fix a detected error: its cause, what to do, and where to look. */
export function HelpDialog({ clusterName, error, onClose }: HelpDialogProps) {
  const fix = error.proposedFix;
  const namespace = error.sourceRef.namespace;
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="kubernetes-help-title">
      <DialogTitle id="kubernetes-help-title">
        {error.sourceRef.name} — {fix?.errorType ?? error.type}
      </DialogTitle>
      <DialogContent>
        <Typography gutterBottom>{error.message}</Typography>
        {fix && (
          <>
            <Typography variant="h6" component="h3">
              Root cause
            </Typography>
            <Typography gutterBottom>{fix.rootCauseExplanation}</Typography>
            <Typography variant="h6" component="h3">
              Actions
            </Typography>
            <ul>
              {fix.actions.map(action => (
                <li key={action}>{action}</li>
              ))}
            </ul>
            {fix.type === 'docs' && <Link href={fix.docsLink}>Open docs</Link>}
            {fix.type === 'logs' && (
              <PodLogs
                clusterName={clusterName}
                namespace={namespace}
                podName={fix.podName}
                containerName={fix.container}
                previous
              />
            )}
            {fix.type === 'events' && (
              <EventsList
                clusterName={clusterName}
                namespace={namespace}
                involvedObjectName={fix.podName}
              />
            )}
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
