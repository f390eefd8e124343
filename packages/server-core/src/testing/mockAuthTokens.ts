import { AuthenticationError } from '@atrium/model';
import type { AuthTokens, Principal, UserPrincipal } from '../auth/principal';

const USER_PREFIX = 'mock-user.';
const SERVICE_PREFIX = 'mock-service.';
const LIMITED_PREFIX = 'mock-limited.';

/** The caller test requests carry unless they choose another. */
export const MOCK_USER: Omit<UserPrincipal, 'type'> = {
  userEntityRef: 'user:default/mock',
  ownershipEntityRefs: ['user:default/mock'],
};

/** A token the mock authenticator reads as this user. */
export function mockUserToken(user: Omit<UserPrincipal, 'type'> = MOCK_USER): string {
  return USER_PREFIX + Buffer.from(JSON.stringify(user)).toString('base64url');
}

/** A cookie token: accepted only where routes allow the auth cookie. */
export function mockLimitedUserToken(user: Omit<UserPrincipal, 'type'> = MOCK_USER): string {
  return LIMITED_PREFIX + Buffer.from(JSON.stringify(user)).toString('base64url');
}

export function mockServiceToken(pluginId = 'test'): string {
  return `${SERVICE_PREFIX}plugin:${pluginId}`;
}

/**
 * Readable stand-in tokens for servers under test that have no auth plugin: the request middleware
 * runs for real, but nobody has to sign anything. Anything else is rejected.
 */
export function createMockAuthTokens(): AuthTokens {
  return {
    async authenticate(token, options = {}): Promise<Principal> {
      if (token.startsWith(SERVICE_PREFIX)) {
        return { type: 'service', subject: token.slice(SERVICE_PREFIX.length) };
      }
      if (token.startsWith(USER_PREFIX)) return readUser(token.slice(USER_PREFIX.length));
      if (options.allowLimited && token.startsWith(LIMITED_PREFIX)) {
        return readUser(token.slice(LIMITED_PREFIX.length));
      }
      throw new AuthenticationError('The token is invalid');
    },
    async issueServiceToken(pluginId) {
      return mockServiceToken(pluginId);
    },
  };
}

function readUser(encoded: string): Principal {
  try {
    const user = JSON.parse(Buffer.from(encoded, 'base64url').toString()) as UserPrincipal;
    return {
      type: 'user',
      userEntityRef: user.userEntityRef,
      ownershipEntityRefs: user.ownershipEntityRefs,
    };
  } catch {
    throw new AuthenticationError('The token is invalid');
  }
}
