import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLoopbackServer, type LoopbackServer } from '../../../testing';
import { createGoogleServiceAccountToken } from './googleServiceAccount';

const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const PRIVATE_PEM = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
const EMAIL = 'atrium@project.iam.gserviceaccount.com';

describe('createGoogleServiceAccountToken', () => {
  let google: LoopbackServer;
  /** What the fake token endpoint answers next, after checking the assertion. */
  let refuse = false;
  let issued = 0;

  beforeAll(async () => {
    google = await startLoopbackServer(async request => {
      if (refuse) {
        return { status: 401, body: { error: 'invalid_grant', error_description: 'Invalid JWT' } };
      }
      const form = new URLSearchParams(request.body);
      expect(form.get('grant_type')).toBe('urn:ietf:params:oauth:grant-type:jwt-bearer');
      const { payload, protectedHeader } = await jwtVerify(form.get('assertion')!, publicKey, {
        issuer: EMAIL,
        audience: `${google.url}/token`,
      });
      expect(protectedHeader).toMatchObject({ alg: 'RS256', kid: 'key-1' });
      expect(payload.scope).toBe('https://www.googleapis.com/auth/cloud-platform');
      expect(payload.exp! - payload.iat!).toBe(3600);
      return { body: { access_token: `ya29.token-${++issued}`, expires_in: 3599 } };
    });
  });
  afterAll(() => google?.stop());

  const key = () =>
    JSON.stringify({
      type: 'service_account',
      client_email: EMAIL,
      private_key: PRIVATE_PEM,
      private_key_id: 'key-1',
      token_uri: `${google.url}/token`,
    });

  it('exchanges an assertion signed with the key for an access token, and keeps it', async () => {
    const requests = google.requests.length;
    const token = createGoogleServiceAccountToken({ credentials: key(), env: {} });
    const first = await token();
    expect(first).toMatch(/^ya29\.token-\d+$/);
    expect(await token()).toBe(first);
    expect(google.requests.length).toBe(requests + 1);
    expect(google.requests.at(-1)).toMatchObject({ method: 'POST', path: '/token' });
  });

  it('obtains a new token shortly before the old one expires', async () => {
    let now = Date.now();
    const token = createGoogleServiceAccountToken({ credentials: key(), env: {}, now: () => now });
    const first = await token();
    now += 3599_000 - 60_000;
    expect(await token()).not.toBe(first);
  });

  it('reads the key file GOOGLE_APPLICATION_CREDENTIALS names', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'atrium-gsa-')), 'key.json');
    writeFileSync(file, key());
    const token = createGoogleServiceAccountToken({
      env: { GOOGLE_APPLICATION_CREDENTIALS: file },
    });
    expect(await token()).toMatch(/^ya29\./);
  });

  it('says what is wrong: no key, a broken key, a refusal', async () => {
    await expect(createGoogleServiceAccountToken({ env: {} })()).rejects.toThrow(
      'No Google service account key: set kubernetes.googleServiceAccountCredentials or GOOGLE_APPLICATION_CREDENTIALS',
    );
    await expect(
      createGoogleServiceAccountToken({ credentials: '{"type":"authorized_user"}', env: {} })(),
    ).rejects.toThrow("The Google credentials are of type 'authorized_user'");
    const broken = JSON.stringify({ client_email: EMAIL, private_key: 'nope' });
    await expect(
      createGoogleServiceAccountToken({ credentials: broken, env: {} })(),
    ).rejects.toThrow('is not a PKCS#8 RSA key');
    refuse = true;
    try {
      const failing = createGoogleServiceAccountToken({ credentials: key(), env: {} })();
      await expect(failing).rejects.toThrow(
        `Google service account token: ${google.url}/token answered 401 (invalid_grant: Invalid JWT)`,
      );
      await failing.catch((error: Error) => expect(error.message).not.toContain('PRIVATE KEY'));
    } finally {
      refuse = false;
    }
  });

  it('says so when the key names a token_uri that is not a URL', async () => {
    const credentials = JSON.stringify({ ...JSON.parse(key()), token_uri: 'oauth2 token' });
    await expect(createGoogleServiceAccountToken({ credentials, env: {} })()).rejects.toThrow(
      'The token_uri of the Google service account key is not a URL',
    );
  });
});
