import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import {
  generateCatalog,
  GENERATOR_VERSION,
  MANIFEST_FILE,
  type GeneratedCatalog,
} from './generateCatalog';

/**
 * The catalog under `<cacheDir>/<entities>/`, generated only when missing or written by another
 * generator version or seed: generating 100k entities takes a while and must not count as
 * ingestion.
 */
export async function loadOrGenerateCatalog(options: {
  cacheDir: string;
  entities: number;
  seed: number;
}): Promise<{ catalog: GeneratedCatalog; generatedMs: number | undefined }> {
  const dir = path.join(options.cacheDir, String(options.entities));
  const cached = await readManifest(path.join(dir, MANIFEST_FILE));
  if (
    cached?.generatorVersion === GENERATOR_VERSION &&
    cached.seed === options.seed &&
    cached.entities === options.entities &&
    cached.rootFile === path.resolve(dir, 'catalog.yaml')
  ) {
    return { catalog: cached, generatedMs: undefined };
  }
  const started = performance.now();
  await rm(dir, { recursive: true, force: true });
  const catalog = await generateCatalog({ dir, entities: options.entities, seed: options.seed });
  return { catalog, generatedMs: performance.now() - started };
}

async function readManifest(file: string): Promise<GeneratedCatalog | undefined> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as GeneratedCatalog;
  } catch {
    // Missing or half-written (an interrupted run): regenerate.
    return undefined;
  }
}
