import {
  matchPath,
  type FakeGithubRepoRoute,
  type FakeResponse,
} from '@atrium/server-core/testing';
import nacl from 'tweetnacl';
import { openSealedBox } from './openSealedBox';

/** A repository's Actions variables and secrets as the fake holds them. */
export interface FakeGithubActionsSettings {
  variables: Record<string, string>;
  /** The opened values: a secret that does not open with the repository's key is refused. */
  secrets: Record<string, string>;
}

/** GitHub Actions variables and secrets, added to the GitHub fake with `extraRoutes: route`. */
export interface FakeGithubActions {
  route: FakeGithubRepoRoute;
  /** A repository's settings by `owner/name`; empty until the publishing action sets some. */
  settingsOf(fullName: string): FakeGithubActionsSettings;
}

const KEY_ID = '568250167242549743';

/**
 * `/repos/{o}/{r}/actions/…` for variables and secrets: GitHub's paths, bodies and status codes,
 * with a real key pair so a wrongly sealed secret fails as it would on GitHub.
 */
export function createFakeGithubActions(): FakeGithubActions {
  const keyPair = nacl.box.keyPair();
  const settings = new Map<string, FakeGithubActionsSettings>();
  const settingsOf = (fullName: string) => {
    const key = fullName.toLowerCase();
    if (!settings.has(key)) settings.set(key, { variables: {}, secrets: {} });
    return settings.get(key)!;
  };
  const route: FakeGithubRepoRoute = (request, rest, repo) => {
    if (!rest.startsWith('/actions/')) return undefined;
    const repoSettings = settingsOf(repo.full_name);
    const body = (request.body ?? {}) as Record<string, unknown>;
    let p: Record<string, string> | undefined;
    if (request.method === 'GET' && rest === '/actions/secrets/public-key') {
      return {
        status: 200,
        body: { key_id: KEY_ID, key: Buffer.from(keyPair.publicKey).toString('base64') },
      };
    }
    if (request.method === 'POST' && rest === '/actions/variables') {
      const { name, value } = body;
      if (typeof name !== 'string' || typeof value !== 'string') return unprocessable();
      if (name in repoSettings.variables) {
        return { status: 409, body: { message: 'Already exists - Variable already exists' } };
      }
      repoSettings.variables[name] = value;
      return { status: 201, body: {} };
    }
    if (request.method === 'PUT' && (p = matchPath('/actions/secrets/:name', rest))) {
      if (body.key_id !== KEY_ID || typeof body.encrypted_value !== 'string') {
        return unprocessable();
      }
      const opened = openSealedBox(body.encrypted_value, keyPair);
      if (opened === undefined) {
        return { status: 400, body: { message: 'Bad request - could not decrypt the secret' } };
      }
      const created = !(p.name! in repoSettings.secrets);
      repoSettings.secrets[p.name!] = opened;
      return created ? { status: 201, body: {} } : { status: 204 };
    }
    return undefined;
  };
  return { route, settingsOf };
}

function unprocessable(): FakeResponse {
  return {
    status: 422,
    body: {
      message: 'Invalid request.',
      documentation_url: 'https://docs.github.com/rest',
    },
  };
}
