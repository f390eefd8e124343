import { createRandom } from './createRandom';
import { expectedTotalItems } from './expectedTotalItems';
import type { GeneratedCatalog } from './generateCatalog';
import type { LoadRequest } from './runLoad';

export type ScenarioId =
  'query' | 'queryKind' | 'byName' | 'facetType' | 'facetTags' | 'facetOwner' | 'byRefs';

export interface Scenario {
  id: ScenarioId;
  /** The request as the report shows it. */
  label: string;
  nextRequest(): LoadRequest;
  /**
   * What is wrong with one answer, if anything. Reported next to the figures, never thrown: a
   * benchmark prints what it saw.
   */
  check(request: LoadRequest, body: unknown): string | undefined;
}

const BASE = '/api/catalog';
export const REFS_PER_REQUEST = 100;

/**
 * The measured requests. Lookups vary the entity on every request (picked with a seeded PRNG
 * from the generated refs), so caches cannot answer from one hot row.
 */
export function createCatalogScenarios(catalog: GeneratedCatalog, seed: number): Scenario[] {
  const random = createRandom(seed ^ 0x5eed);
  const { refs } = catalog;
  const facet = (id: ScenarioId, field: string): Scenario => ({
    id,
    label: `GET /entity-facets?facet=${field}`,
    nextRequest: () => ({
      method: 'GET',
      path: `${BASE}/entity-facets?facet=${encodeURIComponent(field)}`,
    }),
    check: (_request, body) => {
      const values = (body as { facets?: Record<string, unknown> }).facets?.[field];
      if (!Array.isArray(values)) return `no facets['${field}'] array in the answer`;
      return values.length === 0 ? `facets['${field}'] is empty` : undefined;
    },
  });
  return [
    {
      id: 'query',
      label: 'GET /entities/by-query?limit=20',
      nextRequest: () => ({ method: 'GET', path: `${BASE}/entities/by-query?limit=20` }),
      check: (_request, body) => checkPage(body, expectedTotalItems(catalog)),
    },
    {
      id: 'queryKind',
      label: 'GET /entities/by-query?limit=20&filter=kind=component',
      nextRequest: () => ({
        method: 'GET',
        path: `${BASE}/entities/by-query?limit=20&filter=${encodeURIComponent('kind=component')}`,
      }),
      check: (_request, body) => checkPage(body, catalog.counts.components),
    },
    {
      id: 'byName',
      label: 'GET /entities/by-name/{kind}/{namespace}/{name}',
      nextRequest: () => {
        const [kind, namespace, name] = splitRef(random.pick(refs));
        const parts = [kind, namespace, name].map(encodeURIComponent).join('/');
        return { method: 'GET', path: `${BASE}/entities/by-name/${parts}` };
      },
      check: (request, body) => {
        const wanted = decodeURIComponent(request.path.split('/').pop() ?? '');
        const name = (body as { metadata?: { name?: unknown } }).metadata?.name;
        return name === wanted
          ? undefined
          : `by-name for '${wanted}' answered name '${String(name)}'`;
      },
    },
    facet('facetType', 'spec.type'),
    facet('facetTags', 'metadata.tags'),
    facet('facetOwner', 'spec.owner'),
    {
      id: 'byRefs',
      label: `POST /entities/by-refs (${REFS_PER_REQUEST} refs)`,
      nextRequest: () => ({
        method: 'POST',
        path: `${BASE}/entities/by-refs`,
        body: { entityRefs: random.sample(refs, REFS_PER_REQUEST) },
      }),
      check: (_request, body) => {
        const items = (body as { items?: unknown }).items;
        if (!Array.isArray(items)) return 'no items array in the answer';
        if (items.length !== REFS_PER_REQUEST)
          return `${items.length} items for ${REFS_PER_REQUEST} refs`;
        const missing = items.filter(item => item === null).length;
        return missing > 0 ? `${missing} of ${REFS_PER_REQUEST} refs answered null` : undefined;
      },
    },
  ];
}

function checkPage(body: unknown, expectedTotal: number): string | undefined {
  const page = body as { items?: unknown; totalItems?: unknown };
  if (typeof page.totalItems !== 'number') return 'no totalItems in the answer';
  if (!Array.isArray(page.items)) return 'no items array in the answer';
  if (page.items.length !== Math.min(20, expectedTotal))
    return `${page.items.length} items for limit=20`;
  return page.totalItems === expectedTotal
    ? undefined
    : `totalItems is ${page.totalItems}, expected ${expectedTotal}`;
}

function splitRef(ref: string): [kind: string, namespace: string, name: string] {
  const colon = ref.indexOf(':');
  const slash = ref.indexOf('/', colon);
  return [ref.slice(0, colon), ref.slice(colon + 1, slash), ref.slice(slash + 1)];
}
