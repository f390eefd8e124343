import type { Entity } from '@atrium/model';
import {
  byRefsRoute,
  createFakeFetch,
  renderCatalogRoute,
} from '@atrium/plugin-catalog/react/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DocumentsTable } from './DocumentsTable';
import { docsEntity } from './testEntities';

function renderTable(entities: Entity[]) {
  const backend = createFakeFetch({ '/entities/by-refs': byRefsRoute([]) });
  return renderCatalogRoute(<DocumentsTable entities={entities} />, {
    path: '/docs',
    url: '/docs',
    fetch: backend.fetch,
  });
}

/** The text of the Document cell of each body row, top to bottom. */
function documentNames(): string[] {
  const [, ...rows] = screen.getAllByRole('row');
  return rows.map(row => within(row).getAllByRole('cell')[0]?.textContent ?? '');
}

function manyDocs(count: number): Entity[] {
  return Array.from({ length: count }, (_, index) =>
    docsEntity(`doc-${String(index).padStart(2, '0')}`),
  );
}

describe('DocumentsTable', () => {
  it('shows Document, Owner, Kind and Type, sorted by document ascending', () => {
    renderTable([
      docsEntity('web', { kind: 'System', type: 'website' }),
      docsEntity('billing', { title: 'Billing Guide' }),
      docsEntity('api-gateway'),
    ]);

    const headers = screen.getAllByRole('columnheader').map(header => header.textContent);
    expect(headers).toEqual(['Document', 'Owner', 'Kind', 'Type', 'Actions']);
    expect(screen.getByRole('columnheader', { name: 'Document' }).getAttribute('aria-sort')).toBe(
      'ascending',
    );
    expect(documentNames()).toEqual(['api-gateway', 'Billing Guide', 'web']);

    const row = screen.getByRole('row', { name: /web/ });
    expect(within(row).getByRole('cell', { name: 'System' })).toBeDefined();
    expect(within(row).getByRole('cell', { name: 'website' })).toBeDefined();
  });

  it('links each document to its docs and each owner to its catalog page', () => {
    renderTable([docsEntity('Billing-API', { namespace: 'Ops', title: 'Billing' })]);

    expect(screen.getByRole('link', { name: 'Billing' }).getAttribute('href')).toBe(
      '/docs/ops/component/Billing-API',
    );
    expect(screen.getByRole('link', { name: 'team-a' }).getAttribute('href')).toBe(
      '/catalog/default/group/team-a',
    );
  });

  it('sorts descending on a click of the Document header', async () => {
    const user = userEvent.setup();
    renderTable([docsEntity('alpha'), docsEntity('beta')]);

    await user.click(screen.getByRole('button', { name: 'Document' }));
    expect(documentNames()).toEqual(['beta', 'alpha']);
  });

  it('searches the documents', async () => {
    const user = userEvent.setup();
    renderTable([docsEntity('billing'), docsEntity('search', { title: 'Search Handbook' })]);

    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'handbook');
    expect(documentNames()).toEqual(['Search Handbook']);
  });

  it('filters by kind and type in the filter panel', async () => {
    const user = userEvent.setup();
    renderTable([
      docsEntity('billing'),
      docsEntity('web', { type: 'website' }),
      docsEntity('payments', { kind: 'System', type: 'website' }),
    ]);

    await user.click(screen.getByRole('button', { name: 'Filters' }));
    const panel = screen.getByRole('region', { name: 'Filters' });
    await user.click(within(panel).getByRole('combobox', { name: 'Type' }));
    await user.click(screen.getByRole('option', { name: 'website' }));
    await user.keyboard('{Escape}');
    expect(documentNames()).toEqual(['payments', 'web']);

    await user.click(within(panel).getByRole('combobox', { name: 'Kind' }));
    await user.click(screen.getByRole('option', { name: 'Component' }));
    await user.keyboard('{Escape}');
    expect(documentNames()).toEqual(['web']);
  });

  it('shows up to 20 rows without paging', () => {
    renderTable(manyDocs(20));

    expect(documentNames()).toHaveLength(20);
    expect(screen.queryByRole('button', { name: 'Next page' })).toBeNull();
  });

  it('pages 20 rows at a time above 20 rows, with page sizes 5 to 100', async () => {
    const user = userEvent.setup();
    renderTable(manyDocs(21));

    expect(documentNames()).toHaveLength(20);
    expect(screen.getByText('1–20 of 21')).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(documentNames()).toEqual(['doc-20']);

    await user.click(screen.getByRole('combobox', { name: 'Rows per page:' }));
    const sizes = screen.getAllByRole('option').map(option => option.textContent);
    expect(sizes).toEqual(['5', '10', '20', '50', '100']);
  });

  it('copies the absolute URL of a document and confirms it', async () => {
    const user = userEvent.setup();
    renderTable([docsEntity('billing', { namespace: 'Ops' })]);

    await user.click(screen.getByRole('button', { name: 'Copy docs URL' }));

    expect(await screen.findByText('Copied to clipboard')).toBeDefined();
    expect(await navigator.clipboard.readText()).toBe(
      `${window.location.origin}/docs/ops/component/billing`,
    );
  });

  it('says when there are no documents', () => {
    renderTable([]);

    expect(screen.getByText('No documents to show')).toBeDefined();
  });
});
