import {
  createLazyPage,
  createSessionManager,
  defineWebPlugin,
  WebPluginsProvider,
  type SignInPageProps,
  type WebPlugin,
} from '@atrium/web-core';
import { guestSessions, renderWithApp } from '@atrium/web-core/testing';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SignInGate } from './SignInGate';

function FakeSignInPage({ automatic }: SignInPageProps) {
  return <h1>{automatic ? 'Signing in' : 'Choose how to sign in'}</h1>;
}

const auth = defineWebPlugin({
  id: 'auth',
  routes: [],
  signInProviders: {
    createMethods: () => {
      throw new Error('not used here');
    },
    automaticProvider: () => undefined,
    rememberProvider: () => {},
    page: createLazyPage(async () => FakeSignInPage),
  },
});

function renderGate(plugins: WebPlugin[], sessions = guestSessions()) {
  renderWithApp(
    <WebPluginsProvider plugins={plugins}>
      <SignInGate>
        <h1>The app</h1>
      </SignInGate>
    </WebPluginsProvider>,
    { fetch: vi.fn(), sessions },
  );
}

const signedOut = () =>
  createSessionManager({ refresh: () => Promise.reject(new Error('No session')) });

describe('SignInGate', () => {
  it('shows the app to someone signed in', () => {
    renderGate([auth]);

    expect(screen.getByRole('heading', { name: 'The app' })).toBeDefined();
  });

  it('shows the sign-in page of the plugin that brings the sign-in providers to anyone else', async () => {
    renderGate([auth], signedOut());

    expect(await screen.findByRole('heading', { name: 'Signing in' })).toBeDefined();
    expect(screen.queryByRole('heading', { name: 'The app' })).toBeNull();
  });

  it('shows the app when no plugin brings sign-in providers', () => {
    renderGate([], signedOut());

    expect(screen.getByRole('heading', { name: 'The app' })).toBeDefined();
  });
});
