import { authTokensServiceRef, definePlugin, principalOf } from '@atrium/server-core';

/**
 * Says who the request middleware takes the caller for: `/api/whoami` with a bearer token,
 * `/api/whoami/page` with the auth cookie too (as docs content is loaded), and hands out its own
 * service token at `/api/whoami/service-token`.
 */
export const whoAmIPlugin = definePlugin({
  id: 'whoami',
  deps: { tokens: authTokensServiceRef },
  setup({ router, deps }) {
    router.get('/', async request => principalOf(request));
    router.get('/page', { config: { auth: 'user-cookie' } }, async request => principalOf(request));
    router.get('/service-token', async () => ({
      token: await deps.tokens.issueServiceToken('whoami'),
    }));
  },
});
