import { randomUUID } from 'node:crypto';
import { findStoredType, groupVersionOf, type ResourceType } from '../api/resourceTypes';

/** A Kubernetes object as the fake keeps and answers it. */
export interface FakeObject {
  apiVersion: string;
  kind: string;
  metadata: {
    name: string;
    namespace?: string;
    uid?: string;
    resourceVersion?: string;
    creationTimestamp?: string;
    labels?: Record<string, string>;
    annotations?: Record<string, string>;
    [key: string]: unknown;
  };
  [key: string]: unknown;
}

/** What `kubectl logs` shows for one container; `previous` is the one before the last restart. */
export interface FakePodLog {
  namespace: string;
  pod: string;
  container: string;
  previous?: boolean;
  text: string;
}

export interface ObjectStore {
  /** Adds or replaces objects (by kind, namespace and name); fills uid, resourceVersion, time. */
  add(objects: readonly FakeObject[]): void;
  remove(type: ResourceType, namespace: string | undefined, name: string): FakeObject | undefined;
  get(type: ResourceType, namespace: string | undefined, name: string): FakeObject | undefined;
  /** Objects of a type, in one namespace or across all, ordered by namespace then name. */
  list(type: ResourceType, namespace?: string): FakeObject[];
  /** The store's resourceVersion: it grows with every change, as a list's does. */
  resourceVersion(): string;
  addLogs(logs: readonly FakePodLog[]): void;
  log(namespace: string, pod: string, container: string, previous: boolean): string | undefined;
  clear(): void;
}

const typeKey = (type: Pick<ResourceType, 'group' | 'version' | 'resource'>): string =>
  `${groupVersionOf(type)}/${type.resource}`;
const objectKey = (namespace: string | undefined, name: string): string =>
  `${namespace ?? ''}/${name}`;

export function createObjectStore(): ObjectStore {
  const objects = new Map<string, Map<string, FakeObject>>();
  const logs = new Map<string, string>();
  let version = 1000;
  const logKey = (namespace: string, pod: string, container: string, previous: boolean): string =>
    [namespace, pod, container, previous ? 'previous' : 'current'].join('/');
  const bucket = (type: ResourceType): Map<string, FakeObject> => {
    const stored = type.storedAs ? { ...type, ...type.storedAs } : type;
    const key = typeKey(stored);
    let found = objects.get(key);
    if (!found) objects.set(key, (found = new Map()));
    return found;
  };

  return {
    add(added) {
      for (const object of added) {
        const type = findStoredType(object.apiVersion, object.kind);
        if (!type) throw new Error(`The fake serves no ${object.kind} in ${object.apiVersion}`);
        version += 1;
        const metadata = {
          uid: randomUUID(),
          creationTimestamp: new Date().toISOString().replace(/\.\d{3}Z$/, 'Z'),
          ...object.metadata,
          resourceVersion: String(version),
        };
        if (type.namespaced) metadata.namespace ??= 'default';
        bucket(type).set(objectKey(metadata.namespace, metadata.name), { ...object, metadata });
      }
    },
    remove(type, namespace, name) {
      const key = objectKey(namespace, name);
      const found = bucket(type).get(key);
      if (found) {
        bucket(type).delete(key);
        version += 1;
      }
      return found;
    },
    get: (type, namespace, name) => bucket(type).get(objectKey(namespace, name)),
    list(type, namespace) {
      return [...bucket(type).entries()]
        .filter(([, object]) => namespace === undefined || object.metadata.namespace === namespace)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([, object]) => object);
    },
    resourceVersion: () => String(version),
    addLogs(added) {
      for (const entry of added) {
        logs.set(logKey(entry.namespace, entry.pod, entry.container, !!entry.previous), entry.text);
      }
    },
    log: (namespace, pod, container, previous) =>
      logs.get(logKey(namespace, pod, container, previous)),
    clear() {
      objects.clear();
      logs.clear();
      version += 1;
    },
  };
}
