import { errorResponse } from '@atrium/web-core/testing';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createHomeBackend, type HomeRoute } from '../../testing/createHomeBackend';
import { renderHome } from '../../testing/renderHome';
import { FeaturedDocsWidget, NO_FEATURED_DOCS } from './FeaturedDocsWidget';

const BY_QUERY = 'GET /catalog/entities/by-query';

function renderWidget(answer: HomeRoute) {
  const backend = createHomeBackend({ [BY_QUERY]: answer });
  renderHome(<FeaturedDocsWidget />, { fetch: backend.fetch });
  return backend;
}

describe('FeaturedDocsWidget', () => {
  it('links to the docs of the first five documented entities, with their descriptions', async () => {
    const backend = renderWidget(() => ({
      items: [
        {
          kind: 'Component',
          metadata: {
            namespace: 'default',
            name: 'rides-service',
            title: 'Rides Service',
            description: 'Books and tracks rides',
          },
        },
        { kind: 'System', metadata: { namespace: 'ops', name: 'billing' } },
      ],
      totalItems: 2,
      pageInfo: {},
    }));

    const link = await screen.findByRole('link', { name: 'Rides Service' });
    expect(link.getAttribute('href')).toBe('/docs/default/component/rides-service');
    expect(screen.getByText('Books and tracks rides')).toBeDefined();
    expect(screen.getByRole('link', { name: 'billing' }).getAttribute('href')).toBe(
      '/docs/ops/system/billing',
    );
    const query = backend.requests[0]!.url.searchParams;
    expect(query.get('filter')).toBe('metadata.annotations.backstage.io/techdocs-ref');
    expect(query.get('limit')).toBe('5');
  });

  it('says when nothing is documented', async () => {
    renderWidget(() => ({ items: [], totalItems: 0, pageInfo: {} }));
    expect(await screen.findByText(NO_FEATURED_DOCS)).toBeDefined();
  });

  it('says when the catalog cannot be asked', async () => {
    renderWidget(() => errorResponse(500, 'Error', 'Catalog unavailable'));
    expect(await screen.findByText('Could not load the docs.')).toBeDefined();
  });
});
