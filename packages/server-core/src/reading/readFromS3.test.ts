import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createConfig } from '../config';
import { readScmIntegrations } from '../integrations/readScmIntegrations';
import { startFakeAws, type FakeAws } from '../testing/objectStores/startFakeAws';
import { createUrlReader, type ReadUrlResult } from './createUrlReader';
import type { ReadingAllowRule } from './isReadingAllowed';
import { failureOf } from '../testing/objectStores/failureOf';

const KEY_ID = 'AKIAREADER';
const SECRET = 'reader-secret-access-key/EXAMPLE';
const ROLE = 'arn:aws:iam::123456789012:role/catalog-reader';
const FILE = 'kind: Component\nmetadata:\n  name: billing\n';

const text = (result: ReadUrlResult) => (result.notModified ? undefined : result.buffer.toString());

describe('reading S3 objects', () => {
  let aws: FakeAws;

  beforeAll(async () => {
    aws = await startFakeAws({
      keys: { [KEY_ID]: SECRET },
      roles: { [ROLE]: { externalId: 'atrium' } },
      publicBuckets: ['public-docs'],
    });
    aws.putObject('catalog', 'teams/billing/catalog-info.yaml', FILE);
    aws.putObject('public-docs', 'index.md', '# Public\n');
  });
  afterAll(() => aws?.stop());
  beforeEach(() => {
    aws.requests.length = 0;
  });

  /** A reader whose `awsS3` entry is the fake, path style, with these keys. */
  const readerFor = (entry: Record<string, unknown>, env: NodeJS.ProcessEnv = {}) =>
    createUrlReader({
      allow: [],
      timeoutMs: 5000,
      env,
      integrations: readScmIntegrations(
        createConfig({
          integrations: { awsS3: [{ endpoint: aws.url, s3ForcePathStyle: true, ...entry }] },
        }),
      ),
    });
  const objectUrl = () => `${aws.url}/catalog/teams/billing/catalog-info.yaml`;

  it("reads an object signed with the entry's keys, then answers notModified for its ETag", async () => {
    const reader = readerFor({ accessKeyId: KEY_ID, secretAccessKey: SECRET });
    const first = await reader.read(objectUrl());
    expect(text(first)).toBe(FILE);
    expect(first.notModified ? undefined : first.etag).toMatch(/^"[0-9a-f]{32}"$/);
    const etag = first.notModified ? '' : first.etag!;
    expect(await reader.read(objectUrl(), { etag })).toEqual({ notModified: true });
    expect(aws.requests.map(r => [r.accessKeyId, r.region, r.ifNoneMatch])).toEqual([
      [KEY_ID, 'us-east-1', undefined],
      [KEY_ID, 'us-east-1', etag],
    ]);
    // A configured store needs no reading rule.
    expect(reader.isAllowed(objectUrl())).toBe(true);
  });

  it('refuses a wrong secret with the bucket and S3 code, never a key', async () => {
    const reader = readerFor({ accessKeyId: KEY_ID, secretAccessKey: 'wrong-secret-value' });
    const error = await failureOf(reader.read(objectUrl()));
    expect(error).toMatchObject({
      name: 'NotAllowedError',
      message: `S3 refused to read ${objectUrl()} from the bucket catalog (HTTP 403 SignatureDoesNotMatch): check the credentials of integrations.awsS3 for ${aws.host}, or the bucket's policy`,
    });
    expect(error.message).not.toContain('wrong-secret-value');
    expect(error.message).not.toContain(KEY_ID);
  });

  it('answers NotFoundError for a missing object or bucket', async () => {
    const reader = readerFor({ accessKeyId: KEY_ID, secretAccessKey: SECRET });
    await expect(reader.read(`${aws.url}/catalog/nothing.yaml`)).rejects.toMatchObject({
      name: 'NotFoundError',
      message: `${aws.url}/catalog/nothing.yaml was not found in the S3 bucket catalog (HTTP 404 NoSuchKey)`,
    });
    await expect(reader.read(`${aws.url}/no-such-bucket/x.yaml`)).rejects.toMatchObject({
      name: 'NotFoundError',
      message: `Could not read ${aws.url}/no-such-bucket/x.yaml: the S3 bucket no-such-bucket does not exist`,
    });
  });

  it("signs with the environment's keys when the entry has none", async () => {
    const reader = readerFor({}, { AWS_ACCESS_KEY_ID: KEY_ID, AWS_SECRET_ACCESS_KEY: SECRET });
    expect(text(await reader.read(objectUrl()))).toBe(FILE);
    expect(aws.requests.map(r => r.accessKeyId)).toEqual([KEY_ID]);
  });

  it('assumes the role with its external id once, and signs with the temporary keys', async () => {
    const reader = readerFor(
      { accessKeyId: KEY_ID, secretAccessKey: SECRET, roleArn: ROLE, externalId: 'atrium' },
      { AWS_ENDPOINT_URL_STS: aws.url },
    );
    expect(text(await reader.read(objectUrl()))).toBe(FILE);
    expect(text(await reader.read(objectUrl()))).toBe(FILE);
    const [sts, ...reads] = aws.requests;
    expect(sts).toMatchObject({ service: 'sts', accessKeyId: KEY_ID });
    expect(reads.map(r => r.service)).toEqual(['s3', 's3']);
    expect(reads.every(r => r.accessKeyId?.startsWith('ASIA'))).toBe(true);
  });

  it('says which role could not be assumed, without the keys', async () => {
    const reader = readerFor(
      { accessKeyId: KEY_ID, secretAccessKey: SECRET, roleArn: ROLE, externalId: 'not-it' },
      { AWS_ENDPOINT_URL_STS: aws.url },
    );
    const error = await failureOf(reader.read(objectUrl()));
    expect(error).toMatchObject({
      name: 'NotAllowedError',
      message: `Assuming the AWS role ${ROLE}: STS answered HTTP 403 (AccessDenied)`,
    });
    expect(aws.requests.filter(r => r.service === 's3')).toEqual([]);
  });

  it('never signs for another host, however much it looks like the store', async () => {
    const reader = readerFor({ accessKeyId: KEY_ID, secretAccessKey: SECRET });
    for (const url of [
      `http://evil.example/catalog/teams/billing/catalog-info.yaml`,
      'https://catalog.s3.amazonaws.com.evil.example/teams/billing/catalog-info.yaml',
      aws.url.replace('127.0.0.1', '127.0.0.2') + '/catalog/x.yaml',
    ]) {
      expect(reader.isAllowed(url)).toBe(false);
      await expect(reader.read(url)).rejects.toMatchObject({ name: 'NotAllowedError' });
    }
    expect(aws.requests).toEqual([]);
  });

  it('bounds the body and the time a read may take', async () => {
    const small = createUrlReader({
      allow: [],
      maxBytes: 10,
      integrations: readScmIntegrations(
        createConfig({
          integrations: {
            awsS3: [{ endpoint: aws.url, accessKeyId: KEY_ID, secretAccessKey: SECRET }],
          },
        }),
      ),
    });
    await expect(small.read(objectUrl())).rejects.toMatchObject({
      name: 'InputError',
      message: `${objectUrl()} is larger than the limit of 0 MB`,
    });
    const silent = http.createServer(() => undefined);
    await new Promise<void>(resolve => silent.listen(0, '127.0.0.1', resolve));
    const endpoint = `http://127.0.0.1:${(silent.address() as AddressInfo).port}`;
    try {
      const slow = createUrlReader({
        allow: [],
        timeoutMs: 200,
        integrations: readScmIntegrations(
          createConfig({ integrations: { awsS3: [{ endpoint, s3ForcePathStyle: true }] } }),
        ),
      });
      await expect(slow.read(`${endpoint}/catalog/a.yaml`)).rejects.toMatchObject({
        name: 'ServiceUnavailableError',
        message: `Timed out after 200 ms reading ${endpoint}/catalog/a.yaml from S3`,
      });
    } finally {
      silent.closeAllConnections();
      await new Promise(resolve => silent.close(resolve));
    }
  });

  describe("AWS's own hosts without an entry", () => {
    const publicReader = (allow: ReadingAllowRule[], env: NodeJS.ProcessEnv = {}) =>
      createUrlReader({
        allow,
        timeoutMs: 5000,
        env: { AWS_ENDPOINT_URL_S3: aws.url, ...env },
        integrations: readScmIntegrations(createConfig({})),
      });
    const publicUrl = 'https://public-docs.s3.eu-west-1.amazonaws.com/index.md';

    it('are read only when the reading rules allow them', async () => {
      const reader = publicReader([]);
      expect(reader.isAllowed(publicUrl)).toBe(false);
      await expect(reader.read(publicUrl)).rejects.toMatchObject({
        name: 'NotAllowedError',
        message: `Reading from ${publicUrl} is not allowed; add its host to backend.reading.allow`,
      });
      expect(aws.requests).toEqual([]);
    });

    it('are read unsigned when allowed and there are no keys', async () => {
      const reader = publicReader([{ host: '*.s3.eu-west-1.amazonaws.com' }]);
      expect(text(await reader.read(publicUrl))).toBe('# Public\n');
      expect(aws.requests).toMatchObject([{ service: 's3', path: '/public-docs/index.md' }]);
      expect(aws.requests[0]!.accessKeyId).toBeUndefined();
      // A private bucket is refused to an unsigned read.
      await expect(
        reader.read('https://catalog.s3.eu-west-1.amazonaws.com/teams/billing/catalog-info.yaml'),
      ).rejects.toMatchObject({ name: 'NotAllowedError', message: /HTTP 403 AccessDenied/ });
    });

    it("are signed for the URL's region with the environment's keys", async () => {
      const reader = publicReader([{ host: 's3.eu-west-1.amazonaws.com' }], {
        AWS_ACCESS_KEY_ID: KEY_ID,
        AWS_SECRET_ACCESS_KEY: SECRET,
      });
      const url = 'https://s3.eu-west-1.amazonaws.com/catalog/teams/billing/catalog-info.yaml';
      expect(text(await reader.read(url))).toBe(FILE);
      expect(aws.requests).toMatchObject([{ accessKeyId: KEY_ID, region: 'eu-west-1' }]);
    });
  });
});
