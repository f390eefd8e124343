import { InputError, ServiceUnavailableError } from '@atrium/model';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createS3DocsStorage, type S3DocsStorageOptions } from './createS3DocsStorage';
import { startFakeS3, type FakeS3 } from './testing/startFakeS3';
import { readText, writeSite } from './testing/writeSite';

const CREDENTIALS = { accessKeyId: 'AKIATECHDOCS', secretAccessKey: 'docs/secret+key' };
const RIDES = { namespace: 'default', kind: 'Component', name: 'rides' };
const METADATA = {
  site_name: 'Rides',
  site_description: '',
  etag: 'v1',
  build_timestamp: 1,
  files: ['index.html'],
};

describe('createS3DocsStorage', () => {
  let s3: FakeS3;
  const storage = (options: Partial<S3DocsStorageOptions> = {}) =>
    createS3DocsStorage({
      bucketName: 'docs',
      region: 'eu-west-1',
      endpoint: s3.url,
      forcePathStyle: true,
      credentials: CREDENTIALS,
      ...options,
    });

  beforeAll(async () => {
    s3 = await startFakeS3({
      buckets: ['docs'],
      credentials: { [CREDENTIALS.accessKeyId]: CREDENTIALS.secretAccessKey },
    });
  });
  afterAll(() => s3?.stop());

  it('publishes a site under the root path and reads its files and metadata back', async () => {
    const docs = storage({ bucketRootPath: '/sites/' });
    const site = writeSite({
      'index.html': '<h1>Rides</h1>',
      'a page (draft)/index.html': 'draft',
      'img/logo.png': Buffer.from([0x89, 0x50, 0x4e, 0x47]),
      'techdocs_metadata.json': JSON.stringify(METADATA),
    });
    expect(await docs.publish(RIDES, site)).toEqual({ files: 4 });
    expect([...s3.objects('docs').keys()].filter(key => key.startsWith('sites/')).sort()).toEqual([
      'sites/default/component/rides/a page (draft)/index.html',
      'sites/default/component/rides/img/logo.png',
      'sites/default/component/rides/index.html',
      'sites/default/component/rides/techdocs_metadata.json',
    ]);
    expect(s3.objects('docs').get('sites/default/component/rides/img/logo.png')?.contentType).toBe(
      'image/png',
    );

    const page = await docs.readFile(RIDES, 'a page (draft)/index.html');
    expect(page).toMatchObject({ contentType: 'text/html; charset=utf-8', size: 5 });
    expect(page?.etag).toMatch(/^"[0-9a-f]{32}"$/);
    expect(await readText(page!.body)).toBe('draft');
    expect(await docs.readMetadata(RIDES)).toEqual(METADATA);
    expect(await docs.readFile(RIDES, 'missing.html')).toBeUndefined();
    expect(await docs.readMetadata({ ...RIDES, name: 'other' })).toBeUndefined();
    await expect(docs.readFile(RIDES, '../other/index.html')).rejects.toBeInstanceOf(InputError);
  });

  it('republishing removes the stale keys, following listings past 1000 keys', async () => {
    const docs = storage();
    await docs.publish(RIDES, writeSite({ 'index.html': 'v1', 'old/index.html': 'old' }));
    const prefix = 'default/component/rides/';
    const objects = s3.objects('docs');
    // A large earlier site, put in place directly: uploading it would only slow the test.
    const earlier = objects.get(`${prefix}index.html`)!;
    for (let index = 0; index < 1205; index += 1)
      objects.set(`${prefix}pages/p${index}.html`, earlier);
    objects.set('default/component/rides-other/index.html', earlier);
    const stored = () => [...objects.keys()].filter(key => key.startsWith(prefix)).sort();
    expect(stored()).toHaveLength(1207);

    const before = s3.requests.length;
    expect(await docs.publish(RIDES, writeSite({ 'index.html': 'v2', 'new.html': 'n' }))).toEqual({
      files: 2,
    });
    expect(stored()).toEqual([`${prefix}index.html`, `${prefix}new.html`]);
    expect(objects.has('default/component/rides-other/index.html')).toBe(true);
    expect(await readText((await docs.readFile(RIDES, 'index.html'))!.body)).toBe('v2');
    const calls = s3.requests.slice(before);
    const listings = calls.filter(call => call.startsWith('GET /docs?list-type=2'));
    expect(listings).toHaveLength(2);
    expect(listings[1]).toContain('continuation-token=');
    expect(calls.filter(call => call.startsWith('POST /docs?delete'))).toHaveLength(2);

    await docs.remove(RIDES);
    expect(stored()).toEqual([]);
    expect(await docs.readFile(RIDES, 'index.html')).toBeUndefined();
  });

  it('lists the stored sites under its root path, those with metadata only', async () => {
    const docs = storage({ bucketRootPath: 'listing' });
    const metadata = JSON.stringify(METADATA);
    await docs.publish(RIDES, writeSite({ 'index.html': 'x', 'techdocs_metadata.json': metadata }));
    await docs.publish(
      { namespace: 'ops', kind: 'system', name: 'gateway' },
      writeSite({ 'a/index.html': 'x', 'techdocs_metadata.json': metadata }),
    );
    await docs.publish(
      { namespace: 'ops', kind: 'system', name: 'half' },
      writeSite({ 'index.html': 'no metadata' }),
    );
    await storage({ bucketRootPath: 'elsewhere' }).publish(
      RIDES,
      writeSite({ 'techdocs_metadata.json': metadata }),
    );
    expect(await docs.listSites()).toEqual([
      { namespace: 'default', kind: 'component', name: 'rides' },
      { namespace: 'ops', kind: 'system', name: 'gateway' },
    ]);
  });

  it('addresses the bucket in the path when the endpoint is an IP address', async () => {
    const docs = storage({ forcePathStyle: undefined, bucketRootPath: 'by-ip' });
    await docs.publish(RIDES, writeSite({ 'index.html': 'ip' }));
    expect(s3.objects('docs').has('by-ip/default/component/rides/index.html')).toBe(true);
  });

  it('names the credentials when S3 refuses the signature, without showing the secret', async () => {
    const docs = storage({ credentials: { ...CREDENTIALS, secretAccessKey: 'wrong-secret' } });
    const reading = docs.readFile(RIDES, 'index.html');
    await expect(reading).rejects.toBeInstanceOf(ServiceUnavailableError);
    await expect(reading).rejects.toThrow(
      /^TechDocs storage: S3 refused the credentials \(SignatureDoesNotMatch: .*\); check techdocs\.publisher\.awsS3\.credentials/,
    );
    await expect(reading).rejects.not.toThrow(/wrong-secret/);
    await expect(
      storage({ credentials: { accessKeyId: 'AKIAUNKNOWN', secretAccessKey: 'x' } }).publish(
        RIDES,
        writeSite({ 'index.html': 'x' }),
      ),
    ).rejects.toThrow('S3 refused the credentials (InvalidAccessKeyId');
  });

  it('names the bucket when it does not exist', async () => {
    const docs = storage({ bucketName: 'no-such-docs' });
    const message =
      "TechDocs storage: the S3 bucket 'no-such-docs' does not exist; check techdocs.publisher.awsS3.bucketName";
    await expect(docs.readMetadata(RIDES)).rejects.toThrow(message);
    await expect(docs.publish(RIDES, writeSite({ 'index.html': 'x' }))).rejects.toThrow(message);
    await expect(docs.remove(RIDES)).rejects.toThrow(message);
  });

  it('says when the endpoint cannot be reached', async () => {
    const docs = storage({ endpoint: 'http://127.0.0.1:9' });
    await expect(docs.publish(RIDES, writeSite({ 'index.html': 'x' }))).rejects.toThrow(
      'TechDocs storage: the S3 endpoint http://127.0.0.1:9 could not be reached',
    );
  });
});
