import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { stringify } from 'yaml';
import { buildCatalogEntities } from './buildCatalogEntities';
import { fullRefOf, type GeneratedEntity } from './GeneratedEntity';
import { planEntityCounts, type EntityCounts } from './planEntityCounts';

export interface GenerateCatalogOptions {
  dir: string;
  /** All entities, the root Location included, so the catalog's total is exactly this. */
  entities: number;
  seed: number;
}

export interface GeneratedCatalog {
  /** Bumped whenever the output changes, so cached catalogs are regenerated. */
  generatorVersion: number;
  seed: number;
  entities: number;
  counts: EntityCounts;
  /** Absolute path of the root Location file to register. */
  rootFile: string;
  files: string[];
  /** `kind:namespace/name` of every entity, for requests that look entities up. */
  refs: string[];
}

export const GENERATOR_VERSION = 2;
const ENTITIES_PER_FILE = 5000;
export const MANIFEST_FILE = 'manifest.json';

/**
 * Writes a catalog of `entities` entities into `dir`: `part-NNNN.yaml` files of about five thousand
 * entities each, a root `catalog.yaml` Location targeting them, and `manifest.json` describing
 * what was written. The same seed always writes the same files.
 */
export async function generateCatalog(options: GenerateCatalogOptions): Promise<GeneratedCatalog> {
  const counts = planEntityCounts(options.entities);
  const entities = buildCatalogEntities(counts, options.seed);
  await mkdir(options.dir, { recursive: true });

  const files: string[] = [];
  for (let start = 0; start < entities.length; start += ENTITIES_PER_FILE) {
    const file = `part-${String(files.length + 1).padStart(4, '0')}.yaml`;
    await writeFile(
      path.join(options.dir, file),
      toYaml(entities.slice(start, start + ENTITIES_PER_FILE)),
    );
    files.push(file);
  }
  const root: GeneratedEntity = {
    apiVersion: 'backstage.io/v1alpha1',
    kind: 'Location',
    metadata: {
      name: 'bench-catalog',
      description: `A generated catalog of ${options.entities} entities (seed ${options.seed}).`,
    },
    spec: { targets: files.map(file => `./${file}`) },
  };
  const rootFile = path.resolve(options.dir, 'catalog.yaml');
  await writeFile(rootFile, toYaml([root]));

  const catalog: GeneratedCatalog = {
    generatorVersion: GENERATOR_VERSION,
    seed: options.seed,
    entities: entities.length + 1,
    counts,
    rootFile,
    files: [...files, 'catalog.yaml'],
    refs: [fullRefOf(root), ...entities.map(fullRefOf)],
  };
  await writeFile(path.join(options.dir, MANIFEST_FILE), JSON.stringify(catalog));
  return catalog;
}

function toYaml(entities: readonly GeneratedEntity[]): string {
  return entities.map(entity => stringify(entity, { lineWidth: 0 })).join('---\n');
}
