import type { ObjectStore } from '../store/createObjectStore';
import { findResourceType } from './resourceTypes';
import { badRequest, notFound, type KubernetesStatus } from './status';

const POD = findResourceType('', 'v1', 'pods');

function containerNames(spec: unknown): string[] {
  const containers = (spec as { containers?: Array<{ name?: string }> } | undefined)?.containers;
  return (containers ?? []).map(container => container.name ?? '');
}

/** `GET .../pods/{pod}/log?container=&previous=&tailLines=`: the text, or the server's Status. */
export function readPodLog(
  store: ObjectStore,
  namespace: string,
  podName: string,
  query: URLSearchParams,
): { text: string } | KubernetesStatus {
  const pod = POD && store.get(POD, namespace, podName);
  if (!pod) return notFound('pods', podName);
  const names = containerNames(pod.spec);
  const container = query.get('container') ?? (names.length === 1 ? names[0] : undefined);
  if (container === undefined) {
    return badRequest(
      `a container name must be specified for pod ${podName}, choose one of: [${names.join(' ')}]`,
    );
  }
  if (!names.includes(container)) {
    return badRequest(`container ${container} is not valid for pod ${podName}`);
  }
  const previous = query.get('previous') === 'true';
  const text = store.log(namespace, podName, container, previous);
  if (text === undefined && previous) {
    return badRequest(`previous terminated container "${container}" in pod "${podName}" not found`);
  }
  const tail = Number(query.get('tailLines') ?? '');
  if (!text || !Number.isInteger(tail) || tail <= 0) return { text: text ?? '' };
  const lines = text.endsWith('\n') ? text.slice(0, -1).split('\n') : text.split('\n');
  return { text: `${lines.slice(-tail).join('\n')}\n` };
}
