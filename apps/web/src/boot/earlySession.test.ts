import { FRONTEND_CONFIG_ELEMENT_ID } from '@atrium/model';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  LEGACY_GUEST_TOKEN_STORAGE_KEY,
  SIGN_IN_PROVIDER_STORAGE_KEY,
} from '@atrium/plugin-auth/web';
import indexHtml from '../../index.html?raw';
import { takeEarlySession } from './earlySession';

/** The inline script of index.html, which starts the sign-in before the app's scripts load. */
const inlineScript = (() => {
  const match = /<script>([\s\S]*?)<\/script>/.exec(indexHtml);
  if (!match?.[1]) throw new Error('index.html has no inline script');
  return match[1];
})();

function runInPage(providers: string[], custom = false) {
  document.body.innerHTML = '';
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = FRONTEND_CONFIG_ELEMENT_ID;
  element.textContent = JSON.stringify({
    backend: { baseUrl: 'http://localhost:3000' },
    auth: { providers, custom },
  });
  document.body.append(element);
  new Function(inlineScript)();
}

describe("index.html's early sign-in", () => {
  const fetch = vi.fn(async () => new Response('{}'));
  beforeEach(() => {
    vi.stubGlobal('fetch', fetch);
    window.localStorage.clear();
    window.__atriumEarlySession = undefined;
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetch.mockClear();
  });

  it('reads the same page element and storage key as the app', () => {
    expect(inlineScript).toContain(`'${FRONTEND_CONFIG_ELEMENT_ID}'`);
    expect(inlineScript).toContain(`'${SIGN_IN_PROVIDER_STORAGE_KEY}'`);
    expect(inlineScript).toContain(`'${LEGACY_GUEST_TOKEN_STORAGE_KEY}'`);
  });

  it("starts the only provider's refresh, as the app would, with cookies and X-Requested-With", () => {
    runInPage(['guest']);

    expect(window.__atriumEarlySession?.provider).toBe('guest');
    expect(fetch).toHaveBeenCalledWith('http://localhost:3000/api/auth/guest/refresh', {
      credentials: 'include',
      headers: { 'x-requested-with': 'XMLHttpRequest' },
      priority: 'high',
    });
  });

  it('starts the remembered provider among several, and nothing when there is no choice', () => {
    window.localStorage.setItem(SIGN_IN_PROVIDER_STORAGE_KEY, 'github');
    runInPage(['guest', 'github']);
    expect(window.__atriumEarlySession?.provider).toBe('github');

    window.__atriumEarlySession = undefined;
    window.localStorage.clear();
    runInPage(['guest', 'github']);
    expect(window.__atriumEarlySession).toBeUndefined();
  });

  it('starts nothing when the custom card offers a choice, or for the legacy guest', () => {
    runInPage(['guest'], true);
    expect(window.__atriumEarlySession).toBeUndefined();

    window.localStorage.setItem(LEGACY_GUEST_TOKEN_STORAGE_KEY, 'true');
    runInPage(['guest']);
    expect(window.__atriumEarlySession).toBeUndefined();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('is taken once, and only for the provider it was started for', async () => {
    runInPage(['guest']);
    expect(takeEarlySession('github')).toBeUndefined();
    runInPage(['guest']);
    const response = takeEarlySession('guest');
    expect(await response).toBeInstanceOf(Response);
    expect(takeEarlySession('guest')).toBeUndefined();
  });
});
