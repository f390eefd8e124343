import { createHash, createHmac } from 'node:crypto';
import { encodeRfc3986 } from './encodeRfc3986';

/** An AWS access key, with the session token of temporary credentials. */
export interface AwsCredentials {
  accessKeyId: string;
  secretAccessKey: string;
  sessionToken?: string;
}

export interface AwsSigningRequest {
  method: string;
  url: URL;
  /** Headers to sign besides `host` (names in any case). */
  headers?: Record<string, string>;
  body?: string | Uint8Array;
  region: string;
  service: string;
  credentials: AwsCredentials;
  date: Date;
}

const ALGORITHM = 'AWS4-HMAC-SHA256';
/** What S3 presigned URLs sign as their payload; other services sign the (empty) body's hash. */
const UNSIGNED_PAYLOAD = 'UNSIGNED-PAYLOAD';

/**
 * AWS Signature Version 4, in the Authorization header: the headers to send with the request
 * (`host`, `x-amz-date`, `x-amz-security-token` for temporary credentials, `authorization`).
 * S3 refuses a header-signed request without `x-amz-content-sha256`, so for `s3` the body's
 * hash is also sent (and signed) in that header.
 */
export function signAwsRequest(request: AwsSigningRequest): Record<string, string> {
  const amzDate = amzDateOf(request.date);
  const payloadHash = sha256Hex(request.body ?? '');
  const headers = lowerCased({
    ...request.headers,
    host: request.url.host,
    'x-amz-date': amzDate,
    ...(request.service === 's3' && { 'x-amz-content-sha256': payloadHash }),
    ...(request.credentials.sessionToken && {
      'x-amz-security-token': request.credentials.sessionToken,
    }),
  });
  const { signature, signedHeaders, scope } = sign(request, headers, amzDate, payloadHash);
  return {
    ...headers,
    authorization: `${ALGORITHM} Credential=${request.credentials.accessKeyId}/${scope}, SignedHeaders=${signedHeaders}, Signature=${signature}`,
  };
}

/**
 * AWS Signature Version 4 in the query string: a URL anyone holding it may call until
 * `expiresSeconds` after `date`, with the signed headers sent as they were signed.
 */
export function presignAwsUrl(
  request: AwsSigningRequest & { expiresSeconds: number; unsignedPayload?: boolean },
): URL {
  const amzDate = amzDateOf(request.date);
  const headers = lowerCased({ ...request.headers, host: request.url.host });
  const url = new URL(request.url);
  const scope = scopeOf(request, amzDate);
  url.searchParams.set('X-Amz-Algorithm', ALGORITHM);
  url.searchParams.set('X-Amz-Credential', `${request.credentials.accessKeyId}/${scope}`);
  url.searchParams.set('X-Amz-Date', amzDate);
  url.searchParams.set('X-Amz-Expires', String(request.expiresSeconds));
  if (request.credentials.sessionToken) {
    url.searchParams.set('X-Amz-Security-Token', request.credentials.sessionToken);
  }
  url.searchParams.set('X-Amz-SignedHeaders', Object.keys(headers).sort().join(';'));
  const payloadHash = request.unsignedPayload ? UNSIGNED_PAYLOAD : sha256Hex(request.body ?? '');
  const { signature } = sign({ ...request, url }, headers, amzDate, payloadHash);
  url.searchParams.set('X-Amz-Signature', signature);
  return url;
}

/** The date of an `x-amz-date` header or `X-Amz-Date` parameter, for servers checking one. */
export function parseAmzDate(amzDate: string): Date {
  return new Date(
    amzDate.replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/, '$1-$2-$3T$4:$5:$6Z'),
  );
}

function sign(
  request: AwsSigningRequest,
  headers: Record<string, string>,
  amzDate: string,
  payloadHash: string,
) {
  const names = Object.keys(headers).sort();
  const signedHeaders = names.join(';');
  const canonicalRequest = [
    request.method.toUpperCase(),
    canonicalPath(request.url.pathname),
    canonicalQuery(request.url.searchParams),
    names.map(name => `${name}:${headers[name]!.trim().replace(/\s+/g, ' ')}\n`).join(''),
    signedHeaders,
    payloadHash,
  ].join('\n');
  const scope = scopeOf(request, amzDate);
  const stringToSign = [ALGORITHM, amzDate, scope, sha256Hex(canonicalRequest)].join('\n');
  const key = [amzDate.slice(0, 8), request.region, request.service, 'aws4_request'].reduce<
    Buffer | string
  >((secret, part) => hmac(secret, part), `AWS4${request.credentials.secretAccessKey}`);
  return { signature: hmac(key, stringToSign).toString('hex'), signedHeaders, scope };
}

function scopeOf(request: AwsSigningRequest, amzDate: string): string {
  return `${amzDate.slice(0, 8)}/${request.region}/${request.service}/aws4_request`;
}

/** `20150830T123600Z`: the ISO 8601 basic format SigV4 signs. */
function amzDateOf(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/**
 * Each path segment URI-encoded once (RFC 3986 unreserved characters kept), as S3 expects; the
 * other services this signs for (STS) are called on `/`, where single and double encoding agree.
 */
function canonicalPath(pathname: string): string {
  return pathname
    .split('/')
    .map(segment => encodeRfc3986(decodeURIComponent(segment)))
    .join('/');
}

/** Parameters sorted by name, then value, names and values URI-encoded. */
function canonicalQuery(params: URLSearchParams): string {
  return [...params]
    .map(([name, value]) => [encodeRfc3986(name), encodeRfc3986(value)] as const)
    .sort(([a, x], [b, y]) => (a === b ? compare(x, y) : compare(a, b)))
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function lowerCased(headers: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]),
  );
}

function sha256Hex(data: string | Uint8Array): string {
  return createHash('sha256').update(data).digest('hex');
}

function hmac(key: Buffer | string, text: string): Buffer {
  return createHmac('sha256', key).update(text, 'utf8').digest();
}
