import {
  parseQuantity,
  type KubernetesObject,
  type PodStatusMetrics,
  type ResourceUsage,
} from '../../shared';

/** A pod's entry in metrics.k8s.io's PodMetricsList. */
interface PodMetricsItem {
  metadata?: { name?: string; namespace?: string };
  containers?: Array<{ name: string; usage?: { cpu?: string; memory?: string } }>;
}

interface ContainerSpec {
  name: string;
  resources?: {
    requests?: { cpu?: string; memory?: string };
    limits?: { cpu?: string; memory?: string };
  };
}

/**
 * Each pod's CPU (in cores) and memory (in bytes) next to what its containers request and are
 * limited to (spec 000 §3 "podMetrics"): usage from metrics.k8s.io, totals from the pod's spec.
 */
export function podMetricsOf(
  pods: readonly KubernetesObject[],
  metricsListBody: string,
): PodStatusMetrics[] {
  const list = JSON.parse(metricsListBody) as { items?: PodMetricsItem[] };
  const usageByPod = new Map(
    (list.items ?? []).map(item => [
      `${item.metadata?.namespace}/${item.metadata?.name}`,
      item.containers ?? [],
    ]),
  );
  return pods.flatMap(pod => {
    const usage = usageByPod.get(`${pod.metadata?.namespace}/${pod.metadata?.name}`);
    if (!usage) return [];
    const specs = ((pod.spec as { containers?: ContainerSpec[] } | undefined)?.containers ??
      []) as ContainerSpec[];
    const containers = specs.map(spec => {
      const used = usage.find(container => container.name === spec.name)?.usage ?? {};
      return {
        container: spec.name,
        cpuUsage: resourceUsage(
          used.cpu,
          spec.resources?.requests?.cpu,
          spec.resources?.limits?.cpu,
        ),
        memoryUsage: resourceUsage(
          used.memory,
          spec.resources?.requests?.memory,
          spec.resources?.limits?.memory,
        ),
      };
    });
    return [
      {
        pod,
        cpu: total(containers.map(container => container.cpuUsage)),
        memory: total(containers.map(container => container.memoryUsage)),
        containers,
      },
    ];
  });
}

function resourceUsage(
  current: string | undefined,
  request: string | undefined,
  limit: string | undefined,
): ResourceUsage {
  const amount = (quantity: string | undefined) =>
    quantity === undefined ? 0 : (parseQuantity(quantity) ?? 0);
  return {
    currentUsage: amount(current),
    requestTotal: amount(request),
    limitTotal: amount(limit),
  };
}

function total(usages: readonly ResourceUsage[]): ResourceUsage {
  const sum = (key: keyof ResourceUsage) =>
    usages.reduce((acc, usage) => acc + Number(usage[key]), 0);
  return {
    currentUsage: sum('currentUsage'),
    requestTotal: sum('requestTotal'),
    limitTotal: sum('limitTotal'),
  };
}
