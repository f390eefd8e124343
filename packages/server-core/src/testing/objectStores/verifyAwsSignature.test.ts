import { describe, expect, it } from 'vitest';
import { signAwsRequest, type AwsCredentials } from '../../aws/signAwsRequest';
import { verifyAwsSignature, type ReceivedAwsRequest } from './verifyAwsSignature';

const KEYRING = new Map([
  ['AKIDLONG', { secret: 'long-term-secret' }],
  ['ASIATEMP', { secret: 'temporary-secret', sessionToken: 'session-1' }],
]);
const LONG: AwsCredentials = { accessKeyId: 'AKIDLONG', secretAccessKey: 'long-term-secret' };

/** A request as `signAwsRequest` signs it and a server receives it. */
function signed(
  service: string,
  body: string,
  credentials: AwsCredentials = LONG,
): ReceivedAwsRequest {
  const url = new URL('http://127.0.0.1:4566/bucket/docs/index.html?versionId=2');
  const headers = signAwsRequest({
    method: 'PUT',
    url,
    headers: { 'content-type': 'text/html' },
    body,
    region: 'eu-west-1',
    service,
    credentials,
    date: new Date(),
  });
  return {
    method: 'PUT',
    rawPath: `${url.pathname}${url.search}`,
    headers,
    body: Buffer.from(body),
  };
}

describe('verifyAwsSignature', () => {
  it('accepts a request signed with a known key, naming the key and the region', () => {
    expect(verifyAwsSignature(signed('s3', '<p>docs</p>'), 's3', KEYRING)).toEqual({
      ok: true,
      accessKeyId: 'AKIDLONG',
      region: 'eu-west-1',
    });
    const temporary = { accessKeyId: 'ASIATEMP', secretAccessKey: 'temporary-secret' };
    expect(
      verifyAwsSignature(
        signed('sts', 'Action=AssumeRole', { ...temporary, sessionToken: 'session-1' }),
        'sts',
        KEYRING,
      ),
    ).toMatchObject({ ok: true, accessKeyId: 'ASIATEMP' });
  });

  it('refuses an unsigned request, an unknown key, another service and a wrong session token', () => {
    const unsigned = { ...signed('s3', ''), headers: { host: '127.0.0.1:4566' } };
    expect(verifyAwsSignature(unsigned, 's3', KEYRING)).toEqual({
      ok: false,
      code: 'MissingAuthenticationToken',
    });
    const stranger = { accessKeyId: 'AKIDSTRANGER', secretAccessKey: 'long-term-secret' };
    const temporary = { accessKeyId: 'ASIATEMP', secretAccessKey: 'temporary-secret' };
    for (const [request, service] of [
      [signed('s3', '', stranger), 's3'],
      [signed('sts', ''), 's3'],
      [signed('sts', '', temporary), 'sts'],
      [signed('sts', '', { ...temporary, sessionToken: 'session-2' }), 'sts'],
    ] as const) {
      expect(verifyAwsSignature(request, service, KEYRING)).toEqual({
        ok: false,
        code: 'InvalidAccessKeyId',
      });
    }
  });

  it('refuses a signature made with another secret or over another body', () => {
    const forged = signed('sts', 'Action=AssumeRole', { ...LONG, secretAccessKey: 'guessed' });
    expect(verifyAwsSignature(forged, 'sts', KEYRING)).toEqual({
      ok: false,
      code: 'SignatureDoesNotMatch',
    });
    const tampered = { ...signed('sts', 'RoleArn=a'), body: Buffer.from('RoleArn=b') };
    expect(verifyAwsSignature(tampered, 'sts', KEYRING)).toEqual({
      ok: false,
      code: 'SignatureDoesNotMatch',
    });
  });

  it('holds an S3 body to the x-amz-content-sha256 it was sent with, as S3 does', () => {
    const swapped = { ...signed('s3', '<p>docs</p>'), body: Buffer.from('<p>evil</p>') };
    expect(verifyAwsSignature(swapped, 's3', KEYRING)).toEqual({
      ok: false,
      code: 'XAmzContentSHA256Mismatch',
    });
  });
});
