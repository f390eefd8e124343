/**
 * A typed key for a service one plugin provides and others use. It names its plugin, so a start
 * without that plugin can say which one is missing.
 */
export interface ServiceRef<T> {
  readonly id: string;
  /** The id of the plugin that provides it. */
  readonly plugin: string;
  /** Carries the type only; never read. */
  readonly __type?: T;
}

export function createServiceRef<T>(options: { id: string; plugin: string }): ServiceRef<T> {
  return { id: options.id, plugin: options.plugin };
}

/** A dependency a plugin can do without: it gets `undefined` when the provider is not installed. */
export interface OptionalServiceRef<T> {
  readonly optional: ServiceRef<T>;
}

export function optionalService<T>(ref: ServiceRef<T>): OptionalServiceRef<T> {
  return { optional: ref };
}

export type ServiceDependency = ServiceRef<unknown> | OptionalServiceRef<unknown>;

/** The services a plugin's `deps` declare, as its setup receives them. */
export type ResolvedServices<Deps> = string extends keyof Deps
  ? Readonly<Record<string, unknown>> // a plugin with its types erased
  : {
      readonly [Name in keyof Deps]: Deps[Name] extends OptionalServiceRef<infer T>
        ? T | undefined
        : Deps[Name] extends ServiceRef<infer T>
          ? T
          : never;
    };

export function serviceOf(dependency: ServiceDependency): ServiceRef<unknown> {
  return 'optional' in dependency ? dependency.optional : dependency;
}

/** Where the core keeps every provided service (request authentication reads the token service). */
export interface ServiceRegistry {
  provide<T>(ref: ServiceRef<T>, implementation: T): void;
  has(ref: ServiceRef<unknown>): boolean;
  getOptional<T>(ref: ServiceRef<T>): T | undefined;
}

export function createServiceRegistry(): ServiceRegistry {
  const services = new Map<string, unknown>();
  return {
    provide(ref, implementation) {
      if (services.has(ref.id)) throw new Error(`Service '${ref.id}' is provided twice`);
      services.set(ref.id, implementation);
    },
    has: ref => services.has(ref.id),
    getOptional<T>(ref: ServiceRef<T>): T | undefined {
      return services.get(ref.id) as T | undefined;
    },
  };
}
