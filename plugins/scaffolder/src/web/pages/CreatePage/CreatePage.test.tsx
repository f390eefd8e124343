import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createFakeBackend, errorResponse } from '../../testing/createFakeBackend';
import { templateEntity } from '../../testing/fixtures';
import { renderScaffolderRoute } from '../../testing/renderScaffolderRoute';
import { CreatePage } from './CreatePage';

const TEMPLATES_PATH = '/api/catalog/entities/by-query';

function renderCreatePage(answer: () => unknown) {
  const backend = createFakeBackend({ [TEMPLATES_PATH]: answer });
  renderScaffolderRoute(<CreatePage />, { path: '/create', url: '/create', fetch: backend.fetch });
  return backend;
}

const templates = [
  templateEntity('node-service', {
    title: 'Node.js service',
    description: 'A Fastify service',
    tags: ['recommended', 'node'],
  }),
  templateEntity('docs-site', { title: 'Docs site', type: 'documentation', tags: ['docs'] }),
];

describe('CreatePage', () => {
  it('shows the templates grouped, with their details, read from the catalog', async () => {
    const backend = renderCreatePage(() => ({ items: templates, pageInfo: {} }));

    expect(screen.getByRole('heading', { level: 1, name: 'Create a new component' })).toBeDefined();
    const recommended = await screen.findByRole('region', { name: 'Templates' });
    const others = screen.getByRole('region', { name: 'Other Templates' });
    const card = within(recommended).getByRole('article', { name: 'Node.js service' });
    expect(within(card).getByText('A Fastify service')).toBeDefined();
    expect(within(card).getByText('Owner: platform')).toBeDefined();
    expect(within(card).getByRole('list', { name: 'Tags' }).textContent).toContain('node');
    expect(within(others).getByRole('article', { name: 'Docs site' })).toBeDefined();

    const query = backend.requestsTo(TEMPLATES_PATH)[0]!.url.searchParams;
    expect(query.get('filter')).toBe('kind=template');
  });

  it('narrows the cards by search text and says when nothing matches', async () => {
    const user = userEvent.setup({ delay: null });
    renderCreatePage(() => ({ items: templates }));
    await screen.findByRole('article', { name: 'Docs site' });

    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'docs');
    expect(screen.queryByRole('article', { name: 'Node.js service' })).toBeNull();
    expect(screen.getByRole('article', { name: 'Docs site' })).toBeDefined();

    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'zzz');
    expect(screen.getByText('No templates match these filters.').getAttribute('role')).toBe(
      'status',
    );
  });

  it('filters by category', async () => {
    const user = userEvent.setup({ delay: null });
    renderCreatePage(() => ({ items: templates }));
    await screen.findByRole('article', { name: 'Docs site' });

    await user.click(screen.getByRole('combobox', { name: 'Categories' }));
    await user.click(screen.getByRole('option', { name: 'documentation' }));
    expect(screen.queryByRole('article', { name: 'Node.js service' })).toBeNull();
    expect(screen.getByRole('article', { name: 'Docs site' })).toBeDefined();
  });

  it('says so when the catalog has no templates', async () => {
    renderCreatePage(() => ({ items: [] }));
    expect(await screen.findByText('No templates found')).toBeDefined();
  });

  it('shows the error when the catalog cannot be read', async () => {
    renderCreatePage(() => errorResponse(500, 'Error', 'catalog is down'));
    expect(await screen.findByText('Could not load templates')).toBeDefined();
  });

  it('opens a wizard from the keyboard and links to registering a component', async () => {
    const user = userEvent.setup({ delay: null });
    renderCreatePage(() => ({ items: templates }));
    await screen.findByRole('article', { name: 'Docs site' });

    const register = screen.getByRole('link', { name: 'Register Existing Component' });
    expect(register.getAttribute('href')).toBe('/catalog-import');

    const choose = screen.getByRole('link', { name: 'Choose Node.js service' });
    choose.focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('status', { name: 'Current location' }).textContent).toBe(
      '/create/templates/default/node-service',
    );
  });
});
