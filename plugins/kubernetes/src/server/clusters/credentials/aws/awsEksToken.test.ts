import { parseAmzDate, signAwsRequest } from '@atrium/server-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLoopbackServer, type LoopbackServer } from '../../../../testing';
import type { ClusterDetails } from '../../ClusterDetails';
import { createAwsEksToken } from './awsEksToken';

const ENV = {
  AWS_ACCESS_KEY_ID: 'AKIDEXAMPLE',
  AWS_SECRET_ACCESS_KEY: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY',
  AWS_REGION: 'eu-west-1',
};

const cluster = (details: Partial<ClusterDetails> = {}): ClusterDetails => ({
  name: 'prod',
  url: 'https://eks.example.com',
  authProvider: 'aws',
  skipTLSVerify: false,
  skipMetricsLookup: false,
  ...details,
});

/** The presigned URL inside an EKS token. */
function presignedUrl(token: string): URL {
  expect(token).toMatch(/^k8s-aws-v1\.[A-Za-z0-9_-]+$/);
  return new URL(Buffer.from(token.slice('k8s-aws-v1.'.length), 'base64url').toString('utf8'));
}

describe('createAwsEksToken', () => {
  let sts: LoopbackServer;
  let assumed = 0;

  beforeAll(async () => {
    // A stand-in STS: it checks the request's SigV4 signature as STS does, then answers XML.
    sts = await startLoopbackServer(request => {
      const form = new URLSearchParams(request.body);
      const authorization = String(request.headers.authorization);
      const signed = /SignedHeaders=([^,]+)/.exec(authorization)?.[1]?.split(';') ?? [];
      const expected = signAwsRequest({
        method: request.method,
        url: new URL(request.path, `http://${request.headers.host}`),
        headers: Object.fromEntries(
          signed
            .filter(name => name !== 'host' && name !== 'x-amz-date')
            .map(name => [name, String(request.headers[name])]),
        ),
        body: request.body,
        region: 'eu-west-1',
        service: 'sts',
        credentials: {
          accessKeyId: ENV.AWS_ACCESS_KEY_ID,
          secretAccessKey: ENV.AWS_SECRET_ACCESS_KEY,
        },
        date: parseAmzDate(String(request.headers['x-amz-date'])),
      });
      if (authorization !== expected.authorization) {
        return {
          status: 403,
          contentType: 'text/xml',
          body: '<ErrorResponse><Error><Type>Sender</Type><Code>SignatureDoesNotMatch</Code><Message>The request signature we calculated does not match</Message></Error></ErrorResponse>',
        };
      }
      if (
        form.get('RoleArn') === 'arn:aws:iam::111122223333:role/denied' ||
        (form.get('RoleArn')?.endsWith('/external') && form.get('ExternalId') !== 'ext-1')
      ) {
        return {
          status: 403,
          contentType: 'text/xml',
          body: '<ErrorResponse><Error><Type>Sender</Type><Code>AccessDenied</Code><Message>User is not authorized to perform: sts:AssumeRole</Message></Error></ErrorResponse>',
        };
      }
      assumed += 1;
      return {
        contentType: 'text/xml',
        body: `<AssumeRoleResponse xmlns="https://sts.amazonaws.com/doc/2011-06-15/">
  <AssumeRoleResult>
    <Credentials>
      <AccessKeyId>ASIAASSUMED${assumed}</AccessKeyId>
      <SecretAccessKey>assumed-secret</SecretAccessKey>
      <SessionToken>session/token+${assumed}=</SessionToken>
      <Expiration>${new Date(Date.now() + 3_600_000).toISOString()}</Expiration>
    </Credentials>
  </AssumeRoleResult>
</AssumeRoleResponse>`,
      };
    });
  });
  afterAll(() => sts?.stop());

  it('presigns GetCallerIdentity for the cluster with the environment credentials', async () => {
    const token = await createAwsEksToken({ env: ENV })(cluster());
    const url = presignedUrl(token);
    expect(url.origin).toBe('https://sts.eu-west-1.amazonaws.com');
    expect(url.pathname).toBe('/');
    const params = Object.fromEntries(url.searchParams);
    expect(params).toMatchObject({
      Action: 'GetCallerIdentity',
      Version: '2011-06-15',
      'X-Amz-Algorithm': 'AWS4-HMAC-SHA256',
      'X-Amz-Expires': '60',
      'X-Amz-SignedHeaders': 'host;x-k8s-aws-id',
    });
    expect(params['X-Amz-Credential']).toMatch(
      /^AKIDEXAMPLE\/\d{8}\/eu-west-1\/sts\/aws4_request$/,
    );
    expect(params['X-Amz-Signature']).toMatch(/^[0-9a-f]{64}$/);
    expect(params).not.toHaveProperty('X-Amz-Security-Token');
  });

  it('signs the EKS cluster name of x-k8s-aws-id, not only the cluster name', async () => {
    const now = () => Date.parse('2024-01-02T03:04:05Z');
    const make = createAwsEksToken({ env: ENV, now });
    const byName = presignedUrl(await make(cluster()));
    const byId = presignedUrl(await make(cluster({ awsClusterId: 'eks-prod-1' })));
    expect(byName.searchParams.get('X-Amz-Date')).toBe('20240102T030405Z');
    expect(byName.searchParams.get('X-Amz-Signature')).not.toBe(
      byId.searchParams.get('X-Amz-Signature'),
    );
  });

  it('assumes the cluster role (with its external id) once, and signs with those credentials', async () => {
    const make = createAwsEksToken({ env: ENV, stsEndpoint: sts.url });
    const before = sts.requests.length;
    const target = cluster({
      assumeRole: 'arn:aws:iam::111122223333:role/external',
      externalId: 'ext-1',
    });
    const first = presignedUrl(await make(target));
    const second = presignedUrl(await make(target));
    expect(sts.requests.length).toBe(before + 1);
    const form = Object.fromEntries(new URLSearchParams(sts.requests.at(-1)!.body));
    expect(form).toMatchObject({
      Action: 'AssumeRole',
      Version: '2011-06-15',
      RoleArn: 'arn:aws:iam::111122223333:role/external',
      ExternalId: 'ext-1',
    });
    expect(first.searchParams.get('X-Amz-Credential')).toMatch(/^ASIAASSUMED\d+\//);
    expect(first.searchParams.get('X-Amz-Security-Token')).toMatch(/^session\/token\+\d+=$/);
    expect(second.searchParams.get('X-Amz-Credential')).toBe(
      first.searchParams.get('X-Amz-Credential'),
    );
  });

  it('takes AWS_STS_ENDPOINT and a session token from the environment', async () => {
    const make = createAwsEksToken({
      env: { ...ENV, AWS_STS_ENDPOINT: sts.url, AWS_SESSION_TOKEN: 'base-session' },
    });
    const before = sts.requests.length;
    const url = presignedUrl(
      await make(cluster({ assumeRole: 'arn:aws:iam::111122223333:role/reader' })),
    );
    expect(url.searchParams.get('X-Amz-Credential')).toMatch(/^ASIAASSUMED/);
    expect(sts.requests.length).toBe(before + 1);
    const request = sts.requests.at(-1)!;
    expect(request.headers['x-amz-security-token']).toBe('base-session');
    expect(request.headers.authorization).toContain(
      'SignedHeaders=content-type;host;x-amz-date;x-amz-security-token,',
    );
  });

  it('says what is missing or refused', async () => {
    await expect(createAwsEksToken({ env: {} })(cluster())).rejects.toThrow(
      'No AWS credentials: set AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY',
    );
    const make = createAwsEksToken({ env: ENV, stsEndpoint: sts.url });
    await expect(
      make(cluster({ assumeRole: 'arn:aws:iam::111122223333:role/denied' })),
    ).rejects.toThrow(
      'AWS STS AssumeRole of arn:aws:iam::111122223333:role/denied: STS answered 403 (AccessDenied: User is not authorized to perform: sts:AssumeRole)',
    );
    await expect(
      make(cluster({ assumeRole: 'arn:aws:iam::111122223333:role/external', externalId: 'bad' })),
    ).rejects.toThrow('AccessDenied');
  });
});
