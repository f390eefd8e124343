import { AuthenticationError, NotFoundError } from '@atrium/model';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { REQUESTED_WITH_HEADER, type AuthSessionResponse } from '../shared';
import { SIGNING_ALGORITHM, type SigningKeys } from './keys/createSigningKeys';
import { notConfiguredMessage, PROVIDER_TITLES } from './providers/providerTitles';
import type { IdentityTokens } from './tokens/createIdentityTokens';

export interface AuthRoutesOptions {
  keys: SigningKeys;
  tokens: IdentityTokens;
  /** The auth plugin's base URL, the `iss` of its tokens. */
  issuer: string;
  /** Signs a provider's session in; undefined when the provider is not configured. */
  providers: ReadonlyMap<string, SignInProvider>;
}

/** A configured sign-in provider: what its refresh call answers for the caller. */
export interface SignInProvider {
  refresh(request: FastifyRequest): Promise<AuthSessionResponse>;
}

/** The auth calls of spec 001 §7 and the key discovery documents other services verify with. */
export function registerAuthRoutes(router: FastifyInstance, options: AuthRoutesOptions) {
  // Signing in is what a caller without a token comes here for.
  const open = { config: { auth: 'unauthenticated' } } as const;

  router.get('/.well-known/jwks.json', open, async (_request, reply) =>
    reply.status(200).send({ keys: await options.keys.publicJwks() }),
  );

  router.get('/.well-known/openid-configuration', open, async (_request, reply) =>
    reply.status(200).send({
      issuer: options.issuer,
      jwks_uri: `${options.issuer}/.well-known/jwks.json`,
      response_types_supported: ['id_token'],
      subject_types_supported: ['public'],
      id_token_signing_alg_values_supported: [SIGNING_ALGORITHM],
      scopes_supported: ['openid'],
      claims_supported: ['sub', 'ent'],
      grant_types_supported: [],
      token_endpoint_auth_methods_supported: [],
    }),
  );

  router.get<{ Params: { provider: string } }>(
    '/:provider/refresh',
    open,
    async (request, reply) => {
      // A cross-site page can make the browser send cookies, but not this header (CSRF guard).
      if (request.headers[REQUESTED_WITH_HEADER] === undefined) {
        throw new AuthenticationError('Invalid X-Requested-With header');
      }
      const provider = configuredProvider(options.providers, request.params.provider);
      return reply.status(200).send(await provider.refresh(request));
    },
  );

  router.post<{ Params: { provider: string } }>(
    '/:provider/logout',
    open,
    async (request, reply) => {
      configuredProvider(options.providers, request.params.provider);
      return reply.status(200).send({});
    },
  );

  router.get<{ Params: { provider: string } }>('/:provider/start', open, async request => {
    configuredProvider(options.providers, request.params.provider);
    // Configured OAuth providers register their own start route; guest has none.
    throw new NotFoundError(`The ${request.params.provider} provider has no sign-in redirect`);
  });
}

function configuredProvider(
  providers: ReadonlyMap<string, SignInProvider>,
  id: string,
): SignInProvider {
  const provider = providers.get(id);
  if (provider) return provider;
  if (id in PROVIDER_TITLES) throw new NotFoundError(notConfiguredMessage(id));
  throw new NotFoundError(`Unknown auth provider '${id}'`);
}
