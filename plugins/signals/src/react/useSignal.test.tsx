import { AppContextProvider, createApiClient, IdentityProvider } from '@atrium/web-core';
import { guestSessions, testFrontendConfig } from '@atrium/web-core/testing';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONNECT_POLL_MS } from './createSignalsClient';
import { FakeWebSocket } from './testing/FakeWebSocket';
import { useSignal } from './useSignal';

function LastBuild({ channel }: { channel: string }) {
  const { lastSignal } = useSignal<{ status: string }>(channel);
  return <p>{lastSignal ? `Build ${lastSignal.status}` : 'No build yet'}</p>;
}

/** Renders LastBuild in an app signed in as the guest; `showChannel` re-renders it on another. */
function renderLastBuild(channel: string) {
  const api = createApiClient({ baseUrl: 'http://localhost:7007', fetch: vi.fn() });
  const sessions = guestSessions();
  const app = (name: string) => (
    <AppContextProvider config={testFrontendConfig} api={api}>
      <IdentityProvider sessions={sessions}>
        <LastBuild channel={name} />
      </IdentityProvider>
    </AppContextProvider>
  );
  const result = render(app(channel));
  return { ...result, showChannel: (name: string) => result.rerender(app(name)) };
}

/** The server accepts the latest socket and the client notices at its next poll. */
function openSocket(): FakeWebSocket {
  const socket = FakeWebSocket.latest();
  socket.open();
  act(() => vi.advanceTimersByTime(CONNECT_POLL_MS));
  return socket;
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('WebSocket', FakeWebSocket);
  FakeWebSocket.instances = [];
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('useSignal', () => {
  it('re-renders with the last signal of its channel', () => {
    renderLastBuild('builds');
    const socket = openSocket();
    expect(socket.url).toBe('ws://localhost:7007/api/signals');
    expect(socket.protocols).toEqual(['test-token']);
    expect(screen.getByText('No build yet')).toBeDefined();

    act(() => socket.receive({ channel: 'builds', message: { status: 'started' } }));
    act(() => socket.receive({ channel: 'deploys', message: { status: 'failed' } }));
    act(() => socket.receive({ channel: 'builds', message: { status: 'passed' } }));

    expect(screen.getByText('Build passed')).toBeDefined();
  });

  it('follows a change of channel on the same socket, forgetting the previous channel', () => {
    const { showChannel, unmount } = renderLastBuild('builds');
    const socket = openSocket();
    act(() => socket.receive({ channel: 'builds', message: { status: 'passed' } }));

    showChannel('deploys');
    expect(screen.getByText('No build yet')).toBeDefined();
    act(() => socket.receive({ channel: 'deploys', message: { status: 'failed' } }));
    expect(screen.getByText('Build failed')).toBeDefined();

    unmount();
    expect(socket.sent).toEqual([
      { action: 'subscribe', channel: 'builds' },
      { action: 'subscribe', channel: 'deploys' },
      { action: 'unsubscribe', channel: 'builds' },
      { action: 'unsubscribe', channel: 'deploys' },
    ]);
    expect(socket.closeCalls).toEqual([1000]);
    expect(FakeWebSocket.instances).toHaveLength(1);
  });
});
