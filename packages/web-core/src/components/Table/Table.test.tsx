import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Table } from './Table';
import type { TableColumn } from './types';

interface Service {
  name: string;
  kind: string;
  owner: string;
  tags: string[];
}

const services: Service[] = [
  { name: 'payments', kind: 'API', owner: 'team-a', tags: ['java'] },
  { name: 'checkout', kind: 'Website', owner: 'team-b', tags: ['react', 'java'] },
  { name: 'Auth', kind: 'API', owner: 'team-c', tags: ['go'] },
];

const columns: TableColumn<Service>[] = [
  { id: 'name', title: 'Name', field: 'name', sortable: true },
  { id: 'kind', title: 'Kind', field: 'kind', filter: 'select' },
  { id: 'owner', title: 'Owner', field: 'owner', filter: 'multiselect' },
  { id: 'tags', title: 'Tags', field: 'tags', filter: 'multiselect', hidden: true },
];

function bodyNames(): string[] {
  const [, ...rows] = screen.getAllByRole('row');
  return rows.map(row => within(row).getAllByRole('cell')[0]?.textContent ?? '');
}

describe('Table', () => {
  it('renders a labelled table with column headers and rows', () => {
    render(<Table title="Services" columns={columns} data={services} />);

    const table = screen.getByRole('table', { name: 'Services' });
    const headers = within(table).getAllByRole('columnheader');
    expect(headers.map(header => header.textContent)).toEqual(['Name', 'Kind', 'Owner']);
    expect(bodyNames()).toEqual(['payments', 'checkout', 'Auth']);
  });

  it('renders cells through render and fires row clicks and actions', async () => {
    const user = userEvent.setup();
    const onRowClick = vi.fn();
    const onDelete = vi.fn();
    render(
      <Table
        columns={[{ id: 'name', title: 'Name', render: row => <strong>{row.name}!</strong> }]}
        data={services.slice(0, 1)}
        onRowClick={onRowClick}
        actions={[{ label: 'Delete', onClick: onDelete }]}
      />,
    );

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onDelete).toHaveBeenCalledWith(services[0]);
    expect(onRowClick).not.toHaveBeenCalled();

    await user.click(screen.getByText('payments!'));
    expect(onRowClick).toHaveBeenCalledWith(services[0]);
  });

  it('sorts ascending, descending, then back to the data order', async () => {
    const user = userEvent.setup();
    render(<Table columns={columns} data={services} />);
    const header = screen.getByRole('columnheader', { name: 'Name' });
    expect(header.getAttribute('aria-sort')).toBe('none');
    expect(screen.getByRole('columnheader', { name: 'Kind' }).getAttribute('aria-sort')).toBeNull();

    await user.click(within(header).getByRole('button', { name: 'Name' }));
    expect(header.getAttribute('aria-sort')).toBe('ascending');
    expect(bodyNames()).toEqual(['Auth', 'checkout', 'payments']);

    await user.click(within(header).getByRole('button', { name: 'Name' }));
    expect(header.getAttribute('aria-sort')).toBe('descending');
    expect(bodyNames()).toEqual(['payments', 'checkout', 'Auth']);

    await user.click(within(header).getByRole('button', { name: 'Name' }));
    expect(header.getAttribute('aria-sort')).toBe('none');
    expect(bodyNames()).toEqual(['payments', 'checkout', 'Auth']);
  });

  it('starts in the initial sort order, which the user can change', async () => {
    const user = userEvent.setup();
    render(
      <Table
        columns={columns}
        data={services}
        options={{ initialSort: { columnId: 'name', direction: 'asc' } }}
      />,
    );
    const header = screen.getByRole('columnheader', { name: 'Name' });
    expect(header.getAttribute('aria-sort')).toBe('ascending');
    expect(bodyNames()).toEqual(['Auth', 'checkout', 'payments']);

    await user.click(within(header).getByRole('button', { name: 'Name' }));
    expect(bodyNames()).toEqual(['payments', 'checkout', 'Auth']);
  });

  it('searches visible columns case-insensitively', async () => {
    const user = userEvent.setup();
    render(<Table columns={columns} data={services} />);

    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'TEAM-B');
    expect(bodyNames()).toEqual(['checkout']);

    // Tags are hidden, so they are not searched.
    await user.clear(screen.getByRole('searchbox', { name: 'Search' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'java');
    expect(screen.getByRole('cell', { name: 'No records to display' })).toBeTruthy();
  });

  it('filters by a select, by a multiselect, and clears all filters', async () => {
    const user = userEvent.setup();
    render(<Table columns={columns} data={services} />);

    await user.click(screen.getByRole('button', { name: 'Filters' }));
    const panel = screen.getByRole('region', { name: 'Filters' });
    expect(within(panel).queryByRole('combobox', { name: 'Tags' })).toBeNull();

    await user.click(within(panel).getByRole('combobox', { name: 'Kind' }));
    await user.click(screen.getByRole('option', { name: 'API' }));
    expect(bodyNames()).toEqual(['payments', 'Auth']);

    await user.click(within(panel).getByRole('combobox', { name: 'Owner' }));
    expect(screen.getAllByRole('option').map(option => option.textContent)).toEqual([
      'team-a',
      'team-b',
      'team-c',
    ]);
    await user.click(screen.getByRole('option', { name: 'team-c' }));
    await user.click(screen.getByRole('option', { name: 'team-b' }));
    await user.keyboard('{Escape}');
    expect(bodyNames()).toEqual(['Auth']);
    expect(screen.getByRole('button', { name: 'Filters (2)' })).toBeTruthy();

    await user.click(within(panel).getByRole('button', { name: 'Clear all' }));
    expect(bodyNames()).toEqual(['payments', 'checkout', 'Auth']);
  });

  it('pages through rows and changes the page size', async () => {
    const user = userEvent.setup();
    const many = Array.from({ length: 12 }, (_, index) => ({
      name: `service-${String(index + 1).padStart(2, '0')}`,
      kind: 'API',
      owner: 'team-a',
      tags: [],
    }));
    render(<Table columns={columns} data={many} />);

    expect(bodyNames()).toHaveLength(5);
    expect(screen.getByText('1–5 of 12')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(bodyNames()[0]).toBe('service-06');

    await user.click(screen.getByRole('combobox', { name: /rows per page/i }));
    expect(screen.getAllByRole('option').map(option => option.textContent)).toEqual([
      '5',
      '10',
      '20',
      '50',
      '100',
    ]);
    await user.click(screen.getByRole('option', { name: '20' }));
    expect(bodyNames()).toHaveLength(12);
  });

  it('shows all rows without paging when paging is off', () => {
    const many = Array.from({ length: 30 }, (_, index) => ({ ...services[0]!, name: `s${index}` }));
    render(<Table columns={columns} data={many} options={{ paging: false }} />);

    expect(bodyNames()).toHaveLength(30);
    expect(screen.queryByRole('button', { name: 'Next page' })).toBeNull();
  });

  it('shows the empty state in a cell, or custom empty content', () => {
    const { rerender } = render(<Table columns={columns} data={[]} />);
    expect(screen.getByRole('cell', { name: 'No records to display' })).toBeTruthy();

    rerender(<Table columns={columns} data={[]} emptyContent="No documents to show" />);
    expect(screen.getByRole('cell', { name: 'No documents to show' })).toBeTruthy();
  });

  it('shows progress instead of the empty state while loading', () => {
    render(<Table columns={columns} data={[]} isLoading />);

    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeTruthy();
    expect(screen.queryByText('No records to display')).toBeNull();
  });

  it('leaves paging to the server in cursor mode', async () => {
    const user = userEvent.setup();
    const onNext = vi.fn();
    const onPageSizeChange = vi.fn();
    const many = Array.from({ length: 8 }, (_, index) => ({ ...services[0]!, name: `s${index}` }));
    render(
      <Table
        columns={columns}
        data={many}
        pagination={{ mode: 'cursor', pageSize: 20, totalItems: 42, onNext, onPageSizeChange }}
      />,
    );

    expect(bodyNames()).toHaveLength(8);
    expect(screen.getByText('42 items')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Previous page' })).toHaveProperty('disabled', true);
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onNext).toHaveBeenCalledTimes(1);

    await user.click(screen.getByRole('combobox', { name: 'Rows per page:' }));
    await user.click(screen.getByRole('option', { name: '50' }));
    expect(onPageSizeChange).toHaveBeenCalledWith(50);
  });

  it('renders only the rows in view when virtualized', async () => {
    const rows = Array.from({ length: 10_000 }, (_, index) => ({
      ...services[0]!,
      name: `s${index}`,
    }));
    render(
      <Table
        title="Many"
        columns={columns}
        data={rows}
        options={{ virtualize: true, estimatedRowHeight: 40, overscan: 5 }}
      />,
    );

    // The virtualizer lays rows out after its first measurement; wait for the first one.
    await waitFor(() => expect(bodyNames().filter(name => name !== '').length).toBeGreaterThan(0));
    const names = bodyNames().filter(name => name !== '');
    expect(names.length).toBeLessThan(50);
    expect(names[0]).toBe('s0');
  });
});
