import type { AuthProvider, AuthProviderContext, AuthProviderFactory } from './AuthProvider';

export interface AuthProviders {
  /** The configured providers by id. */
  configured: ReadonlyMap<string, AuthProvider>;
  /** Every known provider's title by id, configured or not, for 'not configured' messages. */
  titles: ReadonlyMap<string, string>;
}

/**
 * Builds every provider from its factory: Atrium's own and those added through
 * `createAuthPlugin({ providers })`. Two with one id would make sign-in ambiguous, so they stop
 * the start (spec 000 §8).
 */
export function createAuthProviders(
  factories: readonly AuthProviderFactory[],
  contextFor: (factory: AuthProviderFactory, title: string) => AuthProviderContext,
): AuthProviders {
  assertUniqueIds(factories);
  const configured = new Map<string, AuthProvider>();
  const titles = new Map<string, string>();
  for (const factory of factories) {
    const title = factory.title ?? factory.id;
    titles.set(factory.id, title);
    const provider = factory.create(contextFor(factory, title));
    if (provider) configured.set(factory.id, provider);
  }
  return { configured, titles };
}

export function assertUniqueIds(factories: readonly AuthProviderFactory[]) {
  const seen = new Set<string>();
  for (const { id } of factories) {
    if (seen.has(id)) {
      throw new Error(`${id} ID is duplicated. IDs of identity providers have to be unique.`);
    }
    seen.add(id);
  }
}
