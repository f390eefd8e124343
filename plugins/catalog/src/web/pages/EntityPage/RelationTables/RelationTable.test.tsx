import type { Entity } from '@atrium/model';
import { EntityProvider } from '@atrium/web-core';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  byRefsRoute,
  createFakeFetch,
  errorResponse,
  type FakeRoute,
} from '../../../testing/createFakeFetch';
import { renderCatalogRoute } from '../../../testing/renderCatalogRoute';
import { RelationTable } from './RelationTable';
import { relationTableDefinitions } from './relationTableDefinitions';

function entity(
  kind: string,
  name: string,
  spec: Record<string, string> = {},
  relations: Array<[string, string]> = [],
  description?: string,
): Entity {
  return {
    apiVersion: 'backstage.io/v1alpha1',
    kind,
    metadata: { name, namespace: 'default', ...(description ? { description } : {}) },
    spec,
    relations: relations.map(([type, targetRef]) => ({ type, targetRef })),
  };
}

const billing = entity(
  'Component',
  'billing',
  { type: 'service', lifecycle: 'production', owner: 'group:default/team-a' },
  [
    ['partOf', 'system:default/payments'],
    ['hasPart', 'component:default/billing-worker'],
    ['providesApi', 'api:default/invoices-api'],
    ['consumesApi', 'api:default/customers-api'],
    ['consumesApi', 'api:default/gone-api'],
    ['dependsOn', 'resource:default/billing-db'],
  ],
  'Sends the invoices',
);
const worker = entity('Component', 'billing-worker', {
  type: 'worker',
  lifecycle: 'experimental',
  owner: 'team-a',
});
const web = entity('Component', 'web', {
  type: 'website',
  lifecycle: 'production',
  owner: 'team-b',
});
const invoices = entity(
  'API',
  'invoices-api',
  { type: 'openapi', lifecycle: 'production', owner: 'team-a' },
  [
    ['apiProvidedBy', 'component:default/billing'],
    ['apiConsumedBy', 'component:default/web'],
  ],
  'Creates and lists invoices',
);
const customers = entity('API', 'customers-api', {
  type: 'grpc',
  lifecycle: 'deprecated',
  owner: 'team-b',
});
const billingDb = entity('Resource', 'billing-db', { type: 'database', owner: 'team-a' }, [
  ['dependencyOf', 'component:default/billing'],
]);
const payments = entity('System', 'payments', { owner: 'team-a' }, [
  ['hasPart', 'component:default/billing'],
  ['hasPart', 'component:default/retired'],
  ['hasPart', 'api:default/invoices-api'],
  ['hasPart', 'resource:default/billing-db'],
]);
const finance = entity('Domain', 'finance', { owner: 'team-a' }, [
  ['hasPart', 'system:default/payments'],
]);

const catalog = [billing, worker, web, invoices, customers, billingDb, payments, finance];

function definition(id: string) {
  const found = relationTableDefinitions.find(candidate => candidate.id === id);
  if (!found) throw new Error(`No relation table ${id}`);
  const { id: _id, entityKind: _kind, ...props } = found;
  return props;
}

/**
 * Renders one relation table of `shown`, answering by-refs from `catalog` unless `byRefs` is given;
 * with `pending`, by-refs never answers.
 */
function renderTable(
  shown: Entity,
  id: string,
  options: { byRefs?: FakeRoute; pending?: boolean } = {},
) {
  const bodies: unknown[] = [];
  const byRefs = options.byRefs ?? byRefsRoute(catalog);
  const backend = createFakeFetch({
    '/entities/by-refs': (url, body) => {
      bodies.push(body);
      return byRefs(url, body);
    },
  });
  const fetch: typeof globalThis.fetch = (input, init) =>
    options.pending && String(input).endsWith('/entities/by-refs')
      ? new Promise<Response>(() => {})
      : backend.fetch(input, init);
  renderCatalogRoute(
    <EntityProvider entity={shown}>
      <RelationTable {...definition(id)} />
    </EntityProvider>,
    { path: '*', url: '/catalog', fetch },
  );
  return { bodies };
}

/** The cells of each body row, as text. */
function rowsOf(table: HTMLElement): string[][] {
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map(row =>
      within(row)
        .getAllByRole('cell')
        .map(cell => cell.textContent ?? ''),
    );
}

describe('RelationTable', () => {
  it("lists a system's components, keeping one the catalog does not know as unresolved", async () => {
    const { bodies } = renderTable(payments, 'catalog.system-components');

    const table = await screen.findByRole('table', { name: 'Components' });
    const link = await within(table).findByRole('link', { name: 'billing' });
    expect(link.getAttribute('href')).toBe('/catalog/default/component/billing');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map(cell => cell.textContent),
    ).toEqual(['Name', 'Owner', 'Type', 'Lifecycle', 'Description']);
    expect(rowsOf(table)).toEqual([
      ['billing', 'team-a', 'service', 'production', 'Sends the invoices'],
      ['retired', '', '', '', 'Not found in the catalog'],
    ]);
    expect(within(table).queryByRole('link', { name: 'retired' })).toBeNull();
    // The table's rows come from one request naming every target of the relation.
    expect(bodies).toContainEqual({
      entityRefs: ['component:default/billing', 'component:default/retired'],
    });
  });

  it("lists a system's APIs and resources", async () => {
    renderTable(payments, 'catalog.system-apis');
    const apis = await screen.findByRole('table', { name: 'APIs' });
    await within(apis).findByRole('link', { name: 'invoices-api' });
    expect(rowsOf(apis)).toEqual([
      ['invoices-api', 'team-a', 'openapi', 'production', 'Creates and lists invoices'],
    ]);
  });

  it("lists a system's resources", async () => {
    renderTable(payments, 'catalog.system-resources');
    const resources = await screen.findByRole('table', { name: 'Resources' });
    await within(resources).findByRole('link', { name: 'billing-db' });
    expect(rowsOf(resources)).toEqual([['billing-db', 'team-a', 'database', '', '']]);
  });

  it("lists a domain's systems", async () => {
    renderTable(finance, 'catalog.domain-systems');
    const systems = await screen.findByRole('table', { name: 'Systems' });
    const link = await within(systems).findByRole('link', { name: 'payments' });
    expect(link.getAttribute('href')).toBe('/catalog/default/system/payments');
  });

  it('lists what depends on a resource', async () => {
    renderTable(billingDb, 'catalog.resource-dependents');
    const dependents = await screen.findByRole('table', { name: 'Depended on by' });
    expect(await within(dependents).findByRole('link', { name: 'billing' })).toBeDefined();
  });

  it("lists a component's subcomponents and the APIs it provides and consumes", async () => {
    renderTable(billing, 'catalog.component-subcomponents');
    const subcomponents = await screen.findByRole('table', { name: 'Subcomponents' });
    await within(subcomponents).findByRole('link', { name: 'billing-worker' });
    expect(rowsOf(subcomponents)).toEqual([
      ['billing-worker', 'team-a', 'worker', 'experimental', ''],
    ]);

    renderTable(billing, 'catalog.component-provided-apis');
    const provided = await screen.findByRole('table', { name: 'Provided APIs' });
    await within(provided).findByRole('link', { name: 'invoices-api' });
    expect(rowsOf(provided)).toEqual([
      ['invoices-api', 'team-a', 'openapi', 'production', 'Creates and lists invoices'],
    ]);

    renderTable(billing, 'catalog.component-consumed-apis');
    const consumed = await screen.findByRole('table', { name: 'Consumed APIs' });
    await within(consumed).findByRole('link', { name: 'customers-api' });
    expect(rowsOf(consumed)).toEqual([
      ['customers-api', 'team-b', 'grpc', 'deprecated', ''],
      ['gone-api', '', '', '', 'Not found in the catalog'],
    ]);
  });

  it('lists the providers and consumers of an API', async () => {
    renderTable(invoices, 'catalog.api-providers');
    const providers = await screen.findByRole('table', { name: 'Providers' });
    expect(await within(providers).findByRole('link', { name: 'billing' })).toBeDefined();

    renderTable(invoices, 'catalog.api-consumers');
    const consumers = await screen.findByRole('table', { name: 'Consumers' });
    expect(await within(consumers).findByRole('link', { name: 'web' })).toBeDefined();
  });

  it('says so when the entity has no such relation, without asking the catalog', async () => {
    const empty = entity('System', 'empty');
    const { bodies } = renderTable(empty, 'catalog.system-components');

    const table = await screen.findByRole('table', { name: 'Components' });
    expect(within(table).getByText('No components are part of this system')).toBeDefined();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(bodies).toEqual([]);
  });

  it('shows progress while the related entities load', async () => {
    renderTable(payments, 'catalog.system-components', { pending: true });
    const table = await screen.findByRole('table', { name: 'Components' });
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeDefined();
    expect(within(table).queryByText('No components are part of this system')).toBeNull();
  });

  it('shows the error when the catalog cannot answer', async () => {
    renderTable(payments, 'catalog.system-components', {
      byRefs: () => errorResponse(500, 'Error', 'Catalog unavailable'),
    });
    expect(await screen.findByRole('region', { name: 'Could not load components' })).toBeDefined();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
