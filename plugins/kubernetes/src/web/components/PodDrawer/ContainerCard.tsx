import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ContainerSpec, ContainerStatus } from '../../../shared/objectShapes';
import { CONTAINER_WITHOUT_SPEC_MESSAGE } from '../../../shared/messages';
import { containerStatusText } from '../../../shared/podStatus';
import { useTerminalSupport } from '../TerminalDialog/terminalSupport';

export interface ContainerCardProps {
  status: ContainerStatus;
  spec: ContainerSpec | undefined;
  onLogs: () => void;
  onTerminal: () => void;
}

/** Spec 000 §2, §4: a container's state, with its logs and terminal a click away. */
export function ContainerCard({ status, spec, onLogs, onTerminal }: ContainerCardProps) {
  const terminalSupported = useTerminalSupport();
  return (
    <Box
      component="section"
      aria-label={`Container ${status.name}`}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}
    >
      <Typography variant="subtitle1" component="h4" sx={{ fontWeight: 'bold' }}>
        {status.name}
      </Typography>
      {spec ? (
        <Typography variant="body2" color="text.secondary">
          {spec.image}
        </Typography>
      ) : (
        <Typography color="error">{CONTAINER_WITHOUT_SPEC_MESSAGE}</Typography>
      )}
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: 0.5, my: 1 }}
      >
        <dt>Status</dt>
        <dd>{containerStatusText(status)}</dd>
        <dt>Ready</dt>
        <dd>{status.ready ? 'Yes' : 'No'}</dd>
        <dt>Restarts</dt>
        <dd>{status.restartCount ?? 0}</dd>
      </Box>
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Button size="small" variant="outlined" onClick={onLogs}>
          Logs
        </Button>
        {terminalSupported && (
          <Button size="small" variant="outlined" onClick={onTerminal}>
            Terminal
          </Button>
        )}
      </Box>
    </Box>
  );
}
