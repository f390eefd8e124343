import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ActionDescription } from '../../../shared/contract';
import { createFakeScaffolderFetch } from '../../testing/createFakeScaffolderFetch';
import { renderScaffolderRoute } from '../../testing/renderScaffolderRoute';
import { ActionsPage } from './ActionsPage';

const actions: ActionDescription[] = [
  {
    id: 'fetch:template',
    description: 'Downloads a skeleton and renders it with the values',
    schema: {
      input: {
        type: 'object',
        required: ['url'],
        properties: {
          url: { type: 'string', title: 'Fetch URL', description: 'Where the skeleton lives' },
          values: { type: 'object', description: 'Values for the templates' },
        },
      },
      output: { type: 'object', properties: { targetPath: { type: 'string' } } },
    },
    examples: [
      {
        description: 'Fetch a skeleton',
        example: 'steps:\n  - id: fetch\n    action: fetch:template',
      },
    ],
  },
  { id: 'debug:log', description: 'Writes a message to the log', schema: {} },
];

function renderActions() {
  const fake = createFakeScaffolderFetch({ '/v2/actions': () => actions });
  renderScaffolderRoute(<ActionsPage />, {
    path: '/create/actions',
    url: '/create/actions',
    fetch: fake.fetch,
  });
}

describe('ActionsPage', () => {
  it('shows each action with its input and output properties and its examples', async () => {
    renderActions();
    const action = await screen.findByRole('region', { name: 'fetch:template' });
    expect(
      within(action).getByText('Downloads a skeleton and renders it with the values'),
    ).toBeDefined();
    expect(within(action).getByRole('link', { name: 'fetch:template' }).getAttribute('href')).toBe(
      '#action-fetch:template',
    );
    const input = within(action).getByRole('table', { name: 'Input of fetch:template' });
    const cells = within(input)
      .getAllByRole('row')
      .map(row => [...row.querySelectorAll('th, td')].map(cell => cell.textContent));
    expect(cells).toEqual([
      ['Name', 'Title', 'Description', 'Type', 'Required'],
      ['url', 'Fetch URL', 'Where the skeleton lives', 'string', 'Yes'],
      ['values', '', 'Values for the templates', 'object', 'No'],
    ]);
    expect(within(action).getByRole('table', { name: 'Output of fetch:template' })).toBeDefined();
    expect(within(action).getByLabelText('Example 1 of fetch:template').textContent).toContain(
      'action: fetch:template',
    );

    const debug = screen.getByRole('region', { name: 'debug:log' });
    expect(within(debug).getAllByText('No schema')).toHaveLength(2);
  });

  it('filters the actions by id and description', async () => {
    const user = userEvent.setup();
    renderActions();
    await screen.findByRole('region', { name: 'fetch:template' });
    await user.type(screen.getByRole('searchbox', { name: 'Search actions' }), 'message');
    expect(screen.queryByRole('region', { name: 'fetch:template' })).toBeNull();
    expect(screen.getByRole('region', { name: 'debug:log' })).toBeDefined();
    await user.clear(screen.getByRole('searchbox', { name: 'Search actions' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search actions' }), 'FETCH:');
    expect(screen.getByRole('region', { name: 'fetch:template' })).toBeDefined();
    expect(screen.queryByRole('region', { name: 'debug:log' })).toBeNull();
    await user.type(screen.getByRole('searchbox', { name: 'Search actions' }), 'nothing');
    expect(screen.getByText('Sorry, no results were found')).toBeDefined();
  });
});
