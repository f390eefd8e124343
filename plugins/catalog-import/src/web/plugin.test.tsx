import { renderWithApp } from '@atrium/web-core/testing';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { catalogImportWebPlugin } from './plugin';
import { createFakeBackend } from './testing/createFakeBackend';

describe('catalogImportWebPlugin', () => {
  it('mounts the import page, lazily, at the path the create page links to', async () => {
    expect(catalogImportWebPlugin.id).toBe('catalog-import');
    const [route, ...others] = catalogImportWebPlugin.routes;
    expect(others).toEqual([]);
    expect(route?.path).toBe('/catalog-import');
    expect(route?.preload).toBeTypeOf('function');

    renderWithApp(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>{route?.element}</MemoryRouter>
      </QueryClientProvider>,
      { fetch: createFakeBackend({}).fetch },
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Register an existing component' }),
    ).toBeDefined();
  });
});
