import { createHash } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { parseAmzDate, signAwsRequest } from '../../aws/signAwsRequest';

/** A request as a fake AWS service received it. */
export interface ReceivedAwsRequest {
  method: string;
  /** The path and query exactly as received. */
  rawPath: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** The secret (and session token, for temporary keys) of each access key id a fake knows. */
export type AwsKeyring = ReadonlyMap<string, { secret: string; sessionToken?: string }>;

export type AwsSignatureCheck =
  | { ok: true; accessKeyId: string; region: string }
  | {
      ok: false;
      code:
        | 'MissingAuthenticationToken'
        | 'InvalidAccessKeyId'
        | 'SignatureDoesNotMatch'
        | 'XAmzContentSHA256Mismatch';
    };

/**
 * Checks a header-signed SigV4 request as AWS does: the key must be known (with its session token
 * for temporary keys) and the signature, recomputed with the key's secret over the headers the
 * request says it signed, must be the one sent. The service in the scope must be `service`; S3
 * also demands the body's hash in `x-amz-content-sha256`, signed.
 */
export function verifyAwsSignature(
  request: ReceivedAwsRequest,
  service: string,
  keyring: AwsKeyring,
): AwsSignatureCheck {
  const authorization = String(request.headers.authorization ?? '');
  const match =
    /^AWS4-HMAC-SHA256 Credential=([^/]+)\/\d{8}\/([^/]+)\/([^/]+)\/aws4_request, SignedHeaders=([^,]+), Signature=[0-9a-f]{64}$/.exec(
      authorization,
    );
  if (!match) return { ok: false, code: 'MissingAuthenticationToken' };
  const [, accessKeyId = '', region = '', scopeService, signedHeaders = ''] = match;
  const key = keyring.get(accessKeyId);
  const sessionToken = request.headers['x-amz-security-token'];
  if (!key || scopeService !== service || (key.sessionToken ?? undefined) !== sessionToken) {
    return { ok: false, code: 'InvalidAccessKeyId' };
  }
  const names = signedHeaders.split(';');
  if (service === 's3') {
    const payloadHash = createHash('sha256').update(request.body).digest('hex');
    if (request.headers['x-amz-content-sha256'] !== payloadHash) {
      return { ok: false, code: 'XAmzContentSHA256Mismatch' };
    }
    if (!names.includes('x-amz-content-sha256'))
      return { ok: false, code: 'SignatureDoesNotMatch' };
  }
  if (!names.includes('host')) return { ok: false, code: 'SignatureDoesNotMatch' };
  const expected = signAwsRequest({
    method: request.method,
    url: new URL(request.rawPath, `http://${request.headers.host}`),
    headers: Object.fromEntries(
      names
        .filter(name => !['host', 'x-amz-date', 'x-amz-security-token'].includes(name))
        .map(name => [name, String(request.headers[name] ?? '')]),
    ),
    body: request.body,
    region,
    service,
    credentials: {
      accessKeyId,
      secretAccessKey: key.secret,
      ...(key.sessionToken && { sessionToken: key.sessionToken }),
    },
    date: parseAmzDate(String(request.headers['x-amz-date'] ?? '')),
  });
  return expected.authorization === authorization
    ? { ok: true, accessKeyId, region }
    : { ok: false, code: 'SignatureDoesNotMatch' };
}
