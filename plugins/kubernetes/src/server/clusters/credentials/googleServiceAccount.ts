import { readFile } from 'node:fs/promises';
import { createTokenCache, requestAccessToken } from '@atrium/server-core';
import { importPKCS8, SignJWT } from 'jose';
import { accessTokenError } from './accessTokenError';
import { ClusterCredentialError } from './ClusterCredentialError';

export interface GoogleServiceAccountOptions {
  /** `kubernetes.googleServiceAccountCredentials`: a service account key, as JSON text. */
  credentials?: string;
  env: NodeJS.ProcessEnv;
  now?: () => number;
}

/** What a cluster may do with the token: GKE asks for the cloud-platform scope. */
const SCOPE = 'https://www.googleapis.com/auth/cloud-platform';
const DEFAULT_TOKEN_URI = 'https://oauth2.googleapis.com/token';
const JWT_BEARER_GRANT = 'urn:ietf:params:oauth:grant-type:jwt-bearer';

interface ServiceAccountKey {
  clientEmail: string;
  privateKey: string;
  privateKeyId?: string;
  tokenUri: string;
}

/**
 * `googleServiceAccount` clusters: an access token for the portal's own service account, from the
 * key in `kubernetes.googleServiceAccountCredentials` or the file `GOOGLE_APPLICATION_CREDENTIALS`
 * names, by the OAuth 2.0 JWT bearer grant (RFC 7523): an RS256 assertion signed with the key,
 * exchanged at the key's `token_uri`. Kept until shortly before it expires.
 */
export function createGoogleServiceAccountToken(options: GoogleServiceAccountOptions) {
  const now = options.now ?? Date.now;
  const cache = createTokenCache<string>({ now });

  async function obtain() {
    const key = await readKey(options);
    const issuedAt = Math.floor(now() / 1000);
    const assertion = await new SignJWT({ scope: SCOPE })
      .setProtectedHeader({
        alg: 'RS256',
        typ: 'JWT',
        ...(key.privateKeyId && { kid: key.privateKeyId }),
      })
      .setIssuer(key.clientEmail)
      .setAudience(key.tokenUri)
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + 3600)
      .sign(await signingKey(key.privateKey));
    return requestAccessToken({
      what: 'Google service account token',
      url: new URL(key.tokenUri),
      init: {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          accept: 'application/json',
        },
        body: new URLSearchParams({ grant_type: JWT_BEARER_GRANT, assertion }).toString(),
      },
      now,
      toError: accessTokenError('Google service account token'),
    });
  }

  return (): Promise<string> => cache('', obtain);
}

async function readKey(options: GoogleServiceAccountOptions): Promise<ServiceAccountKey> {
  const file = options.env.GOOGLE_APPLICATION_CREDENTIALS;
  let text = options.credentials;
  if (text === undefined && file) {
    text = await readFile(file, 'utf8').catch(() => {
      throw new ClusterCredentialError(
        `Google service account key: GOOGLE_APPLICATION_CREDENTIALS names a file that cannot be read`,
      );
    });
  }
  if (text === undefined) {
    throw new ClusterCredentialError(
      'No Google service account key: set kubernetes.googleServiceAccountCredentials or GOOGLE_APPLICATION_CREDENTIALS',
    );
  }
  let json: Record<string, unknown>;
  try {
    json = JSON.parse(text) as Record<string, unknown>;
  } catch {
    throw new ClusterCredentialError('The Google service account key is not JSON');
  }
  const { type, client_email, private_key, private_key_id, token_uri } = json;
  if (type !== undefined && type !== 'service_account') {
    throw new ClusterCredentialError(
      `The Google credentials are of type '${String(type)}': a service account key is needed`,
    );
  }
  if (typeof client_email !== 'string' || typeof private_key !== 'string') {
    throw new ClusterCredentialError(
      'The Google service account key has no client_email or private_key',
    );
  }
  if (typeof token_uri === 'string' && !URL.canParse(token_uri)) {
    throw new ClusterCredentialError(
      'The token_uri of the Google service account key is not a URL',
    );
  }
  return {
    clientEmail: client_email,
    privateKey: private_key,
    privateKeyId: typeof private_key_id === 'string' ? private_key_id : undefined,
    tokenUri: typeof token_uri === 'string' ? token_uri : DEFAULT_TOKEN_URI,
  };
}

async function signingKey(pem: string) {
  try {
    return await importPKCS8(pem, 'RS256');
  } catch {
    throw new ClusterCredentialError(
      'The private_key of the Google service account key is not a PKCS#8 RSA key',
    );
  }
}
