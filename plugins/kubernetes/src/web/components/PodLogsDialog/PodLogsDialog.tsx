import { ErrorPanel, Progress, useApiClient } from '@atrium/web-core';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { NO_LOGS_MESSAGE, NO_LOGS_TITLE } from '../../../shared/messages';
import { getPodLogs, type PodRef } from '../../api';
import { useClusterToken } from '../../clusterTokenContext';
import { kubernetesQueryKey, retryUnlessClientError } from '../../queries';

export interface PodLogsProps extends PodRef {
  containerName: string;
  /** The previous run's log, the one that tells why a restarting container exited. */
  previous?: boolean;
}

/** Spec 000 §7 getPodLogs, shown as text; spec 000 §8 when the container wrote nothing. */
export function PodLogs(props: PodLogsProps) {
  const api = useApiClient();
  const clusterToken = useClusterToken();
  const query = useQuery({
    queryKey: [
      ...kubernetesQueryKey,
      'logs',
      props.clusterName,
      props.namespace,
      props.podName,
      props.containerName,
      props.previous ?? false,
    ],
    queryFn: () => getPodLogs(api, props, clusterToken),
    retry: retryUnlessClientError,
  });
  if (query.isPending) return <Progress />;
  if (query.isError) return <ErrorPanel error={query.error} />;
  if (query.data.text === '') {
    return (
      <Box>
        <Typography variant="h6" component="h3">
          {NO_LOGS_TITLE}
        </Typography>
        <Typography>{NO_LOGS_MESSAGE}</Typography>
      </Box>
    );
  }
  return (
    <Box
      component="pre"
      aria-label="Logs"
      sx={{ bgcolor: 'action.hover', p: 1, overflow: 'auto', maxHeight: '60vh', m: 0 }}
    >
      {query.data.text}
    </Box>
  );
}

export interface PodLogsDialogProps extends PodLogsProps {
  onClose: () => void;
}

export function PodLogsDialog({ onClose, ...props }: PodLogsDialogProps) {
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="lg" aria-labelledby="kubernetes-logs-title">
      <DialogTitle id="kubernetes-logs-title">
        Logs of {props.podName} — {props.containerName}
      </DialogTitle>
      <DialogContent>
        <PodLogs {...props} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
