import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createConfig } from '../config';
import { readScmIntegrations } from '../integrations/readScmIntegrations';
import { createUrlReader } from './createUrlReader';

const TOKEN = 'ghp_secret_reader_token';
const FILE = 'kind: Component\nmetadata:\n  name: payments\n';

/**
 * GitHub's contents API for one private file: the token is required, the ETag is honoured, and
 * the rate limit can be made to run out.
 */
function startFakeContentsApi() {
  const state = { requests: [] as string[], limited: false, resetAt: 0, movedTo: '' };
  const server = http.createServer((req, res) => {
    state.requests.push(`${req.method} ${req.url} ${req.headers.authorization ?? '-'}`);
    if (state.movedTo && req.url?.startsWith('/repos/acme/old-name/')) {
      res.writeHead(301, {
        location: `${state.movedTo}${req.url.replace('old-name', 'payments')}`,
      });
      res.end();
      return;
    }
    if (state.limited) {
      res.writeHead(403, {
        'x-ratelimit-remaining': '0',
        'x-ratelimit-reset': String(state.resetAt),
      });
      res.end('{"message":"API rate limit exceeded"}');
      return;
    }
    const authorized = [`token ${TOKEN}`, `Bearer ${TOKEN}`].includes(
      req.headers.authorization ?? '',
    );
    if (!authorized) {
      res.writeHead(404).end('{"message":"Not Found"}');
      return;
    }
    if (req.url !== '/repos/acme/payments/contents/catalog-info.yaml?ref=main') {
      res.writeHead(404).end('{"message":"Not Found"}');
      return;
    }
    if (req.headers['if-none-match'] === '"v1"') {
      res.writeHead(304).end();
      return;
    }
    res.writeHead(200, { etag: '"v1"', 'x-ratelimit-remaining': '4999' }).end(FILE);
  });
  return { server, state };
}

describe('reading through a source-control integration', () => {
  const fake = startFakeContentsApi();
  let apiBaseUrl: string;
  let clock = Date.now();

  beforeAll(async () => {
    await new Promise<void>(resolve => fake.server.listen(0, '127.0.0.1', resolve));
    apiBaseUrl = `http://127.0.0.1:${(fake.server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise(resolve => fake.server.close(resolve)));
  beforeEach(() => {
    fake.state.requests.length = 0;
    fake.state.limited = false;
    fake.state.movedTo = '';
  });

  const readerFor = (token: string | null = TOKEN, allow: Array<{ host: string }> = []) =>
    createUrlReader({
      // Integration hosts need no reading rule.
      allow,
      integrations: readScmIntegrations(
        createConfig({
          integrations: {
            github: [
              {
                host: 'github.example.com',
                apiBaseUrl,
                // Read without credentials (GitHub serves public files there).
                rawBaseUrl: `${apiBaseUrl}/raw`,
                ...(token ? { token } : {}),
              },
            ],
          },
        }),
      ),
      now: () => clock,
    });
  const fileUrl = 'https://github.example.com/acme/payments/blob/main/catalog-info.yaml';

  it('reads a private file through the API with the integration token', async () => {
    const reader = readerFor();
    expect(reader.isAllowed(fileUrl)).toBe(true);
    const result = await reader.read(fileUrl);
    expect(result).toEqual({ notModified: false, buffer: Buffer.from(FILE), etag: '"v1"' });
    expect(fake.state.requests).toHaveLength(1);
    expect(fake.state.requests[0]).toMatch(
      /^GET \/repos\/acme\/payments\/contents\/catalog-info\.yaml\?ref=main (token|Bearer) /,
    );
  });

  it('asks with the ETag it holds, and an unchanged file costs nothing to read', async () => {
    expect(await readerFor().read(fileUrl, { etag: '"v1"' })).toEqual({ notModified: true });
  });

  it('says the file was not found when the host hides it from a reader without credentials', async () => {
    const error = await readerFor(null)
      .read(fileUrl)
      .catch((e: Error) => e);
    expect(error).toMatchObject({ name: 'NotFoundError' });
    expect((error as Error).message).toContain(fileUrl);
  });

  it('waits out a rate limit without calling the host again, and names the host and the time', async () => {
    const reader = readerFor();
    fake.state.limited = true;
    fake.state.resetAt = Math.floor(clock / 1000) + 120;
    const message = `The API rate limit of github.example.com is reached; reading from it resumes at ${new Date(fake.state.resetAt * 1000).toISOString()}`;
    await expect(reader.read(fileUrl)).rejects.toThrow(message);
    await expect(reader.read(fileUrl)).rejects.toThrow(message);
    expect(fake.state.requests).toHaveLength(1);
    fake.state.limited = false;
    clock += 121_000;
    expect(await reader.read(fileUrl)).toMatchObject({ notModified: false });
    expect(fake.state.requests).toHaveLength(2);
  });

  it('follows a renamed repository within the API, never elsewhere unless the rules allow it', async () => {
    const renamed = 'https://github.example.com/acme/old-name/blob/main/catalog-info.yaml';
    fake.state.movedTo = apiBaseUrl;
    expect(await readerFor().read(renamed)).toMatchObject({ notModified: false });
    // The same server under another name: another origin, not allowed, so not asked at all.
    fake.state.requests.length = 0;
    fake.state.movedTo = apiBaseUrl.replace('127.0.0.1', 'localhost');
    await expect(readerFor().read(renamed)).rejects.toThrow(
      /redirected to http:\/\/localhost:\d+, which is not allowed/,
    );
    expect(fake.state.requests).toHaveLength(1);
    // Allowed by the rules, it is followed, without the token.
    const localhost = new URL(fake.state.movedTo).host;
    await expect(readerFor(TOKEN, [{ host: localhost }]).read(renamed)).rejects.toThrow(
      /not found/,
    );
    expect(fake.state.requests.at(-1)).toMatch(/\/payments\/.* -$/);
  });

  it('keeps the reading rules for hosts without an integration', async () => {
    await expect(readerFor().read('https://files.example.org/catalog-info.yaml')).rejects.toThrow(
      /add its host to backend\.reading\.allow/,
    );
  });

  it('never shows the token in a message', async () => {
    fake.state.limited = true;
    fake.state.resetAt = Math.floor(clock / 1000) + 5;
    const error = await readerFor()
      .read(fileUrl)
      .catch((e: Error) => e);
    expect(String(error)).not.toContain(TOKEN);
  });
});
