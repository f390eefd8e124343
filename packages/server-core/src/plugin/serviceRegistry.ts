/** A typed key for a service one plugin provides and others use. */
export interface ServiceRef<T> {
  readonly id: string;
  /** Carries the type only; never read. */
  readonly __type?: T;
}

export function createServiceRef<T>(id: string): ServiceRef<T> {
  return { id };
}

export interface ServiceRegistry {
  provide<T>(ref: ServiceRef<T>, implementation: T): void;
  get<T>(ref: ServiceRef<T>): T;
  getOptional<T>(ref: ServiceRef<T>): T | undefined;
}

export function createServiceRegistry(): ServiceRegistry {
  const services = new Map<string, unknown>();
  return {
    provide(ref, implementation) {
      if (services.has(ref.id)) throw new Error(`Service '${ref.id}' is provided twice`);
      services.set(ref.id, implementation);
    },
    get<T>(ref: ServiceRef<T>): T {
      if (!services.has(ref.id)) {
        throw new Error(
          `Service '${ref.id}' is not available; is the plugin providing it installed before this one?`,
        );
      }
      return services.get(ref.id) as T;
    },
    getOptional<T>(ref: ServiceRef<T>): T | undefined {
      return services.get(ref.id) as T | undefined;
    },
  };
}
