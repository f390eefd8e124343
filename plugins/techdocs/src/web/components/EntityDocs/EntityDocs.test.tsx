import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { errorResponse } from '@atrium/web-core/testing';
import { testFrontendConfig } from '@atrium/web-core/testing';
import { describe, expect, it } from 'vitest';
import { DOCS_NOT_FOUND, EXTERNAL_BUILDER_NOTE } from '../../messages';
import { createDocsBackend } from '../../testing/fakeDocsBackend';
import { renderEntityDocs, ridesEntity } from '../../testing/renderDocs';
import { samplePage } from '../../testing/samplePage';

const TAB_URL = '/catalog/default/component/rides/docs';

describe('EntityDocs', () => {
  it('names the missing annotation, with an example, for an entity without docs', async () => {
    const backend = createDocsBackend();
    renderEntityDocs(ridesEntity(), TAB_URL, { fetch: backend.fetch });

    expect(await screen.findByRole('heading', { name: 'Missing annotation' })).toBeDefined();
    expect(screen.getByText('backstage.io/techdocs-ref')).toBeDefined();
    expect(screen.getByLabelText('YAML example').textContent).toContain(
      'backstage.io/techdocs-ref: dir:.',
    );
    expect(backend.requests).toHaveLength(0);
  });

  it('shows the page after the tab segment, and keeps links inside the tab', async () => {
    const backend = createDocsBackend({
      pages: {
        'guide/install/index.html': samplePage(),
        'guide/other/index.html': samplePage({ body: '<h1>Other page</h1>' }),
      },
    });
    renderEntityDocs(
      ridesEntity({ 'backstage.io/techdocs-ref': 'dir:.' }),
      `${TAB_URL}/guide/install/`,
      { fetch: backend.fetch },
    );

    const nav = await screen.findByRole('navigation', { name: 'Rides Service' });
    expect(within(nav).getByRole('link', { name: 'Other' }).getAttribute('href')).toBe(
      `${TAB_URL}/guide/other/`,
    );
    await userEvent.setup().click(within(nav).getByRole('link', { name: 'Other' }));

    expect(await screen.findByRole('heading', { name: 'Other page' })).toBeDefined();
    expect(screen.getByLabelText('Location').textContent).toBe(`${TAB_URL}/guide/other/`);
  });

  it('shows the docs of the entity techdocs-entity names', async () => {
    const backend = createDocsBackend({
      site: '/api/techdocs/static/docs/platform/system/handbook',
      pages: { 'index.html': samplePage({ body: '<h1>Handbook</h1>' }) },
    });
    const entityWithOtherDocs = ridesEntity({
      'backstage.io/techdocs-entity': 'system:platform/handbook',
    });
    renderEntityDocs(entityWithOtherDocs, TAB_URL, { fetch: backend.fetch });

    expect(await screen.findByRole('heading', { name: 'Handbook' })).toBeDefined();
    expect(backend.requestsTo('/api/techdocs/sync/platform/system/handbook')).toHaveLength(1);
  });

  it.each([
    ['external', true],
    ['local', false],
  ])('with the builder %s, notes CI-published docs: %s', async (builder, noted) => {
    const backend = createDocsBackend({
      metadata: errorResponse(404, 'NotFoundError', 'No docs'),
    });
    renderEntityDocs(ridesEntity({ 'backstage.io/techdocs-ref': 'dir:.' }), TAB_URL, {
      fetch: backend.fetch,
      config: { ...testFrontendConfig, techdocs: { builder } },
    });

    expect(await screen.findByRole('heading', { name: DOCS_NOT_FOUND })).toBeDefined();
    expect(screen.queryByText(EXTERNAL_BUILDER_NOTE) !== null).toBe(noted);
  });
});
