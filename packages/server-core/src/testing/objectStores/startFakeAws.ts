import { createHash, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { escapeXmlText } from '../../aws/readXmlText';
import { verifyAwsSignature, type ReceivedAwsRequest } from './verifyAwsSignature';

export interface FakeAwsOptions {
  /** Long-term keys: access key id → secret. */
  keys: Record<string, string>;
  /** Roles keys may assume: role ARN → the external id it demands, if any. */
  roles?: Record<string, { externalId?: string }>;
  /** Buckets anyone may read without signing. */
  publicBuckets?: string[];
}

/** One request as the fake saw it: which service, and the key that signed it. */
export interface FakeAwsRequest {
  service: 's3' | 'sts' | 'codecommit';
  method: string;
  path: string;
  accessKeyId?: string;
  region?: string;
  ifNoneMatch?: string;
}

export interface FakeAws {
  /** `http://127.0.0.1:<port>`: S3 (path style), STS and CodeCommit, as `AWS_ENDPOINT_URL`. */
  readonly url: string;
  readonly host: string;
  readonly requests: FakeAwsRequest[];
  putObject(bucket: string, key: string, body: string | Buffer): void;
  /** A file on a CodeCommit branch; the first branch written is the default. */
  putFile(repository: string, branch: string, path: string, content: string): void;
  stop(): Promise<void>;
}

interface StoredObject {
  body: Buffer;
  etag: string;
}

interface Repository {
  defaultBranch: string;
  branches: Map<string, Map<string, string>>;
}

/** Temporary keys live this long, as STS's default. */
const SESSION_SECONDS = 3600;

/**
 * A loopback stand-in for the three AWS APIs the URL reader calls, in their wire formats: S3
 * GetObject (path style, ETags and `If-None-Match`, XML errors), STS AssumeRole (Query API, XML)
 * and CodeCommit GetFile (JSON 1.1). Every request's SigV4 signature is recomputed with the
 * key's secret and refused when it differs, as AWS does.
 */
export async function startFakeAws(options: FakeAwsOptions): Promise<FakeAws> {
  const keyring = new Map(
    Object.entries(options.keys).map(([id, secret]) => [
      id,
      { secret } as { secret: string; sessionToken?: string },
    ]),
  );
  const buckets = new Map<string, Map<string, StoredObject>>();
  const repositories = new Map<string, Repository>();
  const publicBuckets = new Set(options.publicBuckets ?? []);
  const requests: FakeAwsRequest[] = [];

  const server = http.createServer((incoming, response) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const request: ReceivedAwsRequest = {
        method: incoming.method ?? 'GET',
        rawPath: incoming.url ?? '/',
        headers: incoming.headers,
        body: Buffer.concat(chunks),
      };
      if (request.method === 'GET') return answerS3(request, response);
      if (request.headers['x-amz-target']) return answerCodeCommit(request, response);
      return answerSts(request, response);
    });
  });

  function answerS3(request: ReceivedAwsRequest, response: http.ServerResponse) {
    const path = new URL(request.rawPath, 'http://s3').pathname;
    const [bucketName = '', ...keyParts] = path.slice(1).split('/').map(decodeURIComponent);
    const signed = request.headers.authorization !== undefined;
    const check = signed ? verifyAwsSignature(request, 's3', keyring) : undefined;
    requests.push({
      service: 's3',
      method: request.method,
      path,
      accessKeyId: check?.ok ? check.accessKeyId : undefined,
      region: check?.ok ? check.region : undefined,
      ifNoneMatch: request.headers['if-none-match'],
    });
    if (check && !check.ok) {
      return sendXmlError(
        response,
        check.code === 'XAmzContentSHA256Mismatch' ? 400 : 403,
        check.code,
      );
    }
    if (!signed && !publicBuckets.has(bucketName))
      return sendXmlError(response, 403, 'AccessDenied');
    const objects = buckets.get(bucketName);
    if (!objects) return sendXmlError(response, 404, 'NoSuchBucket');
    const stored = objects.get(keyParts.join('/'));
    if (!stored) return sendXmlError(response, 404, 'NoSuchKey');
    if (request.headers['if-none-match'] === stored.etag) return void response.writeHead(304).end();
    response.writeHead(200, { etag: stored.etag, 'content-length': stored.body.length });
    response.end(stored.body);
  }

  function answerSts(request: ReceivedAwsRequest, response: http.ServerResponse) {
    const check = verifyAwsSignature(request, 'sts', keyring);
    requests.push({
      service: 'sts',
      method: request.method,
      path: request.rawPath,
      accessKeyId: check.ok ? check.accessKeyId : undefined,
    });
    if (!check.ok) return sendXmlError(response, 403, check.code);
    const form = new URLSearchParams(request.body.toString('utf8'));
    const role = options.roles?.[form.get('RoleArn') ?? ''];
    if (
      form.get('Action') !== 'AssumeRole' ||
      !role ||
      role.externalId !== (form.get('ExternalId') ?? undefined)
    ) {
      return sendXmlError(response, 403, 'AccessDenied');
    }
    const accessKeyId = `ASIA${randomBytes(8).toString('hex').toUpperCase()}`;
    const secret = randomBytes(20).toString('base64');
    const sessionToken = randomBytes(24).toString('base64');
    keyring.set(accessKeyId, { secret, sessionToken });
    const expiration = new Date(Date.now() + SESSION_SECONDS * 1000).toISOString();
    sendXml(
      response,
      200,
      `<AssumeRoleResponse xmlns="https://sts.amazonaws.com/doc/2011-06-15/"><AssumeRoleResult><Credentials><AccessKeyId>${accessKeyId}</AccessKeyId><SecretAccessKey>${escapeXmlText(secret)}</SecretAccessKey><SessionToken>${escapeXmlText(sessionToken)}</SessionToken><Expiration>${expiration}</Expiration></Credentials></AssumeRoleResult></AssumeRoleResponse>`,
    );
  }

  function answerCodeCommit(request: ReceivedAwsRequest, response: http.ServerResponse) {
    const check = verifyAwsSignature(request, 'codecommit', keyring);
    requests.push({
      service: 'codecommit',
      method: request.method,
      path: request.rawPath,
      accessKeyId: check.ok ? check.accessKeyId : undefined,
      region: check.ok ? check.region : undefined,
    });
    const fail = (status: number, type: string) =>
      response
        .writeHead(status, { 'content-type': 'application/x-amz-json-1.1' })
        .end(JSON.stringify({ __type: type, message: `${type} (fake)` }));
    if (!check.ok) {
      return fail(
        403,
        check.code === 'SignatureDoesNotMatch'
          ? 'InvalidSignatureException'
          : 'UnrecognizedClientException',
      );
    }
    if (request.headers['x-amz-target'] !== 'CodeCommit_20150413.GetFile') {
      return fail(400, 'UnknownOperationException');
    }
    const input = JSON.parse(request.body.toString('utf8')) as {
      repositoryName?: string;
      filePath?: string;
      commitSpecifier?: string;
    };
    const repository = repositories.get(input.repositoryName ?? '');
    if (!repository) return fail(400, 'RepositoryDoesNotExistException');
    const branchName = (input.commitSpecifier ?? repository.defaultBranch).replace(
      /^refs\/heads\//,
      '',
    );
    const branch = repository.branches.get(branchName);
    if (!branch) return fail(400, 'CommitDoesNotExistException');
    const filePath = (input.filePath ?? '').replace(/^\//, '');
    const content = branch.get(filePath);
    if (content === undefined) return fail(400, 'FileDoesNotExistException');
    response.writeHead(200, { 'content-type': 'application/x-amz-json-1.1' }).end(
      JSON.stringify({
        blobId: sha1(content),
        commitId: sha1(`${branchName}\n${[...branch.values()].join('\n')}`),
        fileContent: Buffer.from(content, 'utf8').toString('base64'),
        fileMode: 'NORMAL',
        filePath,
        fileSize: Buffer.byteLength(content),
      }),
    );
  }

  await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve));
  const host = `127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: `http://${host}`,
    host,
    requests,
    putObject(bucket, key, body) {
      const bytes = Buffer.from(body);
      const objects = buckets.get(bucket) ?? new Map<string, StoredObject>();
      buckets.set(bucket, objects);
      objects.set(key, { body: bytes, etag: `"${createHash('md5').update(bytes).digest('hex')}"` });
    },
    putFile(repositoryName, branchName, path, content) {
      const repository = repositories.get(repositoryName) ?? {
        defaultBranch: branchName,
        branches: new Map<string, Map<string, string>>(),
      };
      repositories.set(repositoryName, repository);
      const branch = repository.branches.get(branchName) ?? new Map<string, string>();
      repository.branches.set(branchName, branch);
      branch.set(path, content);
    },
    stop: () =>
      new Promise<void>(resolve => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function sha1(text: string): string {
  return createHash('sha1').update(text).digest('hex');
}

function sendXmlError(response: http.ServerResponse, status: number, code: string) {
  sendXml(response, status, `<Error><Code>${code}</Code><Message>${code} (fake)</Message></Error>`);
}

function sendXml(response: http.ServerResponse, status: number, xml: string) {
  response.writeHead(status, { 'content-type': 'application/xml' }).end(xml);
}
