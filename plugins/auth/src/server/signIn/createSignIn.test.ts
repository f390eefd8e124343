import { createConfig, createLogger, type UserDirectory } from '@atrium/server-core';
import { describe, expect, it } from 'vitest';
import { createSignIn, NO_USER_MESSAGE } from './createSignIn';
import { commonSignInResolvers } from './signInResolvers';

const users = [
  { name: 'ada', email: 'ada@example.com', groups: ['group:default/analysts'] },
  { name: 'grace', email: 'grace@example.com' },
  { name: 'twin-a', email: 'twin@example.com' },
  { name: 'twin-b', email: 'twin@example.com' },
];

const directory: UserDirectory = {
  async findUsers(query) {
    return users
      .filter(user =>
        'email' in query
          ? user.email === query.email.toLowerCase()
          : 'name' in query && user.name === query.name,
      )
      .map(user => ({
        userEntityRef: `user:default/${user.name}`,
        ownershipEntityRefs: [`user:default/${user.name}`, ...(user.groups ?? [])],
        profile: { email: user.email },
      }));
  },
};

function signInWith(resolvers: unknown[] | undefined, withDirectory = true) {
  return createSignIn({
    title: 'Test',
    config: createConfig(resolvers ? { signIn: { resolvers } } : {}),
    resolvers: commonSignInResolvers,
    defaultResolvers: ['emailMatchingUserEntityProfileEmail'],
    userDirectory: () => (withDirectory ? directory : undefined),
    logger: createLogger({ level: 'silent' }),
  });
}

describe('createSignIn', () => {
  it('matches the profile email to one user, with their ownership', async () => {
    const signIn = signInWith([{ resolver: 'emailMatchingUserEntityProfileEmail' }]);
    expect(await signIn({ email: 'Ada@Example.com' })).toEqual({
      userEntityRef: 'user:default/ada',
      ownershipEntityRefs: ['user:default/ada', 'group:default/analysts'],
    });
  });

  it('matches an email local part or a username to the entity name, in configured order', async () => {
    const byLocalPart = signInWith([
      { resolver: 'usernameMatchingUserEntityName' },
      { resolver: 'emailLocalPartMatchingUserEntityName' },
    ]);
    expect((await byLocalPart({ email: 'grace@elsewhere.org' })).userEntityRef).toBe(
      'user:default/grace',
    );
    expect((await byLocalPart({ username: 'ada', email: 'grace@x.org' })).userEntityRef).toBe(
      'user:default/ada',
    );
    const restricted = signInWith([
      { resolver: 'emailLocalPartMatchingUserEntityName', allowedDomains: ['example.com'] },
    ]);
    await expect(restricted({ email: 'grace@elsewhere.org' })).rejects.toThrow(NO_USER_MESSAGE);
  });

  it('refuses when no user matches, or when several do', async () => {
    const signIn = signInWith(undefined);
    await expect(signIn({ email: 'nobody@example.com' })).rejects.toMatchObject({
      name: 'AuthenticationError',
      message: NO_USER_MESSAGE,
    });
    await expect(signIn({})).rejects.toThrow(NO_USER_MESSAGE);
    await expect(signIn({ email: 'twin@example.com' })).rejects.toMatchObject({
      name: 'AuthenticationError',
      message: expect.stringMatching(
        /^Failed to sign-in, unable to resolve user identity: 2 User entities match the emailMatchingUserEntityProfileEmail sign-in resolver/,
      ),
    });
    await expect(signInWith(undefined, false)({ email: 'ada@example.com' })).rejects.toThrow(
      NO_USER_MESSAGE,
    );
  });

  it('signs in someone without a User entity only when a resolver dangerously allows it', async () => {
    const signIn = signInWith([
      {
        resolver: 'emailMatchingUserEntityProfileEmail',
        dangerouslyAllowSignInWithoutUserInCatalog: true,
      },
    ]);
    expect(await signIn({ email: 'Newcomer@example.com' })).toEqual({
      userEntityRef: 'user:default/newcomer',
      ownershipEntityRefs: ['user:default/newcomer'],
    });
    expect((await signIn({ username: 'octo', email: 'x@y.z' })).userEntityRef).toBe(
      'user:default/octo',
    );
    // A name that is no valid entity name is refused rather than mangled into someone else's.
    await expect(signIn({ email: 'a+b@example.com' })).rejects.toThrow(/no username or email/);
    // A match in the catalog still wins.
    expect((await signIn({ email: 'ada@example.com' })).userEntityRef).toBe('user:default/ada');
  });

  it('fails at start on an unknown resolver name', () => {
    expect(() => signInWith([{ resolver: 'anyoneGoes' }])).toThrow(
      /^Unknown sign-in resolver 'anyoneGoes' for the Test provider; use one of: emailMatchingUserEntityProfileEmail, /,
    );
  });
});
