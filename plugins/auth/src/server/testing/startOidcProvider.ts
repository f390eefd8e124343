import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair } from 'jose';
import Provider, { type Adapter, type AdapterPayload, type ClientMetadata } from 'oidc-provider';

/** The one person who can sign in at the test provider. */
export interface OidcTestAccount {
  /** The ID token's `sub`. */
  id: string;
  email: string;
  name: string;
}

export interface StartOidcProviderOptions {
  /** Where the client may be sent back to; also settable later with `setRedirectUris`. */
  redirectUris?: string[];
  account?: Partial<OidcTestAccount>;
  clientId?: string;
  clientSecret?: string;
}

export interface OidcTestProvider {
  /** `http://127.0.0.1:<port>`: the issuer, also what `metadataUrl` is under. */
  issuer: string;
  /** The discovery document: what `auth.providers.oidc.<env>.metadataUrl` takes. */
  metadataUrl: string;
  clientId: string;
  clientSecret: string;
  account: OidcTestAccount;
  /**
   * Replaces the client's registered redirect URIs: a server under test learns its port only
   * after the provider has started.
   */
  setRedirectUris(uris: string[]): void;
  stop(): Promise<void>;
}

/**
 * A real OpenID Connect provider (oidc-provider) on a free loopback port, with one confidential
 * client (authorization code + refresh token, PKCE S256) and one account. Its sign-in page is a
 * plain HTML form (a `login` field and a submit button) that a test posts or a browser submits;
 * any login signs the account in, and consent is given without asking.
 */
export async function startOidcProvider(
  options: StartOidcProviderOptions = {},
): Promise<OidcTestProvider> {
  const account: OidcTestAccount = {
    id: 'ada-1815',
    email: 'ada@example.com',
    name: 'Ada Lovelace',
    ...options.account,
  };
  const clientId = options.clientId ?? 'atrium';
  const clientSecret = options.clientSecret ?? randomBytes(24).toString('base64url');
  let redirectUris = options.redirectUris ?? [];
  const client = (): ClientMetadata => ({
    client_id: clientId,
    client_secret: clientSecret,
    redirect_uris: redirectUris,
    grant_types: ['authorization_code', 'refresh_token'],
    response_types: ['code'],
    token_endpoint_auth_method: 'client_secret_basic',
  });

  const server = createServer();
  await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const provider = new Provider(issuer, {
    adapter: memoryAdapter(client),
    jwks: { keys: [{ ...(await exportJWK(privateKey)), alg: 'RS256', use: 'sig', kid: 'test' }] },
    cookies: { keys: [randomBytes(32).toString('hex')] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    async findAccount(_ctx, sub) {
      if (sub !== account.id) return undefined;
      return {
        accountId: sub,
        claims: () => ({ sub, email: account.email, email_verified: true, name: account.name }),
      };
    },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    // Refresh tokens without the offline_access + prompt=consent dance: sessions refresh in tests.
    issueRefreshToken: async (_ctx, registered) => registered.grantTypeAllowed('refresh_token'),
    pkce: { required: () => true },
    ttl: {
      AccessToken: 3600,
      AuthorizationCode: 60,
      Grant: 86_400,
      IdToken: 3600,
      Interaction: 600,
      RefreshToken: 86_400,
      Session: 86_400,
    },
  });
  const callback = provider.callback();

  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    const match = /^\/interaction\/([^/?]+)(\/login)?/.exec(request.url ?? '');
    if (!match) return void callback(request, response);
    interact(provider, request, response, account, match[2] !== undefined).catch(error => {
      response.statusCode = 400;
      response.setHeader('content-type', 'text/plain; charset=utf-8');
      response.end(error instanceof Error ? error.message : 'Interaction failed');
    });
  });

  return {
    issuer,
    metadataUrl: `${issuer}/.well-known/openid-configuration`,
    clientId,
    clientSecret,
    account,
    setRedirectUris(uris) {
      redirectUris = uris;
    },
    stop: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close(error => (error ? reject(error) : resolve()));
      }),
  };
}

/** Login shows the form (and takes its post); consent is granted at once. */
async function interact(
  provider: Provider,
  request: IncomingMessage,
  response: ServerResponse,
  account: OidcTestAccount,
  submitted: boolean,
) {
  const interaction = await provider.interactionDetails(request, response);
  if (interaction.prompt.name === 'login') {
    if (!submitted || request.method !== 'POST') {
      response.setHeader('content-type', 'text/html; charset=utf-8');
      return void response.end(loginPage(interaction.uid, account.email));
    }
    await readBody(request);
    return provider.interactionFinished(
      request,
      response,
      { login: { accountId: account.id } },
      { mergeWithLastSubmission: false },
    );
  }
  const { details } = interaction.prompt;
  const grant = interaction.grantId
    ? await provider.Grant.find(interaction.grantId)
    : new provider.Grant({
        accountId: interaction.session?.accountId,
        clientId: String(interaction.params.client_id),
      });
  if (!grant) throw new Error('The grant of this interaction is gone');
  const missingScope = details.missingOIDCScope;
  if (Array.isArray(missingScope)) grant.addOIDCScope(missingScope.join(' '));
  const missingClaims = details.missingOIDCClaims;
  if (Array.isArray(missingClaims)) grant.addOIDCClaims(missingClaims as string[]);
  const grantId = await grant.save();
  return provider.interactionFinished(
    request,
    response,
    { consent: { grantId } },
    { mergeWithLastSubmission: true },
  );
}

function loginPage(uid: string, email: string): string {
  return [
    '<!doctype html><html><head><meta charset="utf-8"><title>Sign in</title></head><body>',
    `<form method="post" action="/interaction/${encodeURIComponent(uid)}/login">`,
    `<label>Login <input name="login" value="${email.replace(/[&"<>]/g, '')}"></label>`,
    '<button type="submit">Sign in</button>',
    '</form></body></html>',
  ].join('\n');
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * oidc-provider's storage, in memory and private to one provider, reading the client from
 * `client()` on every lookup so its redirect URIs can change after start. Nothing expires: a
 * provider lives for one test file.
 */
function memoryAdapter(client: () => ClientMetadata) {
  const entries = new Map<string, AdapterPayload>();
  return (model: string): Adapter => {
    const key = (id: string) => `${model}:${id}`;
    const all = () => [...entries].filter(([entryKey]) => entryKey.startsWith(`${model}:`));
    return {
      async upsert(id, payload) {
        entries.set(key(id), { ...payload });
      },
      async find(id) {
        if (model === 'Client') return id === client().client_id ? client() : undefined;
        return entries.get(key(id));
      },
      async findByUid(uid) {
        return all().find(([, payload]) => payload.uid === uid)?.[1];
      },
      async findByUserCode(userCode) {
        return all().find(([, payload]) => payload.userCode === userCode)?.[1];
      },
      async consume(id) {
        const payload = entries.get(key(id));
        if (payload) payload.consumed = Math.floor(Date.now() / 1000);
      },
      async destroy(id) {
        entries.delete(key(id));
      },
      async revokeByGrantId(grantId) {
        for (const [entryKey, payload] of entries) {
          if (payload.grantId === grantId) entries.delete(entryKey);
        }
      },
    };
  };
}
