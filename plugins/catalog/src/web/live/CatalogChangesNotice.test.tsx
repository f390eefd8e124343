import type { Entity } from '@atrium/model';
import { StarredEntitiesContext, type StarredEntities } from '@atrium/plugin-user-settings/react';
import { CONNECT_POLL_MS } from '@atrium/plugin-signals/react';
import { FakeWebSocket } from '@atrium/plugin-signals/react/testing';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CATALOG_CHANGES_CHANNEL, type CatalogChangedSignal } from '../../shared/changeSignals';
import { CatalogIndexPage } from '../pages/CatalogIndexPage/CatalogIndexPage';
import { createFakeFetch, type FakeFetch } from '../testing/createFakeFetch';
import { renderCatalogRoute } from '../testing/renderCatalogRoute';

const NOTICE = 'The catalog has changed.';

function component(name: string): Entity {
  return {
    apiVersion: 'backstage.io/v1alpha1',
    kind: 'Component',
    metadata: { name, namespace: 'default' },
    spec: { type: 'service', owner: 'team-a' },
  };
}

const noStars: StarredEntities = {
  starred: new Set(),
  isStarred: () => false,
  toggle: async () => {},
};

/** The catalog list over a backend listing the components `names()` names at the time. */
function renderCatalogList(names: () => string[]) {
  const backend = createFakeFetch({
    '/entity-facets': () => ({ facets: {} }),
    '/entities/by-query': url => {
      const items = names().map(component);
      // limit=0 asks for the count alone.
      if (url.searchParams.get('limit') === '0') return { items: [], totalItems: items.length };
      return { items, totalItems: items.length, pageInfo: {} };
    },
  });
  renderCatalogRoute(
    <StarredEntitiesContext.Provider value={noStars}>
      <CatalogIndexPage />
    </StarredEntitiesContext.Provider>,
    { path: '/catalog', url: '/catalog', fetch: backend.fetch },
  );
  return backend;
}

/** The requests of the table's rows, not those of the counts. */
function rowRequests(backend: FakeFetch) {
  return backend
    .requestsTo('/entities/by-query')
    .filter(url => url.searchParams.get('limit') !== '0');
}

/** The server accepts the socket; once the client notices, it subscribes to the changes. */
async function openSocket(): Promise<FakeWebSocket> {
  const socket = FakeWebSocket.latest();
  socket.open();
  await waitFor(
    () =>
      expect(socket.sent).toContainEqual({ action: 'subscribe', channel: CATALOG_CHANGES_CHANNEL }),
    { timeout: CONNECT_POLL_MS * 10 },
  );
  return socket;
}

function catalogChanged(socket: FakeWebSocket, message: CatalogChangedSignal) {
  act(() => socket.receive({ channel: CATALOG_CHANGES_CHANNEL, message }));
}

beforeEach(() => {
  vi.stubGlobal('WebSocket', FakeWebSocket);
  FakeWebSocket.instances = [];
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('CatalogChangesNotice', () => {
  it('says the catalog changed and re-reads the list only when asked', async () => {
    const user = userEvent.setup();
    let names = ['billing'];
    const backend = renderCatalogList(() => names);
    await screen.findByRole('link', { name: 'billing' });
    const socket = await openSocket();
    expect(screen.queryByText(NOTICE)).toBeNull();

    names = ['billing', 'web'];
    catalogChanged(socket, { changed: 1, each: true });

    expect(await screen.findByText(NOTICE)).toBeDefined();
    expect(rowRequests(backend)).toHaveLength(1);
    expect(screen.queryByRole('link', { name: 'web' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Show changes' }));

    expect(await screen.findByRole('link', { name: 'web' })).toBeDefined();
    expect(screen.queryByText(NOTICE)).toBeNull();
    expect(rowRequests(backend)).toHaveLength(2);
  });

  it('comes back with the next change', async () => {
    const user = userEvent.setup();
    renderCatalogList(() => ['billing']);
    await screen.findByRole('link', { name: 'billing' });
    const socket = await openSocket();

    catalogChanged(socket, { changed: 1, each: true });
    await user.click(await screen.findByRole('button', { name: 'Show changes' }));
    expect(screen.queryByText(NOTICE)).toBeNull();

    catalogChanged(socket, { changed: 2000, each: false });
    expect(await screen.findByText(NOTICE)).toBeDefined();
  });
});
