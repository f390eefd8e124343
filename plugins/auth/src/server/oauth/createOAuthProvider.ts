import { AuthenticationError } from '@atrium/model';
import type { AuthSessionResponse } from '../../shared';
import type { AuthProvider, AuthProviderContext } from '../providers/AuthProvider';
import type { SignIn } from '../signIn/createSignIn';
import { createFrameHandler } from './createFrameHandler';
import { createStartHandler } from './createStartHandler';
import type { OAuthClient, OAuthResult } from './OAuthClient';
import { createProviderCookies } from './providerCookies';

export interface OAuthProviderOptions {
  context: AuthProviderContext;
  client: OAuthClient;
  /** Where the provider sends the browser back: `…/api/auth/{id}/handler/frame`. */
  redirectUri: string;
  /** Always asked for, whatever the app adds. */
  defaultScopes: readonly string[];
  signIn: SignIn;
}

/**
 * The OAuth authorization-code flow with PKCE for one provider (spec 001 §7 "Auth"): start,
 * the provider's redirect back, refresh and logout. Nothing of a sign-in in progress is kept on
 * the server (it is in the state and the handler's cookies), so any replica can finish it.
 */
export function createOAuthProvider(options: OAuthProviderOptions): AuthProvider {
  const { context, client } = options;
  const { title } = context;
  const cookies = createProviderCookies(context);

  async function session(result: OAuthResult): Promise<AuthSessionResponse> {
    const user = await options.signIn(result.profile);
    const backstageIdentity = await context.issueIdentity(user);
    const { email, displayName, picture } = result.profile;
    return {
      providerInfo: {
        ...result.providerInfo,
        // Without an expiry from the provider, the app refreshes with the identity token.
        expiresInSeconds:
          result.providerInfo.expiresInSeconds ?? backstageIdentity.expiresInSeconds,
      },
      profile: { email, displayName, picture },
      backstageIdentity,
    };
  }

  return {
    start: createStartHandler({ ...options, cookies }),
    frameHandler: createFrameHandler({ ...options, cookies, session }),

    async refresh(request, reply) {
      const grant = cookies.grant(request);
      if (!grant) {
        throw new AuthenticationError(
          `No ${title} session: the refresh cookie is missing; sign in with ${title} again`,
        );
      }
      const result = await client.refresh(grant);
      const response = await session(result);
      // Providers that rotate refresh tokens invalidate the old one: keep the new one.
      if (result.grant.token !== grant.token)
        reply.header('set-cookie', cookies.keepGrant(result.grant));
      return response;
    },

    async logout(_request, reply) {
      reply.header('set-cookie', cookies.clearGrant());
    },
  };
}
