import { AuthenticationError } from '@atrium/model';
import {
  ConfigError,
  createConfig,
  type Config,
  type DirectoryUser,
  type Logger,
  type UserDirectory,
  type UserPrincipal,
} from '@atrium/server-core';
import type { ProviderProfile } from '../oauth/OAuthClient';
import { splitEmail, type SignInResolver } from './signInResolvers';

/** Who a provider's profile signs in as: the user ref and its ownership refs. */
export type SignIn = (profile: ProviderProfile) => Promise<Omit<UserPrincipal, 'type'>>;

export interface CreateSignInOptions {
  title: string;
  /** `auth.providers.<id>.<env>`: reads `signIn.resolvers`. */
  config: Config;
  /** What this provider offers, by name. */
  resolvers: Readonly<Record<string, SignInResolver>>;
  /** Used when `signIn.resolvers` is not configured. */
  defaultResolvers: readonly string[];
  /** Looked up per sign-in: the catalog plugin provides it after this plugin starts. */
  userDirectory(): UserDirectory | undefined;
  logger: Logger;
}

export const NO_USER_MESSAGE =
  'Failed to sign-in, unable to resolve user identity. Please verify that your catalog contains the expected User entities that would match your configured sign-in resolver.';

/** Entity names (spec 001 §5): what a fallback user ref may be named. */
const ENTITY_NAME = /^[a-z0-9]([a-z0-9._-]{0,61}[a-z0-9])?$/;

/**
 * The configured sign-in resolvers, tried in order through the user directory (spec 001 §5). One
 * match signs in; several are a catalog mistake and refuse; none refuses unless a resolver allows
 * `dangerouslyAllowSignInWithoutUserInCatalog`. Unknown resolver names fail at start.
 */
export function createSignIn(options: CreateSignInOptions): SignIn {
  const configured = options.config.getOptionalConfigArray('signIn.resolvers');
  const steps = (
    configured ?? options.defaultResolvers.map(name => createConfig({ resolver: name }))
  ).map(entry => {
    const name = entry.getString('resolver');
    const resolver = options.resolvers[name];
    if (!resolver) {
      throw new ConfigError(
        `Unknown sign-in resolver '${name}' for the ${options.title} provider; use one of: ${Object.keys(options.resolvers).join(', ')}`,
      );
    }
    const allowWithoutCatalog =
      entry.getOptionalBoolean('dangerouslyAllowSignInWithoutUserInCatalog') === true;
    return { name, resolver, options: entry, allowWithoutCatalog };
  });

  return async profile => {
    const directory = options.userDirectory();
    if (!directory) options.logger.warn('No user directory: sign-in cannot match catalog users');
    for (const step of steps) {
      for (const query of step.resolver(profile, step.options)) {
        const users = directory ? await directory.findUsers(query) : [];
        if (users.length === 1) return identityOf(users[0]!);
        if (users.length > 1) {
          throw new AuthenticationError(
            `Failed to sign-in, unable to resolve user identity: ${users.length} User entities match the ${step.name} sign-in resolver. Please make sure only one User entity in the catalog matches each person.`,
          );
        }
      }
    }
    if (steps.some(step => step.allowWithoutCatalog)) return userWithoutCatalog(profile);
    throw new AuthenticationError(NO_USER_MESSAGE);
  };
}

function identityOf(user: DirectoryUser): Omit<UserPrincipal, 'type'> {
  return { userEntityRef: user.userEntityRef, ownershipEntityRefs: user.ownershipEntityRefs };
}

/** `user:default/<username or email local part>`, owning only itself. */
function userWithoutCatalog(profile: ProviderProfile): Omit<UserPrincipal, 'type'> {
  const name = (profile.username ?? splitEmail(profile.email)[0])?.toLowerCase();
  if (!name || !ENTITY_NAME.test(name)) {
    throw new AuthenticationError(
      'Failed to sign-in, unable to resolve user identity: the profile has no username or email that makes a valid user entity name.',
    );
  }
  const userEntityRef = `user:default/${name}`;
  return { userEntityRef, ownershipEntityRefs: [userEntityRef] };
}
