import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failureOf } from '../testing/objectStores/failureOf';
import {
  verifyAwsSignature,
  type ReceivedAwsRequest,
} from '../testing/objectStores/verifyAwsSignature';
import { assumeAwsRole, type AssumeAwsRoleRequest, type AwsRoleFailure } from './assumeAwsRole';

const KEYS = { accessKeyId: 'AKIDBASE', secretAccessKey: 'base-secret' };
const ROLE = 'arn:aws:iam::111122223333:role/reader';
const EXPIRATION = '2030-01-02T03:04:05Z';

describe('assumeAwsRole', () => {
  let sts: http.Server;
  let url: string;
  const received: ReceivedAwsRequest[] = [];

  // A stand-in STS: it checks the signature as STS does and answers in STS's XML.
  beforeAll(async () => {
    const keyring = new Map([[KEYS.accessKeyId, { secret: KEYS.secretAccessKey }]]);
    sts = http.createServer((incoming, response) => {
      const chunks: Buffer[] = [];
      incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
      incoming.on('end', () => {
        const request: ReceivedAwsRequest = {
          method: incoming.method ?? 'GET',
          rawPath: incoming.url ?? '/',
          headers: incoming.headers,
          body: Buffer.concat(chunks),
        };
        received.push(request);
        if (request.rawPath === '/moved/')
          return void response.writeHead(302, { location: '/' }).end();
        const form = new URLSearchParams(request.body.toString('utf8'));
        const xml = (status: number, body: string) =>
          response.writeHead(status, { 'content-type': 'text/xml' }).end(body);
        if (!verifyAwsSignature(request, 'sts', keyring).ok || form.get('RoleArn') !== ROLE) {
          return xml(
            403,
            '<ErrorResponse><Error><Code>AccessDenied</Code><Message>Not authorized to perform sts:AssumeRole</Message></Error></ErrorResponse>',
          );
        }
        if (form.get('RoleSessionName') === 'empty') return xml(200, '<AssumeRoleResponse/>');
        xml(
          200,
          `<AssumeRoleResponse><AssumeRoleResult><Credentials><AccessKeyId>ASIATEMP</AccessKeyId><SecretAccessKey>temp/secret+1</SecretAccessKey><SessionToken>token&amp;1</SessionToken><Expiration>${EXPIRATION}</Expiration></Credentials></AssumeRoleResult></AssumeRoleResponse>`,
        );
      });
    });
    await new Promise<void>(resolve => sts.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(sts.address() as AddressInfo).port}`;
  });
  afterAll(() => {
    sts?.closeAllConnections();
    sts?.close();
  });

  const assume = (request: Partial<AssumeAwsRoleRequest>) =>
    assumeAwsRole({
      endpoint: new URL(url),
      region: 'eu-west-1',
      credentials: KEYS,
      roleArn: ROLE,
      sessionName: 'atrium-test',
      now: Date.now,
      ...request,
    });

  it('asks for the role in a signed form, at the endpoint and its path, and reads the keys', async () => {
    const assumed = await assume({ endpoint: new URL(`${url}/sts`), externalId: 'ext-1' });
    expect(assumed).toEqual({
      value: { accessKeyId: 'ASIATEMP', secretAccessKey: 'temp/secret+1', sessionToken: 'token&1' },
      expiresAt: Date.parse(EXPIRATION),
    });
    const request = received.at(-1)!;
    expect(request.rawPath).toBe('/sts/');
    expect(Object.fromEntries(new URLSearchParams(request.body.toString('utf8')))).toEqual({
      Action: 'AssumeRole',
      Version: '2011-06-15',
      RoleArn: ROLE,
      RoleSessionName: 'atrium-test',
      ExternalId: 'ext-1',
    });
  });

  it("refuses with STS's code, or hands the whole refusal to the caller's toError", async () => {
    const other = 'arn:aws:iam::111122223333:role/admin';
    const error = await failureOf(assume({ roleArn: other }));
    expect(error).toMatchObject({
      name: 'NotAllowedError',
      message: `Assuming the AWS role ${other}: STS answered HTTP 403 (AccessDenied)`,
    });
    const failures: AwsRoleFailure[] = [];
    const toError = (failure: AwsRoleFailure) => {
      failures.push(failure);
      return new Error('worded by the caller');
    };
    await expect(assume({ roleArn: other, toError })).rejects.toThrow('worded by the caller');
    expect(failures).toMatchObject([
      {
        kind: 'refused',
        roleArn: other,
        status: 403,
        code: 'AccessDenied',
        message: 'Not authorized to perform sts:AssumeRole',
      },
    ]);
  });

  it('does not follow a redirect with the signed request', async () => {
    const before = received.length;
    const error = await failureOf(assume({ endpoint: new URL(`${url}/moved`) }));
    expect(error).toMatchObject({
      name: 'ServiceUnavailableError',
      message: `Assuming the AWS role ${ROLE}: STS answered HTTP 302`,
    });
    expect(received.length).toBe(before + 1);
  });

  it('says so when STS cannot be reached or answers without keys', async () => {
    await expect(assume({ endpoint: new URL('http://127.0.0.1:1') })).rejects.toMatchObject({
      name: 'ServiceUnavailableError',
      message: `Assuming the AWS role ${ROLE}: http://127.0.0.1:1 could not be reached`,
    });
    await expect(assume({ sessionName: 'empty' })).rejects.toMatchObject({
      name: 'ServiceUnavailableError',
      message: `Assuming the AWS role ${ROLE}: STS answered without credentials`,
    });
  });
});
