import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ConfigError, createConfig } from '@atrium/server-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDocsStorageFromConfig } from './createDocsStorageFromConfig';
import { startFakeS3, type FakeS3 } from './testing/startFakeS3';
import { readText, writeSite } from './testing/writeSite';

const RIDES = { namespace: 'default', kind: 'component', name: 'rides' };
const KEY = { accessKeyId: 'AKIACONFIG', secretAccessKey: 'config-secret' };

function techdocs(publisher: object) {
  return createConfig({ techdocs: { publisher } }, { source: 'app-config.yaml' });
}

describe('createDocsStorageFromConfig', () => {
  let s3: FakeS3;
  beforeAll(async () => {
    s3 = await startFakeS3({
      buckets: ['techdocs'],
      credentials: {
        [KEY.accessKeyId]: KEY.secretAccessKey,
        AKIAENV: { secret: 'env-secret', sessionToken: 'session-1' },
      },
    });
  });
  afterAll(() => s3?.stop());

  const awsS3 = (settings: object = {}) =>
    techdocs({
      type: 'awsS3',
      awsS3: { bucketName: 'techdocs', endpoint: s3.url, s3ForcePathStyle: true, ...settings },
    });

  it('keeps sites in the default directory when nothing is configured', async () => {
    const cwd = mkdtempSync(path.join(tmpdir(), 'atrium-cwd-'));
    const storage = createDocsStorageFromConfig(createConfig({}), {
      defaultDirectory: 'data/techdocs',
      cwd,
    });
    await storage.publish(RIDES, writeSite({ 'index.html': 'ok' }));
    expect(existsSync(path.join(cwd, 'data/techdocs/default/component/rides/index.html'))).toBe(
      true,
    );
  });

  it('resolves a relative local publishDirectory against the working directory', async () => {
    const cwd = mkdtempSync(path.join(tmpdir(), 'atrium-cwd-'));
    const storage = createDocsStorageFromConfig(
      techdocs({ type: 'local', local: { publishDirectory: 'site-store' } }),
      { defaultDirectory: 'unused', cwd },
    );
    await storage.publish(RIDES, writeSite({ 'index.html': 'ok' }));
    expect(existsSync(path.join(cwd, 'site-store/default/component/rides/index.html'))).toBe(true);
  });

  it('stores sites in the configured S3 bucket, with the credentials of the file', async () => {
    const storage = createDocsStorageFromConfig(
      awsS3({ region: 'eu-central-1', bucketRootPath: 'portal', credentials: KEY }),
      { defaultDirectory: 'unused', env: {} },
    );
    await storage.publish(RIDES, writeSite({ 'index.html': 'from s3' }));
    expect(s3.objects('techdocs').has('portal/default/component/rides/index.html')).toBe(true);
    expect(await readText((await storage.readFile(RIDES, 'index.html'))!.body)).toBe('from s3');
  });

  it('takes S3 credentials, with a session token, from the environment', async () => {
    const storage = createDocsStorageFromConfig(awsS3(), {
      defaultDirectory: 'unused',
      env: {
        AWS_ACCESS_KEY_ID: 'AKIAENV',
        AWS_SECRET_ACCESS_KEY: 'env-secret',
        AWS_SESSION_TOKEN: 'session-1',
        AWS_REGION: 'us-west-2',
      },
    });
    const before = s3.requests.length;
    await storage.publish(RIDES, writeSite({ 'index.html': 'env' }));
    expect(s3.requests.length).toBeGreaterThan(before);
    expect(await storage.readMetadata(RIDES)).toBeUndefined();
  });

  it('refuses an unknown publisher type, naming the key and the allowed values', () => {
    expect(() =>
      createDocsStorageFromConfig(techdocs({ type: 'googleGcs' }), { defaultDirectory: 'x' }),
    ).toThrow(
      new ConfigError(
        "Invalid value in config for key 'techdocs.publisher.type' in 'app-config.yaml', got 'googleGcs', wanted 'local' or 'awsS3'",
      ),
    );
  });

  it.each([
    [
      'a missing bucket name',
      techdocs({ type: 'awsS3', awsS3: { credentials: KEY } }),
      "Missing required config value at 'techdocs.publisher.awsS3.bucketName'",
    ],
    [
      'an endpoint that is not a URL',
      techdocs({
        type: 'awsS3',
        awsS3: { bucketName: 'b', endpoint: 'minio:9000', credentials: KEY },
      }),
      "Invalid value in config for key 'techdocs.publisher.awsS3.endpoint' in 'app-config.yaml', got 'minio:9000', wanted an http(s) URL",
    ],
    [
      'half a key',
      techdocs({ type: 'awsS3', awsS3: { bucketName: 'b', credentials: { accessKeyId: 'A' } } }),
      "Missing required config value at 'techdocs.publisher.awsS3.credentials.secretAccessKey'",
    ],
    [
      'a role to assume',
      techdocs({
        type: 'awsS3',
        awsS3: { bucketName: 'b', credentials: { roleArn: 'arn:aws:iam::1:role/r' } },
      }),
      'techdocs.publisher.awsS3.credentials.roleArn is not supported',
    ],
    [
      'no credentials anywhere',
      techdocs({ type: 'awsS3', awsS3: { bucketName: 'b' } }),
      'No credentials for the TechDocs S3 bucket: set techdocs.publisher.awsS3.credentials.accessKeyId and .secretAccessKey, or the AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY environment variables',
    ],
  ])('refuses %s at start-up', (_, config, message) => {
    expect(() => createDocsStorageFromConfig(config, { defaultDirectory: 'x', env: {} })).toThrow(
      message,
    );
  });
});
