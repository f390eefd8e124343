import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import type { ClusterObjects, DetectedError, KubernetesObject } from '../../../shared/contract';
import { ObjectDrawer } from '../ObjectDrawer/ObjectDrawer';
import { PodDrawer } from '../PodDrawer/PodDrawer';
import { groupObjects, podsViaReplicaSets } from './groupObjects';
import { objectStatus } from './objectStatus';
import { ObjectTable, type ObjectRow } from './ObjectTable';
import { PodsTable } from './PodsTable';
import { RolloutSteps } from './RolloutSteps';

export interface ClusterSectionsProps {
  objects: ClusterObjects;
  errors: DetectedError[];
}

interface Selection {
  object: KubernetesObject;
  kind: string;
}

/** Spec 000 §2: a cluster's sections, in the spec's order, and the drawer of the chosen object. */
export function ClusterSections({ objects, errors }: ClusterSectionsProps) {
  const [selected, setSelected] = useState<Selection>();
  const grouped = useMemo(() => groupObjects(objects), [objects]);
  const select = (object: KubernetesObject, kind: string) => setSelected({ object, kind });
  const selectPod = (pod: KubernetesObject) => select(pod, 'Pod');
  const podsTable = (pods: KubernetesObject[]) => (
    <PodsTable pods={pods} errors={errors} onSelect={selectPod} />
  );
  const rows = (
    list: KubernetesObject[],
    kind: string,
    details?: (object: KubernetesObject) => ObjectRow['details'],
  ): ObjectRow[] =>
    list.map(object => ({
      object,
      kind: object.kind ?? kind,
      status: objectStatus(object, object.kind ?? kind),
      details: details?.(object),
    }));

  const sections: Array<{ title: string; rows: ObjectRow[] }> = [
    {
      title: 'Custom resources',
      rows: rows(grouped.of('customresources'), 'CustomResource', object =>
        object.kind === 'Rollout' ? (
          <>
            <RolloutSteps rollout={object} />
            {podsTable(podsViaReplicaSets(grouped, object, 'Rollout'))}
          </>
        ) : undefined,
      ),
    },
    {
      title: 'Deployments',
      rows: rows(grouped.of('deployments'), 'Deployment', object =>
        podsTable(podsViaReplicaSets(grouped, object, 'Deployment')),
      ),
    },
    {
      title: 'Daemon sets',
      rows: rows(grouped.of('daemonsets'), 'DaemonSet', object =>
        podsTable(grouped.ownedBy('pods', object, 'DaemonSet')),
      ),
    },
    {
      title: 'Stateful sets',
      rows: rows(grouped.of('statefulsets'), 'StatefulSet', object =>
        podsTable(grouped.ownedBy('pods', object, 'StatefulSet')),
      ),
    },
    { title: 'Ingresses', rows: rows(grouped.of('ingresses'), 'Ingress') },
    { title: 'Services', rows: rows(grouped.of('services'), 'Service') },
    {
      title: 'Cron jobs',
      rows: rows(grouped.of('cronjobs'), 'CronJob', object => (
        <ObjectTable
          label={`Jobs of ${object.metadata?.name ?? ''}`}
          rows={rows(grouped.ownedBy('jobs', object, 'CronJob'), 'Job', job =>
            podsTable(grouped.ownedBy('pods', job, 'Job')),
          )}
          onSelect={select}
        />
      )),
    },
  ];

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {sections
        .filter(section => section.rows.length > 0)
        .map(section => (
          <Box component="section" key={section.title} aria-label={section.title}>
            <Typography variant="subtitle1" component="h4" sx={{ fontWeight: 'bold' }}>
              {section.title}
            </Typography>
            <ObjectTable label={section.title} rows={section.rows} onSelect={select} />
          </Box>
        ))}
      {selected?.kind === 'Pod' ? (
        <PodDrawer
          objects={objects}
          pod={selected.object}
          errors={errors}
          onClose={() => setSelected(undefined)}
        />
      ) : (
        selected && (
          <ObjectDrawer
            cluster={objects.cluster}
            object={selected.object}
            kind={selected.kind}
            onClose={() => setSelected(undefined)}
          />
        )
      )}
    </Box>
  );
}
