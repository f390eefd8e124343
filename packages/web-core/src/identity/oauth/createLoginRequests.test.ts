import { describe, expect, it, vi } from 'vitest';
import { createLoginRequests } from './createLoginRequests';
import { isLoginRejected } from './LoginRejectedError';

describe('createLoginRequests', () => {
  it('keeps requests pending until the user logs in, one login per provider', async () => {
    const requests = createLoginRequests();
    const listener = vi.fn();
    requests.subscribe(listener);
    const login = vi.fn(async () => 'session');

    const first = requests.request({ providerId: 'github', title: 'GitHub', login });
    const second = requests.request({ providerId: 'github', title: 'GitHub', login });
    void requests.request({ providerId: 'oidc', title: 'OIDC', login: async () => 'x' });

    const pending = requests.pending();
    expect(pending.map(request => request.title)).toEqual(['GitHub', 'OIDC']);
    expect(requests.pending()).toBe(pending);
    expect(login).not.toHaveBeenCalled();

    await pending[0]!.login();

    await expect(Promise.all([first, second])).resolves.toEqual(['session', 'session']);
    expect(login).toHaveBeenCalledOnce();
    expect(requests.pending().map(request => request.title)).toEqual(['OIDC']);
    expect(listener).toHaveBeenCalledTimes(3);
  });

  it('leaves a request pending when its login fails, for another try', async () => {
    const requests = createLoginRequests();
    const login = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('Login failed, popup was closed'))
      .mockResolvedValueOnce('session');
    const session = requests.request({ providerId: 'github', title: 'GitHub', login });

    await expect(requests.pending()[0]!.login()).rejects.toThrow('Login failed, popup was closed');
    expect(requests.pending()).toHaveLength(1);
    await requests.pending()[0]!.login();

    await expect(session).resolves.toBe('session');
  });

  it("rejects every request with 'Login failed, rejected by user'", async () => {
    const requests = createLoginRequests();
    const login = async () => 'never';
    const waiting = [
      requests.request({ providerId: 'github', title: 'GitHub', login }),
      requests.request({ providerId: 'github', title: 'GitHub', login }),
      requests.request({ providerId: 'oidc', title: 'OIDC', login }),
    ].map(request => request.catch((error: unknown) => error));

    requests.rejectAll();

    const errors = await Promise.all(waiting);
    for (const error of errors) {
      expect(error).toMatchObject({ message: 'Login failed, rejected by user' });
      expect(isLoginRejected(error)).toBe(true);
    }
    expect(requests.pending()).toEqual([]);
  });
});
