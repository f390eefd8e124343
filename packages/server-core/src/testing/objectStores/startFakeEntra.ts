import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeEntraOptions {
  /** Applications of the client credentials grant: client id → tenant and secret. */
  clients?: Record<string, { tenantId: string; secret: string }>;
  /** Managed identities (by client id) and the header the identity endpoint demands. */
  managedIdentities?: { clientIds: string[]; identityHeader: string };
}

export interface FakeEntra {
  /** `http://127.0.0.1:<port>`, for `AZURE_AUTHORITY_HOST`. */
  readonly url: string;
  /** The App Service style identity endpoint, for `IDENTITY_ENDPOINT`. */
  readonly identityEndpoint: string;
  /** Every token request: the client and the scope (resource, for managed identities). */
  readonly requests: Array<{ clientId: string; scope: string }>;
  /** Whether a token was issued by this fake for that scope (or resource). */
  isValid(token: string, scope: string): boolean;
  stop(): Promise<void>;
}

/**
 * A loopback Microsoft Entra ID: the v2.0 token endpoint's client credentials grant, answering
 * `invalid_client` as Entra does for a wrong secret, and a managed identity endpoint as App
 * Service serves one (`X-IDENTITY-HEADER`, a `resource`).
 */
export async function startFakeEntra(options: FakeEntraOptions): Promise<FakeEntra> {
  const issued = new Map<string, string>();
  const requests: FakeEntra['requests'] = [];

  function issue(response: http.ServerResponse, clientId: string, scope: string) {
    requests.push({ clientId, scope });
    const token = `fake-entra-${randomBytes(12).toString('hex')}`;
    issued.set(token, scope);
    sendJson(response, 200, { token_type: 'Bearer', expires_in: 3599, access_token: token });
  }

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://entra');
      if (url.pathname === '/msi/token') {
        const identities = options.managedIdentities;
        const clientId = url.searchParams.get('client_id') ?? '';
        if (!identities || request.headers['x-identity-header'] !== identities.identityHeader) {
          return sendJson(response, 401, { error: 'unauthorized_client' });
        }
        if (!identities.clientIds.includes(clientId)) {
          return sendJson(response, 400, {
            error: 'invalid_request',
            error_description: 'Identity not found',
          });
        }
        return issue(response, clientId, url.searchParams.get('resource') ?? '');
      }
      const tenant = /^\/([^/]+)\/oauth2\/v2\.0\/token$/.exec(url.pathname)?.[1];
      const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
      const clientId = form.get('client_id') ?? '';
      const client = options.clients?.[clientId];
      if (request.method !== 'POST' || !tenant || form.get('grant_type') !== 'client_credentials') {
        return sendJson(response, 400, { error: 'invalid_request' });
      }
      if (!client || client.tenantId !== decodeURIComponent(tenant)) {
        return sendJson(response, 400, {
          error: 'unauthorized_client',
          error_description: `AADSTS700016: Application with identifier '${clientId}' was not found in the directory.`,
        });
      }
      if (form.get('client_secret') !== client.secret) {
        return sendJson(response, 401, {
          error: 'invalid_client',
          error_description: 'AADSTS7000215: Invalid client secret provided.',
        });
      }
      issue(response, clientId, form.get('scope') ?? '');
    });
  });

  await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    identityEndpoint: `${url}/msi/token`,
    requests,
    isValid: (token, scope) => issued.get(token) === scope,
    stop: () =>
      new Promise<void>(resolve => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function sendJson(response: http.ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}
