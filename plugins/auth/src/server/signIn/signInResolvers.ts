import type { Config, DirectoryUserQuery } from '@atrium/server-core';
import type { ProviderProfile } from '../oauth/OAuthClient';

/**
 * A sign-in resolver: the catalog lookups that find the person a provider signed in, tried in
 * order until one finds someone. None when the profile lacks what it matches on.
 */
export type SignInResolver = (profile: ProviderProfile, options: Config) => DirectoryUserQuery[];

/** Resolvers every provider offers, by the names Backstage configurations use. */
export const commonSignInResolvers: Readonly<Record<string, SignInResolver>> = {
  emailMatchingUserEntityProfileEmail: profile => (profile.email ? [{ email: profile.email }] : []),

  emailLocalPartMatchingUserEntityName: (profile, options) => {
    const [localPart, domain] = splitEmail(profile.email);
    if (!localPart || !domain) return [];
    // Without allowedDomains, alice@anywhere would be user:alice: list the organisation's domains.
    const allowed = options.getOptionalStringArray('allowedDomains');
    if (allowed && !allowed.some(entry => entry.toLowerCase() === domain)) return [];
    return [{ name: localPart }];
  },

  usernameMatchingUserEntityName: profile => (profile.username ? [{ name: profile.username }] : []),
};

/** A resolver matching an annotation of User entities to a profile field. */
export function annotationResolver(
  annotation: string,
  field: keyof ProviderProfile,
): SignInResolver {
  return profile => {
    const value = profile[field];
    return value ? [{ annotation, value }] : [];
  };
}

export function splitEmail(email: string | undefined): [string?, string?] {
  const at = email?.lastIndexOf('@') ?? -1;
  if (!email || at <= 0) return [];
  return [email.slice(0, at).toLowerCase(), email.slice(at + 1).toLowerCase()];
}
