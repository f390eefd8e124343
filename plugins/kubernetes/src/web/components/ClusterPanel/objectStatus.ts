import type { KubernetesObject } from '../../../shared/contract';
import type { CronJobSpec } from '../../../shared/objectShapes';
import { specOf, statusOf } from '../../../shared/objectShapes';
import { cronJobStatus, jobStatus } from '../../../shared/workloadStatus';

interface Replicas {
  replicas?: number;
  readyReplicas?: number;
  desiredNumberScheduled?: number;
  numberReady?: number;
}

/** One line of status per kind, for a section's row. */
export function objectStatus(object: KubernetesObject, kind: string): string {
  const status = statusOf<Replicas>(object);
  switch (kind) {
    case 'Deployment':
    case 'StatefulSet':
    case 'Rollout':
      return `${status.readyReplicas ?? 0}/${status.replicas ?? 0} ready`;
    case 'DaemonSet':
      return `${status.numberReady ?? 0}/${status.desiredNumberScheduled ?? 0} ready`;
    case 'Service': {
      const spec = specOf<{ type?: string; clusterIP?: string }>(object);
      return [spec.type, spec.clusterIP].filter(Boolean).join(' ');
    }
    case 'Ingress': {
      const rules = specOf<{ rules?: Array<{ host?: string }> }>(object).rules ?? [];
      return rules.map(rule => rule.host ?? '*').join(', ');
    }
    case 'CronJob': {
      const schedule = specOf<CronJobSpec>(object).schedule;
      return `${cronJobStatus(object)}${schedule ? `, schedule ${schedule}` : ''}`;
    }
    case 'Job':
      return jobStatus(object);
    default:
      return '';
  }
}
