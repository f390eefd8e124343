import type { ClusterObjects, DetectedError } from './contract';

const BINARY_SUFFIXES: Record<string, number> = {
  Ki: 2 ** 10,
  Mi: 2 ** 20,
  Gi: 2 ** 30,
  Ti: 2 ** 40,
  Pi: 2 ** 50,
  Ei: 2 ** 60,
};

const DECIMAL_SUFFIXES: Record<string, number> = {
  n: 1e-9,
  u: 1e-6,
  m: 1e-3,
  '': 1,
  k: 1e3,
  M: 1e6,
  G: 1e9,
  T: 1e12,
  P: 1e15,
  E: 1e18,
};

// A Kubernetes quantity: a decimal number, then either an exponent ('1e3') or an SI suffix.
const QUANTITY = /^([+-]?(?:\d+\.?\d*|\.\d+))(?:[eE]([+-]?\d+)|(Ki|Mi|Gi|Ti|Pi|Ei|[numkMGTPE]))?$/;

/** A Kubernetes quantity ('128Mi', '500M', '250m', '0.5', 1024) in base units; undefined if invalid. */
export function parseQuantity(quantity: string | number): number | undefined {
  if (typeof quantity === 'number') return Number.isFinite(quantity) ? quantity : undefined;
  const match = QUANTITY.exec(quantity.trim());
  if (!match) return undefined;
  const [, digits = '', exponent, suffix = ''] = match;
  const value = Number(digits);
  if (exponent !== undefined) return value * 10 ** Number(exponent);
  return value * (BINARY_SUFFIXES[suffix] ?? DECIMAL_SUFFIXES[suffix] ?? 1);
}

/** Spec 000 §9: memory in MiB, bytes / 1024 / 1024 without decimals. */
export function bytesToMiB(quantity: string | number): number | undefined {
  const bytes = parseQuantity(quantity);
  return bytes === undefined ? undefined : Math.round(bytes / 1024 / 1024);
}

export function formatMemory(quantity: string | number): string {
  const mib = bytesToMiB(quantity);
  return mib === undefined ? String(quantity) : `${mib}MiB`;
}

/** Spec 000 §9: CPU in millicores, cores × 1000. */
export function coresToMillicores(quantity: string | number): number | undefined {
  const cores = parseQuantity(quantity);
  return cores === undefined ? undefined : Math.round(cores * 1000);
}

export function formatCpu(quantity: string | number): string {
  const millicores = coresToMillicores(quantity);
  return millicores === undefined ? String(quantity) : `${millicores}m`;
}

export type ResourceLevel = 'ok' | 'warning' | 'error';

/** Spec 000 §9: a gauge's colour from its fill, 0 to 1. */
export function gaugeLevel(fraction: number): ResourceLevel {
  if (fraction < 1 / 3) return 'error';
  if (fraction < 2 / 3) return 'warning';
  return 'ok';
}

/**
 * Spec 000 §9: a usage bar from usage as a percentage of the request or limit. At or over 100 %
 * the container is throttled or killed; under 40 % or over 90 % the request deserves a look.
 */
export function utilizationLevel(percent: number): ResourceLevel {
  if (percent >= 100) return 'error';
  if (percent > 90 || percent < 40) return 'warning';
  return 'ok';
}

/** Usage as a whole percentage of a total; undefined when the total is missing or zero. */
export function utilizationPercent(
  usage: string | number,
  total: string | number,
): number | undefined {
  const used = parseQuantity(usage);
  const available = parseQuantity(total);
  if (used === undefined || !available) return undefined;
  return Math.round((used / available) * 100);
}

export interface PodCounts {
  pods: number;
  podsWithErrors: number;
}

/** Spec 000 §2: a cluster panel's pod count and how many of those pods have detected errors. */
export function countPods(objects: ClusterObjects, errors: DetectedError[]): PodCounts {
  const pods = objects.resources
    .filter(response => response.type === 'pods')
    .flatMap(response => response.resources);
  const failing = new Set(
    errors
      .filter(error => error.sourceRef.kind === 'Pod')
      .map(error => `${error.sourceRef.namespace}/${error.sourceRef.name}`),
  );
  const podsWithErrors = pods.filter(pod =>
    failing.has(`${pod.metadata?.namespace ?? ''}/${pod.metadata?.name ?? ''}`),
  ).length;
  return { pods: pods.length, podsWithErrors };
}
