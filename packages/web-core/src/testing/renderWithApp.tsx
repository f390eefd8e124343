import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { AppContextProvider, type FrontendConfig } from '../app/AppContext';
import { createApiClient } from '../client/createApiClient';
import { createSessionManager, type SessionManager } from '../identity/createSessionManager';
import { IdentityProvider } from '../identity/IdentityContext';
import type { OAuthClient } from '../identity/oauth/createOAuthClient';

export const testFrontendConfig: FrontendConfig = {
  app: { title: 'Atrium', baseUrl: 'http://localhost:3000' },
  backend: { baseUrl: 'http://localhost:7007' },
  organization: { name: 'Velora' },
};

/** A session manager signed in as the guest, as the portal is in development. */
export function guestSessions(): SessionManager {
  return createSessionManager({
    refresh: () => Promise.reject(new Error('Tests do not refresh sessions')),
    initial: {
      providerId: 'guest',
      token: 'test-token',
      expiresAt: Date.now() + 3_600_000,
      identity: {
        userEntityRef: 'user:default/guest',
        ownershipEntityRefs: ['user:default/guest'],
      },
      profile: { displayName: 'Guest' },
    },
  });
}

/**
 * Renders with the app context, signed in as the guest unless `sessions` says otherwise;
 * `fetch` answers the API calls the component makes.
 */
export function renderWithApp(
  ui: ReactElement,
  options: {
    fetch: typeof fetch;
    config?: FrontendConfig;
    sessions?: SessionManager;
    authProviders?: ReadonlyMap<string, OAuthClient>;
  },
): RenderResult {
  const api = createApiClient({ baseUrl: 'http://localhost:7007', fetch: options.fetch });
  return render(
    <AppContextProvider config={options.config ?? testFrontendConfig} api={api}>
      <IdentityProvider
        sessions={options.sessions ?? guestSessions()}
        authProviders={options.authProviders}
      >
        {ui}
      </IdentityProvider>
    </AppContextProvider>,
  );
}
