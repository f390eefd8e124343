import type { Entity } from '@atrium/model';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createFakeFetch, errorResponse, type FakeRoute } from '../../../testing/createFakeFetch';
import { renderCatalogRoute } from '../../../testing/renderCatalogRoute';
import { EntityWarnings } from './EntityWarnings';

const web: Entity = {
  apiVersion: 'backstage.io/v1alpha1',
  kind: 'Component',
  metadata: { name: 'web', namespace: 'default', uid: 'uid-web' },
};

function renderWarnings(entity: Entity, routes: Record<string, FakeRoute> = {}) {
  const backend = createFakeFetch(routes);
  const onDone = vi.fn();
  renderCatalogRoute(<EntityWarnings entity={entity} onDone={onDone} />, {
    path: '*',
    url: '/catalog/default/component/web',
    fetch: backend.fetch,
  });
  return { backend, onDone };
}

const orphan: Entity = {
  ...web,
  metadata: { ...web.metadata, annotations: { 'backstage.io/orphan': 'true' } },
};

describe('EntityWarnings', () => {
  it('shows nothing for a healthy entity', () => {
    renderWarnings(web);
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('deletes an orphan after confirmation', async () => {
    const user = userEvent.setup();
    const { backend, onDone } = renderWarnings(orphan, { '/entities/by-uid/uid-web': () => ({}) });

    expect(
      screen.getByRole('region', { name: 'Entity component:default/web is missing location' }),
    ).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Delete entity' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete entity?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(onDone).toHaveBeenCalledWith('Removed entity web'));
    expect(backend.requestsTo('/entities/by-uid/uid-web')).toHaveLength(1);
  });

  it('shows why deleting an orphan failed', async () => {
    const user = userEvent.setup();
    renderWarnings(orphan, {
      '/entities/by-uid/uid-web': () => errorResponse(500, 'Error', 'Database is read-only'),
    });

    await user.click(screen.getByRole('button', { name: 'Delete entity' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));

    expect((await screen.findByRole('alert')).textContent).toBe('Database is read-only');
  });

  it('lists relation targets the catalog does not have', async () => {
    const entity: Entity = {
      ...web,
      relations: [
        { type: 'ownedBy', targetRef: 'group:default/team-a' },
        { type: 'dependsOn', targetRef: 'resource:default/gone' },
      ],
    };
    renderWarnings(entity, {
      '/entities/by-refs': () => ({ items: [null, { ...web, kind: 'Group' }] }),
    });

    const missing = await screen.findByRole('list', { name: 'Entities not found' });
    expect(
      within(missing)
        .getAllByRole('listitem')
        .map(item => item.textContent),
    ).toEqual(['group:default/team-a']);
  });

  it('shows each error status item with its message', () => {
    renderWarnings({
      ...web,
      status: {
        items: [
          {
            level: 'error',
            type: 'backstage.io/catalog-processing',
            message: 'Bad YAML in x.yaml',
          },
          { level: 'info', type: 'note', message: 'Just so you know' },
        ],
      },
    });

    expect(screen.getByRole('region', { name: 'Bad YAML in x.yaml' })).toBeDefined();
    expect(screen.queryByText('Just so you know')).toBeNull();
  });
});
