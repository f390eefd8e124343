import Box from '@mui/material/Box';
import type { DetectedError, KubernetesObject } from '../../../shared/contract';
import type { PodStatus } from '../../../shared/objectShapes';
import { statusOf } from '../../../shared/objectShapes';
import { activateOnKey, tableSx } from './ObjectTable';

export interface PodsTableProps {
  pods: KubernetesObject[];
  errors: DetectedError[];
  onSelect: (pod: KubernetesObject) => void;
}

/** Counts each pod's detected errors once for the table rather than once per row. */
function errorsByPod(errors: DetectedError[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const error of errors) {
    if (error.sourceRef.kind !== 'Pod') continue;
    const key = `${error.sourceRef.namespace}/${error.sourceRef.name}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return counts;
}

export function PodsTable({ pods, errors, onSelect }: PodsTableProps) {
  if (pods.length === 0) return null;
  const counts = errorsByPod(errors);
  return (
    <Box component="table" aria-label="Pods" sx={tableSx}>
      <thead>
        <tr>
          <th>Pod</th>
          <th>Phase</th>
          <th>Containers ready</th>
          <th>Restarts</th>
          <th>Errors</th>
        </tr>
      </thead>
      <tbody>
        {pods.map(pod => {
          const status = statusOf<PodStatus>(pod);
          const containers = status.containerStatuses ?? [];
          const ready = containers.filter(container => container.ready).length;
          const restarts = containers.reduce((sum, c) => sum + (c.restartCount ?? 0), 0);
          const errorCount = counts.get(`${pod.metadata?.namespace}/${pod.metadata?.name}`) ?? 0;
          const open = () => onSelect(pod);
          return (
            <tr
              key={pod.metadata?.uid ?? `${pod.metadata?.namespace}/${pod.metadata?.name}`}
              tabIndex={0}
              onClick={open}
              onKeyDown={activateOnKey(open)}
            >
              <td>{pod.metadata?.name}</td>
              <td>{status.phase ?? 'Unknown'}</td>
              <td>{`${ready}/${containers.length}`}</td>
              <td>{restarts}</td>
              <td>{errorCount === 0 ? 'No errors' : `${errorCount} errors`}</td>
            </tr>
          );
        })}
      </tbody>
    </Box>
  );
}
