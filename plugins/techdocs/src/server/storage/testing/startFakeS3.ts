import { createHash } from 'node:crypto';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { escapeXmlText, readXmlTexts } from '@atrium/server-core';
import { verifyAwsSignature, type ReceivedAwsRequest } from '@atrium/server-core/testing';

export interface FakeS3Object {
  body: Buffer;
  contentType: string;
  etag: string;
}

export interface FakeS3Options {
  /** The buckets that exist; any other answers NoSuchBucket. */
  buckets: string[];
  /** Access key id → secret access key, with the session token of temporary keys. */
  credentials: Record<string, string | { secret: string; sessionToken: string }>;
}

export interface FakeS3 {
  /** `http://127.0.0.1:<port>`, for a path-style client. */
  url: string;
  /** Each bucket's objects by key. */
  objects(bucket: string): Map<string, FakeS3Object>;
  /** `METHOD path?query` of every request received, oldest first. */
  requests: string[];
  stop(): Promise<void>;
}

/** As S3 caps it: the most keys one ListObjectsV2 page or DeleteObjects call holds. */
const MAX_KEYS = 1000;

/**
 * A stand-in for S3 on a loopback port, path-style only, speaking the REST API's wire format for
 * PutObject, GetObject, DeleteObject, DeleteObjects and ListObjectsV2 (continuation tokens,
 * `max-keys` capped at 1000) and refusing, with S3's error codes, requests whose SigV4
 * signature does not verify.
 */
export async function startFakeS3(options: FakeS3Options): Promise<FakeS3> {
  const buckets = new Map(options.buckets.map(name => [name, new Map<string, FakeS3Object>()]));
  const keyring = new Map(
    Object.entries(options.credentials).map(([id, key]) => [
      id,
      typeof key === 'string' ? { secret: key } : key,
    ]),
  );
  const requests: string[] = [];

  const server = createServer((incoming, response) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const request: ReceivedAwsRequest = {
        method: incoming.method ?? 'GET',
        rawPath: incoming.url ?? '/',
        headers: incoming.headers,
        body: Buffer.concat(chunks),
      };
      requests.push(`${request.method} ${request.rawPath}`);
      answer(request, response);
    });
  });

  function answer(request: ReceivedAwsRequest, response: ServerResponse) {
    const check = verifyAwsSignature(request, 's3', keyring);
    if (!check.ok) {
      const status = check.code === 'XAmzContentSHA256Mismatch' ? 400 : 403;
      // S3 answers a request without a signature for a private bucket as any it may not make.
      const code = check.code === 'MissingAuthenticationToken' ? 'AccessDenied' : check.code;
      return sendError(response, status, code, 'The request signature does not verify.');
    }
    const url = new URL(request.rawPath, 'http://s3.local');
    const [bucketName = '', ...keyParts] = url.pathname.slice(1).split('/').map(decodeURIComponent);
    const key = keyParts.join('/');
    const objects = buckets.get(bucketName);
    if (!objects) {
      return sendError(response, 404, 'NoSuchBucket', 'The specified bucket does not exist', {
        BucketName: bucketName,
      });
    }
    const route = `${request.method} ${key ? 'object' : 'bucket'}`;
    if (route === 'PUT object') {
      const etag = `"${createHash('md5').update(request.body).digest('hex')}"`;
      const contentType = String(request.headers['content-type'] ?? 'binary/octet-stream');
      objects.set(key, { body: request.body, contentType, etag });
      response.writeHead(200, { etag }).end();
    } else if (route === 'GET object') {
      const stored = objects.get(key);
      if (!stored) {
        return sendError(response, 404, 'NoSuchKey', 'The specified key does not exist.', {
          Key: key,
        });
      }
      response
        .writeHead(200, {
          'content-type': stored.contentType,
          'content-length': stored.body.length,
          etag: stored.etag,
        })
        .end(stored.body);
    } else if (route === 'DELETE object') {
      objects.delete(key);
      response.writeHead(204).end();
    } else if (route === 'GET bucket' && url.searchParams.get('list-type') === '2') {
      sendXml(response, 200, listObjectsV2(objects, url.searchParams));
    } else if (route === 'POST bucket' && url.searchParams.has('delete')) {
      const md5 = createHash('md5').update(request.body).digest('base64');
      if (request.headers['content-md5'] !== md5) {
        return sendError(
          response,
          400,
          'InvalidRequest',
          'Missing required header for this request: Content-MD5',
        );
      }
      const body = request.body.toString('utf8');
      const keys = readXmlTexts(body, 'Key');
      if (keys.length > MAX_KEYS) return sendError(response, 400, 'MalformedXML', 'Too many keys.');
      keys.forEach(deleted => objects.delete(deleted));
      const quiet = body.includes('<Quiet>true</Quiet>');
      const listed = quiet
        ? ''
        : keys.map(deleted => `<Deleted><Key>${escapeXmlText(deleted)}</Key></Deleted>`).join('');
      sendXml(response, 200, `<DeleteResult>${listed}</DeleteResult>`);
    } else {
      sendError(response, 501, 'NotImplemented', 'Not implemented by this stand-in.');
    }
  }

  await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    objects: bucket => buckets.get(bucket) ?? new Map(),
    requests,
    stop: () =>
      new Promise<void>(resolve => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function listObjectsV2(objects: Map<string, FakeS3Object>, params: URLSearchParams): string {
  const prefix = params.get('prefix') ?? '';
  const maxKeys = Math.min(Number(params.get('max-keys') ?? MAX_KEYS), MAX_KEYS);
  const token = params.get('continuation-token');
  const after = token ? Buffer.from(token, 'base64url').toString('utf8') : '';
  const matching = [...objects.keys()].filter(key => key.startsWith(prefix) && key > after).sort();
  const page = matching.slice(0, maxKeys);
  const truncated = matching.length > page.length;
  const contents = page
    .map(key => {
      const stored = objects.get(key)!;
      return `<Contents><Key>${escapeXmlText(key)}</Key><Size>${stored.body.length}</Size><ETag>${escapeXmlText(stored.etag)}</ETag></Contents>`;
    })
    .join('');
  const next = truncated
    ? `<NextContinuationToken>${Buffer.from(page.at(-1)!, 'utf8').toString('base64url')}</NextContinuationToken>`
    : '';
  return `<?xml version="1.0" encoding="UTF-8"?><ListBucketResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/"><Prefix>${escapeXmlText(prefix)}</Prefix><KeyCount>${page.length}</KeyCount><MaxKeys>${maxKeys}</MaxKeys><IsTruncated>${truncated}</IsTruncated>${token ? `<ContinuationToken>${token}</ContinuationToken>` : ''}${next}${contents}</ListBucketResult>`;
}

function sendError(
  response: ServerResponse,
  status: number,
  code: string,
  message: string,
  extra: Record<string, string> = {},
) {
  const fields = Object.entries(extra)
    .map(([name, value]) => `<${name}>${escapeXmlText(value)}</${name}>`)
    .join('');
  sendXml(
    response,
    status,
    `<Error><Code>${code}</Code><Message>${message}</Message>${fields}</Error>`,
  );
}

function sendXml(response: ServerResponse, status: number, xml: string) {
  response.writeHead(status, { 'content-type': 'application/xml' }).end(xml);
}
