import { useApiClient, useAppConfig } from '@atrium/web-core';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { ClusterObjects, DetectedError, KubernetesObject } from '../../../shared/contract';
import { POD_DELETE_ERROR } from '../../../shared/messages';
import type { PodSpec, PodStatus } from '../../../shared/objectShapes';
import { specOf, statusOf } from '../../../shared/objectShapes';
import { pendingPodConditions } from '../../../shared/podStatus';
import { deletePod } from '../../api';
import { useClusterToken } from '../../clusterTokenContext';
import { kubernetesQueryKey } from '../../queries';
import { EventsList } from '../EventsList/EventsList';
import { ObjectDrawer } from '../ObjectDrawer/ObjectDrawer';
import { PodLogsDialog } from '../PodLogsDialog/PodLogsDialog';
import { TerminalDialog } from '../TerminalDialog/TerminalDialog';
import { ContainerCard } from './ContainerCard';
import { ResourceUtilization } from './ResourceUtilization';

export interface PodDrawerProps {
  objects: ClusterObjects;
  pod: KubernetesObject;
  errors: DetectedError[];
  onClose: () => void;
}

/** Spec 000 §2: a pod's IP, usage, pending conditions, containers, events and errors. */
export function PodDrawer({ objects, pod, errors, onClose }: PodDrawerProps) {
  const api = useApiClient();
  const clusterToken = useClusterToken();
  const config = useAppConfig();
  const queryClient = useQueryClient();
  const [dialog, setDialog] = useState<{ type: 'logs' | 'terminal'; container: string }>();
  const name = pod.metadata?.name ?? '';
  const namespace = pod.metadata?.namespace ?? 'default';
  const clusterName = objects.cluster.name;
  const status = statusOf<PodStatus>(pod);
  const containerSpecs = specOf<PodSpec>(pod).containers ?? [];
  const metrics = objects.podMetrics.find(
    entry =>
      entry.pod.metadata?.name === name &&
      (entry.pod.metadata?.namespace ?? 'default') === namespace,
  );
  const podErrors = errors.filter(
    error =>
      error.sourceRef.kind === 'Pod' &&
      error.sourceRef.name === name &&
      error.sourceRef.namespace === namespace,
  );
  const conditions = pendingPodConditions(pod, new Date());
  const remove = useMutation({
    mutationFn: () => deletePod(api, { clusterName, namespace, podName: name }, clusterToken),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: kubernetesQueryKey }),
    // Spec 000 §8: the user sees one sentence; the report is for whoever reads the console.
    onError: error => console.error(error),
  });

  return (
    <ObjectDrawer cluster={objects.cluster} object={pod} kind="Pod" onClose={onClose}>
      <Typography>Pod IP: {status.podIP ?? 'none'}</Typography>
      {config.kubernetes?.frontend?.podDelete?.enabled && (
        <Box>
          <Button
            color="error"
            variant="outlined"
            disabled={remove.isPending || remove.isSuccess}
            onClick={() => remove.mutate()}
          >
            Delete pod
          </Button>
          {remove.isError && <Typography color="error">{POD_DELETE_ERROR}</Typography>}
        </Box>
      )}
      {metrics && <ResourceUtilization metrics={metrics} />}
      {conditions.length > 0 && (
        <Box component="section" aria-label="Pending conditions">
          <Typography variant="h6" component="h3">
            Pending conditions
          </Typography>
          <ul>
            {conditions.map(condition => (
              <li key={condition.type}>
                {condition.type}:{' '}
                {condition.status === 'False'
                  ? `${condition.reason ?? ''} ${condition.message ?? ''}`.trim()
                  : condition.status === 'True'
                    ? `True${condition.age ? ` for ${condition.age}` : ''}`
                    : 'Unknown'}
              </li>
            ))}
          </ul>
        </Box>
      )}
      <Box component="section" aria-label="Containers" sx={{ display: 'grid', gap: 1 }}>
        <Typography variant="h6" component="h3">
          Containers
        </Typography>
        {(status.containerStatuses ?? []).map(containerStatus => (
          <ContainerCard
            key={containerStatus.name}
            status={containerStatus}
            spec={containerSpecs.find(spec => spec.name === containerStatus.name)}
            onLogs={() => setDialog({ type: 'logs', container: containerStatus.name })}
            onTerminal={() => setDialog({ type: 'terminal', container: containerStatus.name })}
          />
        ))}
      </Box>
      {podErrors.length > 0 && (
        <Box component="section" aria-label="Errors">
          <Typography variant="h6" component="h3">
            Errors
          </Typography>
          <ul>
            {podErrors.map((error, index) => (
              <li key={index}>{error.message}</li>
            ))}
          </ul>
        </Box>
      )}
      <Box component="section" aria-label="Events">
        <Typography variant="h6" component="h3">
          Events
        </Typography>
        <EventsList clusterName={clusterName} namespace={namespace} involvedObjectName={name} />
      </Box>
      {dialog?.type === 'logs' && (
        <PodLogsDialog
          clusterName={clusterName}
          namespace={namespace}
          podName={name}
          containerName={dialog.container}
          onClose={() => setDialog(undefined)}
        />
      )}
      {dialog?.type === 'terminal' && (
        <TerminalDialog
          clusterName={clusterName}
          namespace={namespace}
          podName={name}
          containerName={dialog.container}
          onClose={() => setDialog(undefined)}
        />
      )}
    </ObjectDrawer>
  );
}
