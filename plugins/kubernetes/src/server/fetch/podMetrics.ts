import type { KubernetesObject, PodStatusMetrics, ResourceUsage } from '../../shared';
import { addAmounts, amountOf, amountToJson, type Amount } from './resourceAmount';

/** A pod's entry in metrics.k8s.io's PodMetricsList. */
interface PodMetricsItem {
  metadata?: { name?: string; namespace?: string };
  containers?: ContainerUsage[];
}

interface ContainerUsage {
  name: string;
  usage?: { cpu?: string; memory?: string };
}

interface ContainerSpec {
  name: string;
  resources?: {
    requests?: { cpu?: string; memory?: string };
    limits?: { cpu?: string; memory?: string };
  };
}

type Resource = 'cpu' | 'memory';

interface Totals {
  current: Amount;
  request: Amount;
  limit: Amount;
}

/**
 * One entry per pod, as Backstage's answer has (spec 000 §3 "podMetrics"): CPU in cores and
 * memory in bytes, used (from metrics.k8s.io) next to what the containers request and are limited
 * to (from the pod's spec). A pod the metrics do not know yet is there with no usage and no
 * containers; a container they did not measure is left out, its requests and limits still counted.
 */
export function podMetricsOf(
  pods: readonly KubernetesObject[],
  metricsListBody: string,
): PodStatusMetrics[] {
  const list = JSON.parse(metricsListBody) as { items?: PodMetricsItem[] };
  const usageByPod = new Map(
    (list.items ?? []).map(item => [
      podKey(item.metadata?.namespace, item.metadata?.name),
      item.containers ?? [],
    ]),
  );
  return pods.map(pod => {
    const usage = usageByPod.get(podKey(pod.metadata?.namespace, pod.metadata?.name)) ?? [];
    const specs = (pod.spec as { containers?: ContainerSpec[] } | undefined)?.containers ?? [];
    const cpu = emptyTotals();
    const memory = emptyTotals();
    const containers: PodStatusMetrics['containers'] = [];
    for (const spec of specs) {
      const measured = usage.find(container => container.name === spec.name);
      const cpuUsage = containerTotals(spec, measured, 'cpu');
      const memoryUsage = containerTotals(spec, measured, 'memory');
      addTo(cpu, cpuUsage);
      addTo(memory, memoryUsage);
      if (measured) {
        containers.push({
          container: spec.name,
          cpuUsage: toResourceUsage(cpuUsage),
          memoryUsage: toResourceUsage(memoryUsage),
        });
      }
    }
    return { pod, cpu: toResourceUsage(cpu), memory: toResourceUsage(memory), containers };
  });
}

function podKey(namespace: string | undefined, name: string | undefined): string {
  return `${namespace ?? ''}/${name ?? ''}`;
}

function emptyTotals(): Totals {
  return { current: 0, request: 0, limit: 0 };
}

function containerTotals(
  spec: ContainerSpec,
  measured: ContainerUsage | undefined,
  resource: Resource,
): Totals {
  return {
    current: amountOf(measured?.usage?.[resource]),
    request: amountOf(spec.resources?.requests?.[resource]),
    limit: amountOf(spec.resources?.limits?.[resource]),
  };
}

function addTo(sum: Totals, part: Totals): void {
  sum.current = addAmounts(sum.current, part.current);
  sum.request = addAmounts(sum.request, part.request);
  sum.limit = addAmounts(sum.limit, part.limit);
}

function toResourceUsage(totals: Totals): ResourceUsage {
  return {
    currentUsage: amountToJson(totals.current),
    requestTotal: amountToJson(totals.request),
    limitTotal: amountToJson(totals.limit),
  };
}
