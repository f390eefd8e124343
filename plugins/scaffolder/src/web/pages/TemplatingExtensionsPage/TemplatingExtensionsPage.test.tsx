import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { TemplatingExtensionsResponse } from '../../../shared/contract';
import { createFakeScaffolderFetch } from '../../testing/createFakeScaffolderFetch';
import { renderScaffolderRoute } from '../../testing/renderScaffolderRoute';
import { TemplatingExtensionsPage } from './TemplatingExtensionsPage';

const extensions: TemplatingExtensionsResponse = {
  filters: {
    parseRepoUrl: {
      description: 'Splits a repository URL into its parts',
      schema: {
        arguments: [{ type: 'string' }],
        output: {
          type: 'object',
          required: ['host'],
          properties: { host: { type: 'string' }, repo: { type: 'string' } },
        },
      },
      examples: [
        { example: '${{ parameters.repoUrl | parseRepoUrl }}', notes: 'Gives host, owner, repo' },
      ],
    },
    pick: { description: 'Picks one property', schema: {}, examples: [] },
  },
  globals: {
    functions: { now: { description: 'The current time', schema: {}, examples: [] } },
    values: { orgName: { description: 'The organisation', value: 'Velora' } },
  },
};

function renderExtensions() {
  const fake = createFakeScaffolderFetch({ '/v2/templating-extensions': () => extensions });
  renderScaffolderRoute(<TemplatingExtensionsPage />, {
    path: '/create/templating-extensions',
    url: '/create/templating-extensions',
    fetch: fake.fetch,
  });
}

describe('TemplatingExtensionsPage', () => {
  it('shows filters with their arguments, output and examples', async () => {
    renderExtensions();
    const filter = await screen.findByRole('region', { name: 'parseRepoUrl' });
    expect(within(filter).getByText('Splits a repository URL into its parts')).toBeDefined();
    expect(within(filter).getByText('Type: string')).toBeDefined();
    const output = within(filter).getByRole('table', { name: 'Output of parseRepoUrl' });
    expect(within(output).getAllByRole('row')).toHaveLength(3);
    expect(within(filter).getByLabelText('Example 1 of parseRepoUrl').textContent).toBe(
      '${{ parameters.repoUrl | parseRepoUrl }}',
    );
    expect(within(filter).getByText('Gives host, owner, repo')).toBeDefined();
    expect(screen.getByRole('region', { name: 'pick' })).toBeDefined();
  });

  it('switches between Filters, Functions and Values, and searches within them', async () => {
    const user = userEvent.setup();
    renderExtensions();
    await screen.findByRole('region', { name: 'parseRepoUrl' });
    await user.click(screen.getByRole('tab', { name: 'Functions' }));
    expect(screen.getByRole('region', { name: 'now' })).toBeDefined();
    expect(screen.queryByRole('region', { name: 'parseRepoUrl' })).toBeNull();

    await user.click(screen.getByRole('tab', { name: 'Values' }));
    const value = screen.getByRole('region', { name: 'orgName' });
    expect(within(value).getByLabelText('Value of orgName').textContent).toBe('"Velora"');

    await user.click(screen.getByRole('tab', { name: 'Filters' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search extensions' }), 'property');
    expect(screen.getByRole('region', { name: 'pick' })).toBeDefined();
    expect(screen.queryByRole('region', { name: 'parseRepoUrl' })).toBeNull();
  });
});
