import type { GeneratedCatalog } from './generateCatalog';

/**
 * What `totalItems` is once the catalog is in: the generated entities plus one. Like Backstage,
 * the catalog stands for each registered location (here the one in catalog.locations) with a
 * `generated-<sha1>` Location entity of its own.
 */
export function expectedTotalItems(catalog: GeneratedCatalog): number {
  return catalog.entities + 1;
}
