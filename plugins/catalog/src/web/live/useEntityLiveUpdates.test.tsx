import type { Entity } from '@atrium/model';
import { CONNECT_POLL_MS } from '@atrium/plugin-signals/react';
import { FakeWebSocket } from '@atrium/plugin-signals/react/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CATALOG_CHANGES_CHANNEL,
  catalogEntityChannel,
  type CatalogChangedSignal,
  type EntityChangedSignal,
} from '../../shared/changeSignals';
import { EntityPage } from '../pages/EntityPage/EntityPage';
import { createFakeFetch } from '../testing/createFakeFetch';
import { renderCatalogRoute } from '../testing/renderCatalogRoute';

const BILLING_PATH = '/entities/by-name/component/finance/billing';

function billing(description: string): Entity {
  return {
    apiVersion: 'backstage.io/v1alpha1',
    kind: 'Component',
    metadata: { name: 'billing', namespace: 'finance', description },
    spec: { type: 'service', owner: 'team-a' },
  };
}

/** The billing page over a backend whose answer describes the entity as `current()` says. */
function renderBillingPage(current: () => string) {
  const backend = createFakeFetch({ [BILLING_PATH]: () => billing(current()) });
  renderCatalogRoute(<EntityPage />, {
    path: '/catalog/:namespace/:kind/:name/*',
    url: '/catalog/finance/component/billing',
    fetch: backend.fetch,
  });
  return backend;
}

/** The server accepts the socket; once the client notices, it subscribes to `channel`. */
async function openSocket(channel: string): Promise<FakeWebSocket> {
  const socket = FakeWebSocket.latest();
  socket.open();
  await waitFor(() => expect(socket.sent).toContainEqual({ action: 'subscribe', channel }), {
    timeout: CONNECT_POLL_MS * 10,
  });
  return socket;
}

function send(socket: FakeWebSocket, channel: string, message: unknown) {
  act(() => socket.receive({ channel, message }));
}

async function aboutDescription(text: string) {
  const about = await screen.findByRole('region', { name: 'About' });
  return within(about).findByText(text);
}

beforeEach(() => {
  vi.stubGlobal('WebSocket', FakeWebSocket);
  FakeWebSocket.instances = [];
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('useEntityLiveUpdates', () => {
  const billingChannel = catalogEntityChannel('component:finance/billing');
  const billingChanged: EntityChangedSignal = { entityRef: 'component:finance/billing' };

  it('shows the new state of the entity when its channel says it changed', async () => {
    let description = 'Sends the invoices';
    const backend = renderBillingPage(() => description);
    await aboutDescription('Sends the invoices');
    const socket = await openSocket(billingChannel);

    description = 'Sends and chases the invoices';
    send(socket, billingChannel, billingChanged);

    await aboutDescription('Sends and chases the invoices');
    expect(backend.requestsTo(BILLING_PATH)).toHaveLength(2);
  });

  it('leaves the entity alone when another entity or a counted change is signalled', async () => {
    let description = 'Sends the invoices';
    const backend = renderBillingPage(() => description);
    await aboutDescription('Sends the invoices');
    const socket = await openSocket(CATALOG_CHANGES_CHANNEL);

    description = 'Sends and chases the invoices';
    const web = catalogEntityChannel('component:default/web');
    send(socket, web, { entityRef: 'component:default/web' } satisfies EntityChangedSignal);
    send(socket, CATALOG_CHANGES_CHANNEL, {
      changed: 3,
      each: true,
    } satisfies CatalogChangedSignal);
    // A signal of its own comes after them, so one read in all shows those two caused none.
    send(socket, billingChannel, billingChanged);

    await aboutDescription('Sends and chases the invoices');
    expect(backend.requestsTo(BILLING_PATH)).toHaveLength(2);
  });

  it('reads the entity again when too many changed to signal each', async () => {
    let description = 'Sends the invoices';
    const backend = renderBillingPage(() => description);
    await aboutDescription('Sends the invoices');
    const socket = await openSocket(CATALOG_CHANGES_CHANNEL);

    description = 'Sends and chases the invoices';
    send(socket, CATALOG_CHANGES_CHANNEL, {
      changed: 5000,
      each: false,
    } satisfies CatalogChangedSignal);

    await aboutDescription('Sends and chases the invoices');
    expect(backend.requestsTo(BILLING_PATH)).toHaveLength(2);
  });
});
