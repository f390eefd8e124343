import { AuthenticationError, NotFoundError } from '@atrium/model';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { REQUESTED_WITH_HEADER } from '../shared';
import { SIGNING_ALGORITHM, type SigningKeys } from './keys/createSigningKeys';
import type { AuthProvider } from './providers/AuthProvider';
import type { AuthProviders } from './providers/createAuthProviders';

export interface AuthRoutesOptions {
  keys: SigningKeys;
  /** The auth plugin's base URL, the `iss` of its tokens. */
  issuer: string;
  providers: AuthProviders;
}

type ProviderRequest = FastifyRequest<{ Params: { provider: string } }>;

/** The auth calls of spec 001 §7 and the key discovery documents other services verify with. */
export function registerAuthRoutes(router: FastifyInstance, options: AuthRoutesOptions) {
  // Signing in is what a caller without a token comes here for.
  const open = { config: { auth: 'unauthenticated' } } as const;
  const provider = (request: ProviderRequest) =>
    configuredProvider(options.providers, request.params.provider);

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

  // Only OAuth providers send the browser away and take it back; the guest has neither step.
  const redirectSteps = [
    ['/:provider/start', 'start'],
    ['/:provider/handler/frame', 'frameHandler'],
  ] as const;
  for (const [path, step] of redirectSteps) {
    router.get<{ Params: { provider: string } }>(path, open, async (request, reply) => {
      const handle = provider(request)[step];
      if (!handle) {
        throw new NotFoundError(`The ${request.params.provider} provider has no sign-in redirect`);
      }
      return handle(request, reply);
    });
  }

  router.get<{ Params: { provider: string } }>(
    '/:provider/refresh',
    open,
    async (request, reply) => {
      checkRequestedWith(request);
      const session = await provider(request).refresh(request, reply);
      return reply.status(200).send(session);
    },
  );

  router.post<{ Params: { provider: string } }>(
    '/:provider/logout',
    open,
    async (request, reply) => {
      checkRequestedWith(request);
      await provider(request).logout?.(request, reply);
      return reply.status(200).send({});
    },
  );
}

/**
 * A cross-site page can make the browser send the refresh cookie, but not this header: without
 * it, refresh and logout are refused (CSRF guard).
 */
function checkRequestedWith(request: FastifyRequest) {
  if (request.headers[REQUESTED_WITH_HEADER] === undefined) {
    throw new AuthenticationError('Invalid X-Requested-With header');
  }
}

function configuredProvider(providers: AuthProviders, id: string): AuthProvider {
  const provider = providers.configured.get(id);
  if (provider) return provider;
  const title = providers.titles.get(id);
  if (title !== undefined) {
    throw new NotFoundError(`The ${title} provider is not configured to support sign-in`);
  }
  throw new NotFoundError(`Unknown auth provider '${id}'`);
}
