import type {
  CatalogProvider,
  CatalogProviderContext,
  CatalogProviderInstance,
} from '../../node/catalogProviders';

export interface ProviderInstances {
  /** Instances by location type, then by id (the location's target). */
  byType: ReadonlyMap<string, ReadonlyMap<string, CatalogProviderInstance>>;
  /** One location per instance, registered like those of `catalog.locations`. */
  locations: Array<{ type: string; target: string }>;
}

// Types the catalog reads itself: a provider claiming one would take over people's locations.
const RESERVED_TYPES = new Set(['url', 'file']);

/** Asks every provider added to the catalog for the instances its configuration names. */
export function readProviderInstances(
  providers: readonly CatalogProvider[],
  context: CatalogProviderContext,
): ProviderInstances {
  const byType = new Map<string, Map<string, CatalogProviderInstance>>();
  for (const provider of providers) {
    if (RESERVED_TYPES.has(provider.type) || byType.has(provider.type)) {
      throw new Error(
        `Two catalog providers, or the catalog and one, read type '${provider.type}'`,
      );
    }
    const instances = new Map<string, CatalogProviderInstance>();
    for (const instance of provider.instances({
      ...context,
      logger: context.logger.child({ provider: provider.type }),
    })) {
      if (instances.has(instance.id)) {
        throw new Error(`The ${provider.type} provider has two instances named '${instance.id}'`);
      }
      instances.set(instance.id, instance);
    }
    byType.set(provider.type, instances);
  }
  const locations = [...byType].flatMap(([type, instances]) =>
    [...instances.keys()].map(target => ({ type, target })),
  );
  return { byType, locations };
}
