import { afterEach, describe, expect, it, vi } from 'vitest';
import { isLoginRejected } from './LoginRejectedError';
import { openLoginPopup, type PopupHost } from './openLoginPopup';

const APP = 'http://localhost:3000';
const START = `${APP}/api/auth/oidc/start?scope=openid&origin=${encodeURIComponent(APP)}&flow=popup`;

/** The app's window: `open` gives a fake popup, and tests post messages as if from a window. */
function fakeHost(opens: 'popup' | 'nothing' = 'popup') {
  const listeners = new Set<(event: MessageEvent) => void>();
  const popup = {
    closed: false,
    close: vi.fn(() => {
      popup.closed = true;
    }),
  };
  const open = vi.fn<Window['open']>(() =>
    opens === 'popup' ? (popup as unknown as Window) : null,
  );
  const host: PopupHost = {
    open,
    screenX: 100,
    screenY: 50,
    outerWidth: 1450,
    outerHeight: 930,
    addEventListener: ((_type: string, listener: (event: MessageEvent) => void) =>
      listeners.add(listener)) as PopupHost['addEventListener'],
    removeEventListener: ((_type: string, listener: (event: MessageEvent) => void) =>
      listeners.delete(listener)) as PopupHost['removeEventListener'],
  };
  function post(data: unknown, from: { source?: unknown; origin?: string } = {}) {
    const event = { data, source: from.source ?? popup, origin: from.origin ?? APP };
    for (const listener of [...listeners]) listener(event as MessageEvent);
  }
  return { host, popup, open, post, listeners };
}

describe('openLoginPopup', () => {
  afterEach(() => vi.useRealTimers());

  it('opens the start page in a popup centred on the app, 500 by 700 unless told', () => {
    const first = fakeHost();
    void openLoginPopup({ url: START, name: 'OIDC Login', origin: APP, host: first.host });
    expect(first.open).toHaveBeenCalledWith(
      START,
      'OIDC Login',
      'menubar=no,location=no,resizable=no,scrollbars=no,status=no,width=500,height=700,left=575,top=165',
    );

    const second = fakeHost();
    void openLoginPopup({
      url: START,
      name: 'OIDC Login',
      origin: APP,
      width: 450,
      height: 730,
      host: second.host,
    });
    expect(second.open.mock.calls[0]?.[2]).toContain('width=450,height=730,left=600,top=150');
  });

  it("answers the popup's authorization response, ignoring other windows and origins", async () => {
    const { host, popup, post, listeners } = fakeHost();
    const login = openLoginPopup({ url: START, name: 'OIDC Login', origin: APP, host });
    const response = { backstageIdentity: { token: 't' } };

    post({ type: 'authorization_response', response: 'from elsewhere' }, { source: {} });
    post({ type: 'authorization_response', response: 'forged' }, { origin: 'https://evil.test' });
    post({ type: 'config_info', targetOrigin: APP });
    post({ type: 'authorization_response', response });

    await expect(login).resolves.toBe(response);
    expect(listeners.size).toBe(0);
    expect(popup.close).toHaveBeenCalled();
  });

  it("hears the final page from the providers' callback origin, when the API has another", async () => {
    const { host, post } = fakeHost();
    const backend = 'http://localhost:7007';
    const login = openLoginPopup({
      url: START,
      name: 'OIDC Login',
      origin: APP,
      callbackOrigin: backend,
      host,
    });
    post({ type: 'authorization_response', response: 'forged' }, { origin: 'https://evil.test' });
    post({ type: 'authorization_response', response: 'session' }, { origin: backend });
    await expect(login).resolves.toBe('session');
  });

  it('fails when the backend answers for another app origin', async () => {
    const { host, post } = fakeHost();
    const login = openLoginPopup({ url: START, name: 'OIDC Login', origin: APP, host });

    post({ type: 'config_info', targetOrigin: 'https://portal.example.com' });

    await expect(login).rejects.toThrow(
      'Incorrect app origin, expected https://portal.example.com',
    );
  });

  it("fails with the provider's error, or an unspecified one", async () => {
    const first = fakeHost();
    const login = openLoginPopup({ url: START, name: 'x', origin: APP, host: first.host });
    first.post({
      type: 'authorization_response',
      error: { name: 'AuthenticationError', message: 'The user denied access' },
    });
    await expect(login).rejects.toMatchObject({
      name: 'AuthenticationError',
      message: 'The user denied access',
    });

    const second = fakeHost();
    const unspecified = openLoginPopup({ url: START, name: 'x', origin: APP, host: second.host });
    second.post({ type: 'authorization_response', error: {} });
    await expect(unspecified).rejects.toThrow('An unspecified error occurred');
  });

  it('notices within two checks (200 ms) that the user closed the popup', async () => {
    vi.useFakeTimers();
    const { host, popup, listeners } = fakeHost();
    const login = openLoginPopup({ url: START, name: 'x', origin: APP, host });
    const outcome = login.catch((error: unknown) => error);

    popup.closed = true;
    await vi.advanceTimersByTimeAsync(199);
    expect(listeners.size).toBe(1);
    await vi.advanceTimersByTimeAsync(1);

    const error = await outcome;
    expect(error).toMatchObject({ message: 'Login failed, popup was closed' });
    expect(isLoginRejected(error)).toBe(true);
    expect(listeners.size).toBe(0);
  });

  it('takes the answer of a popup that closed itself before its message arrived', async () => {
    vi.useFakeTimers();
    const { host, popup, post } = fakeHost();
    const login = openLoginPopup({ url: START, name: 'x', origin: APP, host });

    popup.closed = true;
    await vi.advanceTimersByTimeAsync(100);
    post({ type: 'authorization_response', response: 'session' });

    await expect(login).resolves.toBe('session');
  });

  it('fails at once when the browser does not open the popup', async () => {
    const { host } = fakeHost('nothing');

    await expect(openLoginPopup({ url: START, name: 'x', origin: APP, host })).rejects.toThrow(
      'Failed to open auth popup.',
    );
  });
});
