import {
  definePlugin,
  userDirectoryServiceRef,
  type DirectoryUser,
  type DirectoryUserQuery,
  type PluginDefinition,
} from '@atrium/server-core';

/** A User entity as the stand-in directory knows it. */
export interface TestUser {
  name: string;
  namespace?: string;
  email?: string;
  displayName?: string;
  annotations?: Record<string, string>;
  /** Group refs the user belongs to, transitively. */
  groups?: string[];
}

/**
 * Stands in for the catalog's user directory in sign-in tests: a plugin that provides
 * `userDirectoryServiceRef` over a fixed list of users, matching as the catalog does.
 */
export function testUserDirectoryPlugin(users: readonly TestUser[]): PluginDefinition {
  return definePlugin({
    id: 'test-user-directory',
    provides: [userDirectoryServiceRef],
    setup({ provide }) {
      provide(userDirectoryServiceRef, {
        async findUsers(query) {
          return users.filter(user => matches(user, query)).map(directoryUser);
        },
      });
    },
  });
}

function matches(user: TestUser, query: DirectoryUserQuery): boolean {
  if ('email' in query) return user.email?.toLowerCase() === query.email.toLowerCase();
  if ('annotation' in query) return user.annotations?.[query.annotation] === query.value;
  return (
    user.name === query.name.toLowerCase() &&
    (query.namespace === undefined || (user.namespace ?? 'default') === query.namespace)
  );
}

function directoryUser(user: TestUser): DirectoryUser {
  const userEntityRef = `user:${user.namespace ?? 'default'}/${user.name}`;
  return {
    userEntityRef,
    ownershipEntityRefs: [userEntityRef, ...(user.groups ?? [])],
    profile: { email: user.email, displayName: user.displayName },
  };
}
