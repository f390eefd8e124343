import { createServiceRef } from '../plugin/serviceRegistry';

/** A User entity of the catalog, as sign-in needs it. */
export interface DirectoryUser {
  /** `user:<namespace>/<name>`, lower-case. */
  userEntityRef: string;
  /** The user and every group it is a member of, transitively (through parents). */
  ownershipEntityRefs: string[];
  profile: { email?: string; displayName?: string; picture?: string };
}

/** How sign-in finds a provider's user in the catalog. */
export type DirectoryUserQuery =
  /** `metadata.name`, in any namespace unless one is given. */
  | { name: string; namespace?: string }
  /** `spec.profile.email`, compared without regard to case. */
  | { email: string }
  /** An annotation's exact value, e.g. `github.com/user-login`. */
  | { annotation: string; value: string };

/**
 * The people of the catalog, for sign-in resolvers (spec 001 §5: match a provider's email or
 * username to a User entity). Provided by the catalog plugin.
 */
export interface UserDirectory {
  /** Every user matching the query: none, one, or (a catalog mistake) several. */
  findUsers(query: DirectoryUserQuery): Promise<DirectoryUser[]>;
}

export const userDirectoryServiceRef = createServiceRef<UserDirectory>({
  id: 'catalog.userDirectory',
  plugin: 'catalog',
});
