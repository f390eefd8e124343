import { AuthenticationError } from '@atrium/model';
import { mapErrorToResponse } from '@atrium/server-core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AuthPopupMessage, AuthSessionResponse } from '../../shared';
import type { AuthProviderContext } from '../providers/AuthProvider';
import { checkAppOrigin, checkAppRedirectUrl } from './checkAppUrls';
import type { OAuthClient, OAuthResult } from './OAuthClient';
import { decodeOAuthState, type OAuthState } from './oauthState';
import type { ProviderCookies } from './providerCookies';
import { renderPopupPage } from './renderPopupPage';

export interface FrameHandlerOptions {
  context: AuthProviderContext;
  client: OAuthClient;
  cookies: ProviderCookies;
  redirectUri: string;
  /** The session for a provider result: resolves the user and issues the identity. */
  session(result: OAuthResult): Promise<AuthSessionResponse>;
}

/**
 * `GET /{provider}/handler/frame`: where the provider sends the browser back. Checks the state
 * against the nonce cookie, redeems the code with the PKCE verifier, keeps the grant in the
 * refresh cookie, and answers as the flow asks: the popup page, or a redirect to the app.
 */
export function createFrameHandler(options: FrameHandlerOptions) {
  const { context, client, cookies } = options;

  async function signIn(request: FastifyRequest, state: OAuthState, reply: FastifyReply) {
    const codeVerifier = cookies.verifierFor(request, state.nonce);
    checkAppOrigin(state.origin, context.appOrigin);
    const query = request.query as Record<string, unknown>;
    if (typeof query.error === 'string') {
      const reason =
        typeof query.error_description === 'string' ? query.error_description : query.error;
      throw new AuthenticationError(`${context.title} refused the sign-in: ${reason}`);
    }
    // The redirect URI as registered, with the provider's query (code, state, iss).
    const callbackUrl = new URL(options.redirectUri);
    callbackUrl.search = new URL(request.url, 'http://callback').search;
    const result = await client.exchangeCode({
      callbackUrl,
      codeVerifier,
      state: String(query.state),
      scope: state.scope,
    });
    const response = await options.session(result);
    reply.header('set-cookie', cookies.keepGrant(result.grant));
    return response;
  }

  return async (request: FastifyRequest, reply: FastifyReply) => {
    // Without a readable state there is no flow to answer in: a plain error body.
    const state = decodeOAuthState((request.query as Record<string, unknown>).state);
    reply
      .header('set-cookie', cookies.clearStart())
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'no-referrer');
    if (state.flow === 'redirect') {
      await signIn(request, state, reply);
      return reply.redirect(checkAppRedirectUrl(state.redirectUrl ?? '', context.appOrigin), 302);
    }
    try {
      const response = await signIn(request, state, reply);
      return sendPopup(reply, 200, context.appOrigin, { type: 'authorization_response', response });
    } catch (error) {
      const mapped = mapErrorToResponse(error);
      if (mapped.status >= 500) request.log.error({ err: error }, 'Sign-in failed');
      return sendPopup(reply, mapped.status, context.appOrigin, {
        type: 'authorization_response',
        error: { name: mapped.name, message: mapped.message },
      });
    }
  };
}

function sendPopup(
  reply: FastifyReply,
  status: number,
  appOrigin: string,
  message: AuthPopupMessage,
) {
  const page = renderPopupPage(appOrigin, message);
  return reply
    .status(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('content-security-policy', page.contentSecurityPolicy)
    .header('x-content-type-options', 'nosniff')
    .send(page.html);
}
