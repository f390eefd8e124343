import {
  createExtensionPoint,
  type Config,
  type Logger,
  type UrlReader,
} from '@atrium/server-core';

/** What a provider is given to read its configuration with, when the catalog sets up. */
export interface CatalogProviderContext {
  readonly config: Config;
  readonly logger: Logger;
  readonly reader: UrlReader;
}

/** One configured instance of a provider, e.g. `catalog.providers.github.acme`. */
export interface CatalogProviderInstance {
  /** Unique within its provider: the target of the location the catalog registers for it. */
  readonly id: string;
  /** How often it is read again; the catalog's processing interval when absent. */
  readonly refreshIntervalMs?: number;
  /**
   * Everything the instance holds now, as entity documents. A Location entity among them is
   * followed as any other (a discovered repository's catalog file). Throwing keeps what the last
   * read produced and shows the error on the instance's location. A read is bounded by
   * `catalog.processingTimeout`; the instance bounds its own requests.
   */
  read(): Promise<readonly unknown[]>;
}

/**
 * A source of entities other than a catalog file someone registered: a code host's repositories,
 * its users and teams. Each instance is read like a location from the configuration, under the
 * provider's own location type: its entities are replaced by what the next read holds (a removed
 * repository or team disappears), and the kinds it produces are not subject to `catalog.rules`.
 */
export interface CatalogProvider {
  /** The location type of its instances, e.g. `github-discovery`; never `url` or `file`. */
  readonly type: string;
  /** The instances its configuration names; none when it is not configured. */
  instances(context: CatalogProviderContext): readonly CatalogProviderInstance[];
}

/** Where plugins add entity providers to the catalog (in their `register`). */
export const catalogProviders = createExtensionPoint<CatalogProvider>('catalog.providers');
