import { describe, expect, it } from 'vitest';
import { createConfig } from '../config';
import { readAwsS3Integration } from '../integrations/config/readAwsS3Integration';
import { parseS3Url } from './parseS3Url';

const aws = readAwsS3Integration(createConfig({}));
const minio = readAwsS3Integration(createConfig({ endpoint: 'http://minio.internal:9000' }));
const minioPathStyle = readAwsS3Integration(
  createConfig({ endpoint: 'http://minio.internal:9000', s3ForcePathStyle: true }),
);

const where = (location: ReturnType<typeof parseS3Url>) =>
  location && {
    bucket: location.bucket,
    key: location.key,
    region: location.region,
    requestUrl: location.requestUrl.href,
  };

describe('parseS3Url', () => {
  it('reads the virtual-hosted form with a region', () => {
    expect(
      where(parseS3Url(aws, 'https://docs.s3.eu-west-1.amazonaws.com/team/a%20b.yaml')),
    ).toEqual({
      bucket: 'docs',
      key: 'team/a b.yaml',
      region: 'eu-west-1',
      requestUrl: 'https://docs.s3.eu-west-1.amazonaws.com/team/a%20b.yaml',
    });
  });

  it('reads the path-style form, and the older s3-<region> host', () => {
    expect(where(parseS3Url(aws, 'https://s3.ap-south-1.amazonaws.com/my.docs/x/y.md'))).toEqual({
      bucket: 'my.docs',
      key: 'x/y.md',
      region: 'ap-south-1',
      requestUrl: 'https://s3.ap-south-1.amazonaws.com/my.docs/x/y.md',
    });
    expect(parseS3Url(aws, 'https://s3-us-west-2.amazonaws.com/docs/k')?.region).toBe('us-west-2');
  });

  it('takes the region-less host as us-east-1, and always asks AWS over https', () => {
    expect(where(parseS3Url(aws, 'http://docs.s3.amazonaws.com/catalog-info.yaml'))).toEqual({
      bucket: 'docs',
      key: 'catalog-info.yaml',
      region: 'us-east-1',
      requestUrl: 'https://docs.s3.amazonaws.com/catalog-info.yaml',
    });
  });

  it("sends AWS-hosted URLs to the environment's endpoint, path style", () => {
    const endpoint = new URL('http://127.0.0.1:4566');
    expect(
      parseS3Url(aws, 'https://docs.s3.eu-west-1.amazonaws.com/a/b.yaml', endpoint)?.requestUrl
        .href,
    ).toBe('http://127.0.0.1:4566/docs/a/b.yaml');
  });

  it('reads a custom endpoint by its host: the bucket in the host, or in the path', () => {
    expect(where(parseS3Url(minio, 'http://docs.minio.internal:9000/a.yaml'))).toEqual({
      bucket: 'docs',
      key: 'a.yaml',
      region: 'us-east-1',
      requestUrl: 'http://docs.minio.internal:9000/a.yaml',
    });
    expect(where(parseS3Url(minio, 'http://minio.internal:9000/docs/a.yaml'))?.bucket).toBe('docs');
    expect(where(parseS3Url(minioPathStyle, 'http://minio.internal:9000/docs/a.yaml'))).toEqual({
      bucket: 'docs',
      key: 'a.yaml',
      region: 'us-east-1',
      requestUrl: 'http://minio.internal:9000/docs/a.yaml',
    });
  });

  it('leaves AWS hosts that are not S3 to other readers', () => {
    expect(
      parseS3Url(aws, 'https://abc.execute-api.eu-west-1.amazonaws.com/prod/x'),
    ).toBeUndefined();
    expect(parseS3Url(aws, 'https://docs.s3-website-eu-west-1.amazonaws.com/x')).toBeUndefined();
  });

  it('refuses dot segments as written, even encoded', () => {
    for (const url of [
      'https://s3.eu-west-1.amazonaws.com/docs/../other/secret.yaml',
      'https://s3.eu-west-1.amazonaws.com/docs/%2e%2e/other/secret.yaml',
      'https://s3.eu-west-1.amazonaws.com/docs/a%2F..%2Fb',
    ]) {
      expect(() => parseS3Url(aws, url)).toThrow(/'\.' and '\.\.' segments are not allowed/);
    }
  });

  it('keeps an encoded slash inside the key, never letting it pick another bucket', () => {
    expect(parseS3Url(aws, 'https://docs.s3.amazonaws.com/a%2Fb.yaml')?.requestUrl.pathname).toBe(
      '/a/b.yaml',
    );
    expect(() => parseS3Url(aws, 'https://s3.amazonaws.com/docs%2Fother/k')).toThrow(
      "Invalid URL https://s3.amazonaws.com/docs%2Fother/k: 'docs/other' is not an S3 bucket name",
    );
  });

  it('refuses a bucket without a key, credentials in the URL, and other schemes', () => {
    expect(() => parseS3Url(aws, 'https://docs.s3.amazonaws.com/')).toThrow(
      'it names the bucket docs, not an object',
    );
    expect(() => parseS3Url(aws, 'https://AKIA:secret@docs.s3.amazonaws.com/k')).toThrow(
      'Invalid URL https://docs.s3.amazonaws.com/k: credentials belong in the integrations config',
    );
    expect(() => parseS3Url(aws, 'ftp://docs.s3.amazonaws.com/k')).toThrow(/only http and https/);
  });
});
