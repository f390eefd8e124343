import { createHash } from 'node:crypto';
import { isIP } from 'node:net';
import { ServiceUnavailableError } from '@atrium/model';
import {
  encodeRfc3986,
  escapeXmlText,
  readXmlText,
  readXmlTexts,
  signAwsRequest,
  type AwsCredentials,
} from '@atrium/server-core';
import { s3ErrorOf } from './s3ErrorOf';

export interface S3BucketOptions {
  bucketName: string;
  region: string;
  /** Defaults to AWS's regional endpoint; any S3-compatible server otherwise. */
  endpoint?: string;
  /**
   * Addresses the bucket in the path (`{endpoint}/{bucket}/…`), not in the host name. The default
   * when the endpoint is an IP address or `localhost`, where no bucket host name can resolve.
   */
  forcePathStyle?: boolean;
  credentials: AwsCredentials;
  now?: () => number;
}

export interface S3Object {
  body: ReadableStream<Uint8Array>;
  size?: number;
  etag?: string;
}

/** The few S3 calls a docs store needs, over the REST API with SigV4-signed requests. */
export interface S3Bucket {
  putObject(key: string, body: Uint8Array<ArrayBuffer>, contentType: string): Promise<void>;
  /** The object, or undefined when there is no such key. */
  getObject(key: string): Promise<S3Object | undefined>;
  /** Every key starting with `prefix`, following ListObjectsV2's continuation tokens. */
  listKeys(prefix: string): Promise<string[]>;
  deleteObjects(keys: readonly string[]): Promise<void>;
}

const REQUEST_TIMEOUT_MS = 60_000;
/** The most keys one DeleteObjects call takes. */
const DELETE_BATCH = 1000;

export function createS3Bucket(options: S3BucketOptions): S3Bucket {
  const { bucketName: bucket } = options;
  const now = options.now ?? Date.now;
  const endpoint = new URL(options.endpoint ?? `https://s3.${options.region}.amazonaws.com`);
  const pathStyle = options.forcePathStyle ?? isAddressHost(endpoint.hostname);

  const urlOf = (key: string, query: Record<string, string> = {}) => {
    const url = new URL(endpoint);
    const base = url.pathname.replace(/\/+$/, '');
    const keyPath = key.split('/').map(encodeRfc3986).join('/');
    if (pathStyle) {
      url.pathname = `${base}/${encodeRfc3986(bucket)}${key ? `/${keyPath}` : ''}`;
    } else {
      url.hostname = `${bucket}.${url.hostname}`;
      url.pathname = `${base}/${keyPath}`;
    }
    url.search = new URLSearchParams(query).toString();
    return url;
  };

  const send = async (
    operation: string,
    method: string,
    url: URL,
    body?: Uint8Array<ArrayBuffer>,
    headers: Record<string, string> = {},
  ): Promise<Response> => {
    const signed = signAwsRequest({
      method,
      url,
      headers,
      ...(body && { body }),
      region: options.region,
      service: 's3',
      credentials: options.credentials,
      date: new Date(now()),
    });
    delete signed.host;
    try {
      return await fetch(url, {
        method,
        headers: signed,
        ...(body && { body }),
        // S3 answers a wrong region with a redirect; following it would only hide the cause.
        redirect: 'manual',
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
    } catch (error) {
      throw new ServiceUnavailableError(
        `TechDocs storage: the S3 endpoint ${url.origin} could not be reached for ${operation}`,
        { cause: error },
      );
    }
  };

  const fail = async (operation: string, response: Response, xml?: string) =>
    s3ErrorOf({ bucket, operation, status: response.status, xml: xml ?? (await response.text()) });

  return {
    async putObject(key, body, contentType) {
      const operation = `PutObject of '${key}'`;
      const response = await send(operation, 'PUT', urlOf(key), body, {
        'content-type': contentType,
      });
      if (!response.ok) throw await fail(operation, response);
      await response.body?.cancel();
    },

    async getObject(key) {
      const operation = `GetObject of '${key}'`;
      const response = await send(operation, 'GET', urlOf(key));
      if (response.status === 404) {
        const xml = await response.text();
        // A missing key is an answer; a missing bucket is a broken configuration.
        if (readXmlText(xml, 'Code') !== 'NoSuchBucket') return undefined;
        throw await fail(operation, response, xml);
      }
      if (!response.ok) throw await fail(operation, response);
      const length = response.headers.get('content-length');
      const etag = response.headers.get('etag');
      return {
        body: response.body ?? new Blob([]).stream(),
        ...(length !== null && { size: Number(length) }),
        ...(etag !== null && { etag }),
      };
    },

    async listKeys(prefix) {
      const operation = `ListObjectsV2 of '${prefix}'`;
      const keys: string[] = [];
      let token: string | undefined;
      do {
        const query = {
          'list-type': '2',
          prefix,
          ...(token !== undefined && { 'continuation-token': token }),
        };
        const response = await send(operation, 'GET', urlOf('', query));
        if (!response.ok) throw await fail(operation, response);
        const xml = await response.text();
        keys.push(...readXmlTexts(xml, 'Key'));
        token =
          readXmlText(xml, 'IsTruncated') === 'true'
            ? readXmlText(xml, 'NextContinuationToken')
            : undefined;
      } while (token);
      return keys;
    },

    async deleteObjects(keys) {
      for (let start = 0; start < keys.length; start += DELETE_BATCH) {
        const batch = keys.slice(start, start + DELETE_BATCH);
        const operation = `DeleteObjects of ${batch.length} keys`;
        const xml = `<Delete><Quiet>true</Quiet>${batch
          .map(key => `<Object><Key>${escapeXmlText(key)}</Key></Object>`)
          .join('')}</Delete>`;
        const body = Buffer.from(xml, 'utf8');
        // S3 refuses DeleteObjects without a digest of its body.
        const response = await send(operation, 'POST', urlOf('', { delete: '' }), body, {
          'content-type': 'application/xml',
          'content-md5': createHash('md5').update(body).digest('base64'),
        });
        if (!response.ok) throw await fail(operation, response);
        // A quiet DeleteObjects answers 200 and lists only the keys it could not delete.
        const errors = readXmlTexts(await response.text(), 'Error');
        if (errors.length > 0) {
          throw s3ErrorOf({ bucket, operation, status: 200, xml: errors[0]! });
        }
      }
    },
  };
}

function isAddressHost(hostname: string): boolean {
  return hostname === 'localhost' || isIP(hostname.replace(/^\[|\]$/g, '')) !== 0;
}
