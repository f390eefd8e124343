import { InputError } from '@atrium/model';
import type { StorageIntegration } from '../integrations/ScmIntegration';
import { invalidUrl } from '../integrations/urls/readBrowseUrl';
import { encodeObjectPath, parseObjectUrl } from './parseObjectUrl';

/** One S3 object a URL names, and where its GET goes. */
export interface S3Location {
  readonly bucket: string;
  readonly key: string;
  /** The region requests are signed for. */
  readonly region: string;
  /** The GetObject URL: the bucket's endpoint and the key, path-encoded. */
  readonly requestUrl: URL;
  /** The URL as messages show it. */
  readonly display: string;
}

/** What buckets are signed for on endpoints that are not AWS's, as AWS SDKs default. */
const DEFAULT_REGION = 'us-east-1';
/** `s3.<region>`, `s3-<region>` (older regions) or `s3` (us-east-1), a bucket before it or not. */
const AWS_HOST = /^(?:([a-z0-9.-]+)\.)?s3(?:[.-]([a-z0-9-]+))?\.amazonaws\.com(\.cn)?$/;
const REGION = /^[a-z]{2}(?:-[a-z]+)+-\d+$/;
/** S3's bucket naming rules: 3–63 of lower-case letters, digits, dots and hyphens. */
const BUCKET = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;

/**
 * The S3 object of a URL of an `awsS3` entry's host, in the forms Backstage reads:
 * `https://<bucket>.s3.<region>.amazonaws.com/<key>`, `https://s3.<region>.amazonaws.com/<bucket>/<key>`,
 * `https://<bucket>.s3.amazonaws.com/<key>` (us-east-1), and on a custom `endpoint`
 * `<endpoint>/<bucket>/<key>` (with `s3ForcePathStyle`, or on the endpoint's own host) or
 * `<bucket>.<endpoint host>/<key>`. Undefined for other AWS hosts (API Gateway, CloudFront), which
 * are no S3 objects. `endpoint` (the environment's S3 endpoint) takes AWS's place, path style.
 */
export function parseS3Url(
  storage: StorageIntegration,
  url: string,
  endpoint?: URL,
): S3Location | undefined {
  const { url: parsed, display, segments } = parseObjectUrl(url);
  const host = parsed.host.toLowerCase();
  const onAws = !storage.endpoint && /(?:^|\.)amazonaws\.com(?:\.cn)?$/.test(storage.host);
  let hostBucket: string | undefined;
  let region = DEFAULT_REGION;
  if (onAws) {
    const match = AWS_HOST.exec(host);
    if (!match) return undefined;
    if (match[2] !== undefined) {
      if (!REGION.test(match[2])) return undefined;
      region = match[2];
    }
    hostBucket = match[1];
  } else if (host !== storage.host) {
    hostBucket = host.slice(0, -(storage.host.length + 1));
  }
  const pathStyle = storage.s3ForcePathStyle || hostBucket === undefined;
  const bucket = pathStyle ? segments[0] : hostBucket;
  const keyParts = pathStyle ? segments.slice(1) : segments;
  if (!bucket || !BUCKET.test(bucket) || bucket.includes('..')) {
    throw invalidUrl(display, `'${bucket ?? ''}' is not an S3 bucket name`);
  }
  const key = keyParts.join('/');
  if (key === '') {
    throw new InputError(`Invalid URL ${display}: it names the bucket ${bucket}, not an object`);
  }
  const path = encodeObjectPath(keyParts);
  return { bucket, key, region, display, requestUrl: requestUrlOf() };

  function requestUrlOf(): URL {
    const bucketPath = `/${encodeObjectPath([bucket!])}/${path}`;
    // The environment's endpoint stands in for AWS itself, never for an entry's own endpoint.
    if (onAws && endpoint) return new URL(`${endpoint.origin}${bucketPath}`);
    if (storage.endpoint) {
      const target = new URL(storage.endpoint);
      return pathStyle
        ? new URL(`${target.origin}${bucketPath}`)
        : new URL(`${target.protocol}//${bucket}.${target.host}/${path}`);
    }
    // AWS itself: the host the URL names, always over https.
    return new URL(pathStyle ? `https://${host}${bucketPath}` : `https://${host}/${path}`);
  }
}
