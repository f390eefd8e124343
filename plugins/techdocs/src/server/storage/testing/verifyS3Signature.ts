import { createHash } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { parseAmzDate, signAwsRequest } from '@atrium/server-core';

export interface SignedS3Request {
  method: string;
  /** The path and query exactly as received. */
  rawPath: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** Why S3 would refuse the request's signature, as its error code; undefined when it is good. */
export type SignatureProblem =
  'AccessDenied' | 'InvalidAccessKeyId' | 'SignatureDoesNotMatch' | 'XAmzContentSHA256Mismatch';

/**
 * Checks a header-signed (SigV4) request the way S3 does: the key must be known, the body must
 * match `x-amz-content-sha256`, and the signature, recomputed from what arrived with that key's
 * secret over the headers the request says it signed, must be the one sent.
 */
export function verifyS3Signature(
  request: SignedS3Request,
  secrets: ReadonlyMap<string, string>,
): SignatureProblem | undefined {
  const authorization = String(request.headers.authorization ?? '');
  const match =
    /^AWS4-HMAC-SHA256 Credential=([^/]+)\/\d{8}\/([^/]+)\/s3\/aws4_request, SignedHeaders=([^,]+), Signature=[0-9a-f]{64}$/.exec(
      authorization,
    );
  if (!match) return 'AccessDenied';
  const [, accessKeyId, region, signedHeaders] = match as unknown as string[];
  const secretAccessKey = secrets.get(accessKeyId!);
  if (secretAccessKey === undefined) return 'InvalidAccessKeyId';
  const payloadHash = createHash('sha256').update(request.body).digest('hex');
  if (request.headers['x-amz-content-sha256'] !== payloadHash) return 'XAmzContentSHA256Mismatch';

  const names = signedHeaders!.split(';');
  if (!names.includes('host') || !names.includes('x-amz-content-sha256')) return 'AccessDenied';
  const sessionToken = request.headers['x-amz-security-token'];
  const expected = signAwsRequest({
    method: request.method,
    url: new URL(request.rawPath, `http://${request.headers.host}`),
    headers: Object.fromEntries(
      names
        .filter(name => !['host', 'x-amz-date', 'x-amz-security-token'].includes(name))
        .map(name => [name, String(request.headers[name] ?? '')]),
    ),
    body: request.body,
    region: region!,
    service: 's3',
    credentials: {
      accessKeyId: accessKeyId!,
      secretAccessKey,
      ...(typeof sessionToken === 'string' && { sessionToken }),
    },
    date: parseAmzDate(String(request.headers['x-amz-date'] ?? '')),
  });
  return expected.authorization === authorization ? undefined : 'SignatureDoesNotMatch';
}
