import type { Entity } from '@atrium/model';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createFakeFetch, errorResponse, type FakeRoute } from '../../../testing/createFakeFetch';
import { renderCatalogRoute } from '../../../testing/renderCatalogRoute';
import { UnregisterDialog } from './UnregisterDialog';

const web: Entity = {
  apiVersion: 'backstage.io/v1alpha1',
  kind: 'Component',
  metadata: {
    name: 'web',
    namespace: 'default',
    uid: 'uid-web',
    annotations: {
      'backstage.io/managed-by-location': 'url:https://git.example.com/web/catalog-info.yaml',
      'backstage.io/managed-by-origin-location': 'url:https://git.example.com/all.yaml',
    },
  },
};

const api: Entity = { ...web, kind: 'API', metadata: { name: 'web-api', namespace: 'default' } };

function renderDialog(entity: Entity, routes: Record<string, FakeRoute>) {
  const backend = createFakeFetch(routes);
  const onDone = vi.fn();
  const onClose = vi.fn();
  // '*' keeps the location probe on screen after the dialog navigates to /catalog.
  renderCatalogRoute(<UnregisterDialog entity={entity} open onClose={onClose} onDone={onDone} />, {
    path: '*',
    url: '/catalog/default/component/web',
    fetch: backend.fetch,
  });
  return { backend, onDone, onClose };
}

const location = { id: 'loc-1', type: 'url', target: 'https://git.example.com/all.yaml' };

describe('UnregisterDialog', () => {
  it('lists the colocated entities and unregisters the location', async () => {
    const user = userEvent.setup();
    const { backend, onDone } = renderDialog(web, {
      '/locations/by-entity/Component/default/web': () => location,
      '/entities/by-query': () => ({ items: [web, api], totalItems: 2, pageInfo: {} }),
      '/locations/loc-1': () => ({}),
    });

    expect(
      await screen.findByText('Are you sure you want to unregister this entity?'),
    ).toBeDefined();
    const entities = await screen.findByRole('list', {
      name: 'This action will unregister the following entities:',
    });
    expect(within(entities).getByRole('link', { name: 'web' })).toBeDefined();
    expect(within(entities).getByRole('link', { name: 'api:web-api' })).toBeDefined();
    expect(screen.getByText('https://git.example.com/all.yaml')).toBeDefined();
    expect(backend.requestsTo('/entities/by-query')[0]?.searchParams.get('filter')).toBe(
      'metadata.annotations.backstage.io/managed-by-origin-location=url:https://git.example.com/all.yaml',
    );

    await user.click(screen.getByRole('button', { name: 'Unregister Location' }));

    await waitFor(() => expect(onDone).toHaveBeenCalledWith('Removed entity web'));
    expect(backend.requestsTo('/locations/loc-1')).toHaveLength(1);
    // The modal hides the rest of the page from the accessibility tree while it is open.
    await waitFor(() =>
      expect(
        screen.getByRole('status', { name: 'Current location', hidden: true }).textContent,
      ).toBe('/catalog'),
    );
  });

  it('deletes only the entity from the advanced options', async () => {
    const user = userEvent.setup();
    const { backend, onDone } = renderDialog(web, {
      '/locations/by-entity/Component/default/web': () => location,
      '/entities/by-query': () => ({ items: [web], totalItems: 1, pageInfo: {} }),
      '/entities/by-uid/uid-web': () => ({}),
    });

    await user.click(await screen.findByRole('button', { name: 'Advanced options' }));
    await user.click(screen.getByRole('button', { name: 'Delete Entity' }));

    await waitFor(() => expect(onDone).toHaveBeenCalledWith('Removed entity web'));
    expect(backend.requestsTo('/entities/by-uid/uid-web')).toHaveLength(1);
  });

  it('shows the protected-configuration note when the location may not be removed', async () => {
    const user = userEvent.setup();
    const { onDone } = renderDialog(web, {
      '/locations/by-entity/Component/default/web': () => location,
      '/entities/by-query': () => ({ items: [web], totalItems: 1, pageInfo: {} }),
      '/locations/loc-1': () => errorResponse(403, 'NotAllowedError', 'Location is configured'),
    });

    await user.click(await screen.findByRole('button', { name: 'Unregister Location' }));

    expect((await screen.findByRole('alert')).textContent).toBe(
      'This entity comes from a protected configuration and cannot be unregistered. Location is configured',
    );
    expect(onDone).not.toHaveBeenCalled();
  });

  it('offers only deletion when no registered location produced the entity', async () => {
    renderDialog(web, {});

    expect(
      await screen.findByText(/does not seem to originate from a registered location/),
    ).toBeDefined();
    expect(screen.getByRole('button', { name: 'Delete Entity' })).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Unregister Location' })).toBeNull();
  });

  it('hides deletion of a bootstrap entity under the advanced options', async () => {
    const user = userEvent.setup();
    const bootstrap: Entity = {
      ...web,
      metadata: {
        ...web.metadata,
        annotations: { 'backstage.io/managed-by-origin-location': 'bootstrap:bootstrap' },
      },
    };
    const { backend } = renderDialog(bootstrap, {});

    expect(screen.getByText(/You cannot unregister this entity/)).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Delete Entity' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Advanced options' }));
    expect(screen.getByRole('button', { name: 'Delete Entity' })).toBeDefined();
    expect(backend.urls).toHaveLength(0);
  });

  it('shows an error panel when the location cannot be looked up', async () => {
    renderDialog(web, {
      '/locations/by-entity/Component/default/web': () =>
        errorResponse(500, 'Error', 'Catalog is down'),
    });

    expect(await screen.findByRole('region', { name: 'Catalog is down' })).toBeDefined();
  });
});
