/**
 * A typed place where plugins add to another plugin: scaffolder actions, catalog processors,
 * search collators. Contributions are made in `register`, which runs for every plugin before any
 * plugin's `setup`, so the owner sees all of them whatever the installation order.
 */
export interface ExtensionPoint<T> {
  readonly id: string;
  /** Carries the type only; never read. */
  readonly __type?: T;
}

export function createExtensionPoint<T>(id: string): ExtensionPoint<T> {
  return { id };
}

/** What a plugin's `register` gets: adds its contributions. */
export interface ExtensionRegistrar {
  add<T>(point: ExtensionPoint<T>, ...contributions: T[]): void;
}

/** What a plugin's `setup` gets: the contributions made to a point, in installation order. */
export interface Extensions {
  list<T>(point: ExtensionPoint<T>): readonly T[];
}

export function createExtensionRegistry(): ExtensionRegistrar & Extensions {
  const byPoint = new Map<string, unknown[]>();
  let sealed = false;
  return {
    add(point, ...contributions) {
      if (sealed) {
        throw new Error(
          `Contributions to '${point.id}' must be made in a plugin's register, before setup`,
        );
      }
      const list = byPoint.get(point.id) ?? [];
      list.push(...contributions);
      byPoint.set(point.id, list);
    },
    list<T>(point: ExtensionPoint<T>): readonly T[] {
      sealed = true;
      return (byPoint.get(point.id) ?? []) as T[];
    },
  };
}
