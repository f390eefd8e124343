import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseAllDocuments } from 'yaml';
import type { FakeObject, FakePodLog } from './createObjectStore';

/** The fixtures that come with the fake: the demo organisation's workloads, healthy and broken. */
export const DEFAULT_FIXTURES_DIR = fileURLToPath(new URL('../fixtures', import.meta.url));

/**
 * A container's log is not a Kubernetes object, so fixtures give it as a document of this
 * made-up kind beside the pod: `metadata.namespace`, `metadata.name` (the pod), `container`,
 * `previous` and `text`.
 */
export const POD_LOG_API_VERSION = 'testing.atrium.dev/v1';
export const POD_LOG_KIND = 'PodLog';

export interface Fixtures {
  objects: FakeObject[];
  logs: FakePodLog[];
}

function isObject(value: unknown): value is FakeObject {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<FakeObject>;
  return (
    typeof candidate.apiVersion === 'string' &&
    typeof candidate.kind === 'string' &&
    typeof candidate.metadata?.name === 'string'
  );
}

/** Reads multi-document YAML files (a file, or every `.yaml`/`.yml` in a folder). */
export function loadFixtures(paths: readonly string[]): Fixtures {
  const files = paths.flatMap(path =>
    statSync(path).isDirectory()
      ? readdirSync(path)
          .filter(name => /\.ya?ml$/.test(name))
          .sort()
          .map(name => join(path, name))
      : [path],
  );
  const fixtures: Fixtures = { objects: [], logs: [] };
  for (const file of files) {
    for (const document of parseAllDocuments(readFileSync(file, 'utf8'))) {
      if (document.errors.length > 0) {
        throw new Error(`${file}: ${document.errors[0]?.message ?? 'invalid YAML'}`);
      }
      const value: unknown = document.toJS();
      if (value === null || value === undefined) continue;
      if (!isObject(value)) throw new Error(`${file}: a document without apiVersion, kind or name`);
      if (value.apiVersion === POD_LOG_API_VERSION && value.kind === POD_LOG_KIND) {
        fixtures.logs.push(toPodLog(value));
      } else {
        fixtures.objects.push(value);
      }
    }
  }
  return fixtures;
}

function toPodLog(document: FakeObject): FakePodLog {
  return {
    namespace: document.metadata.namespace ?? 'default',
    pod: document.metadata.name,
    container: String(document.container),
    previous: document.previous === true,
    text: String(document.text),
  };
}
