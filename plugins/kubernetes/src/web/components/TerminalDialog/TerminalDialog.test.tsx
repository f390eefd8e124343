import { testFrontendConfig } from '@atrium/web-core/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ClusterSummary } from '../../../shared/contract';
import { TERMINAL_CLOSED_MESSAGE, TERMINAL_STARTING_MESSAGE } from '../../../shared/messages';
import { annotated, billingCluster } from '../../testing/fixtures';
import { createKubernetesBackend, renderKubernetesTab } from '../../testing/renderKubernetesTab';

/** Records the sockets the dialog opens; tests play the server's side. */
class FakeSocket extends EventTarget {
  static OPEN = 1;
  static opened: FakeSocket[] = [];
  readyState = 0;
  binaryType = 'blob';
  sent: Uint8Array[] = [];
  constructor(
    readonly url: string,
    readonly protocols: string | string[],
  ) {
    super();
    FakeSocket.opened.push(this);
  }
  send(data: Uint8Array) {
    this.sent.push(data);
  }
  close() {
    this.readyState = 3;
  }
  serverOpens() {
    this.readyState = 1;
    this.dispatchEvent(new Event('open'));
  }
  serverSends(channel: number, text: string) {
    const body = new TextEncoder().encode(text);
    const data = new Uint8Array([channel, ...body]).buffer;
    this.dispatchEvent(new MessageEvent('message', { data }));
  }
  serverCloses() {
    this.readyState = 3;
    this.dispatchEvent(new Event('close'));
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
  FakeSocket.opened = [];
});

async function openPod(terminalEnabled: boolean, clusters?: ClusterSummary[]) {
  vi.stubGlobal('WebSocket', FakeSocket);
  // jsdom has no media queries; the terminal asks for the device pixel ratio through one.
  vi.stubGlobal('matchMedia', () => ({
    matches: false,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
  const backend = createKubernetesBackend({ items: [billingCluster()], clusters });
  const config = {
    ...testFrontendConfig,
    kubernetes: { frontend: { podExecTerminal: { enabled: terminalEnabled } } },
  };
  renderKubernetesTab(annotated, { fetch: backend.fetch, config });
  const user = userEvent.setup();
  const pods = await screen.findByRole('table', { name: 'Pods' });
  await user.click(within(pods).getByRole('row', { name: /billing-abc/ }));
  return { drawer: await screen.findByRole('dialog', { name: 'Pod billing-abc' }), user };
}

describe('terminal dialog', () => {
  it('is not offered unless the configuration enables it', async () => {
    const { drawer } = await openPod(false);

    expect(within(drawer).getByRole('button', { name: 'Logs' })).toBeDefined();
    expect(within(drawer).queryByRole('button', { name: 'Terminal' })).toBeNull();
  });

  it("is not offered when GET /clusters says the cluster takes the user's OIDC token", async () => {
    const { drawer } = await openPod(true, [
      { name: 'local', authProvider: 'oidc', oidcTokenProvider: 'okta' },
    ]);

    expect(within(drawer).getByRole('button', { name: 'Logs' })).toBeDefined();
    expect(within(drawer).queryByRole('button', { name: 'Terminal' })).toBeNull();
  });

  it('opens a shell in the container over the exec channel', async () => {
    const { drawer, user } = await openPod(true);

    await user.click(within(drawer).getByRole('button', { name: 'Terminal' }));
    const dialog = await screen.findByRole('dialog', { name: /Terminal of billing-abc/ });
    expect(within(dialog).getByText(TERMINAL_STARTING_MESSAGE)).toBeDefined();
    const [socket] = FakeSocket.opened;
    // The exec protocol, and the identity token a browser cannot send as a header.
    expect(socket?.protocols).toEqual(['channel.k8s.io', 'test-token']);
    const url = new URL(socket!.url);
    expect(url.protocol).toBe('ws:');
    expect(url.pathname).toBe(
      '/api/kubernetes/proxy/api/v1/namespaces/default/pods/billing-abc/exec',
    );
    expect(url.searchParams.get('container')).toBe('app');
    expect(url.searchParams.get('cluster')).toBe('local');

    act(() => socket!.serverOpens());
    expect(within(dialog).queryByText(TERMINAL_STARTING_MESSAGE)).toBeNull();
    // Once the terminal is up it tells the container its size, then relays both ways.
    await waitFor(() => expect(socket!.sent.some(frame => frame[0] === 4)).toBe(true));
    act(() => socket!.serverSends(1, 'welcome to billing'));
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Terminal').textContent).toContain('welcome to billing'),
    );
    await user.keyboard('l');
    await waitFor(() =>
      expect(socket!.sent.some(frame => frame[0] === 0 && frame[1] === 'l'.charCodeAt(0))).toBe(
        true,
      ),
    );

    act(() => socket!.serverCloses());
    expect(within(dialog).getByText(TERMINAL_CLOSED_MESSAGE)).toBeDefined();

    await user.keyboard('{Escape}');
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: /Terminal of billing-abc/ })).toBeNull(),
    );
  });
});
