import { NotAllowedError, NotFoundError, ServiceUnavailableError } from '@atrium/model';
import { readXmlText } from '../aws/readXmlText';
import { signAwsRequest } from '../aws/signAwsRequest';
import type { StorageIntegration } from '../integrations/ScmIntegration';
import type { AwsCredentialsFor } from './createAwsCredentials';
import type { ReadUrlOptions, ReadUrlResult } from './createUrlReader';
import { fetchObject } from './fetchObject';
import type { S3Location } from './parseS3Url';

export interface S3ReadOptions {
  storage: StorageIntegration;
  location: S3Location;
  credentialsFor: AwsCredentialsFor;
  timeoutMs: number;
  maxBytes: number;
  now: () => number;
}

/**
 * GetObject, signed with SigV4 when there are credentials (unsigned for a public bucket), with
 * `If-None-Match` for the caller's ETag. S3's error code goes into messages; its message text,
 * which may echo an access key id, does not.
 */
export function readFromS3(
  options: S3ReadOptions,
  readOptions: ReadUrlOptions,
): Promise<ReadUrlResult> {
  const { storage, location } = options;
  return fetchObject(
    {
      display: location.display,
      service: 'S3',
      timeoutMs: options.timeoutMs,
      maxBytes: options.maxBytes,
      async send(signal) {
        const credentials = await options.credentialsFor(storage, location.region);
        const conditional: Record<string, string> = readOptions.etag
          ? { 'if-none-match': readOptions.etag }
          : {};
        const headers = credentials
          ? {
              ...conditional,
              ...signAwsRequest({
                method: 'GET',
                url: location.requestUrl,
                region: location.region,
                service: 's3',
                credentials,
                date: new Date(options.now()),
              }),
            }
          : conditional;
        return fetch(location.requestUrl, { headers, redirect: 'manual', signal });
      },
      refusal: (status, body) => s3Refusal(storage, location, status, readXmlText(body, 'Code')),
    },
    readOptions,
  );
}

function s3Refusal(
  storage: StorageIntegration,
  location: S3Location,
  status: number,
  code: string | undefined,
): Error {
  const { display, bucket } = location;
  const why = `HTTP ${status}${code ? ` ${code}` : ''}`;
  if (status === 404 && code === 'NoSuchBucket') {
    return new NotFoundError(`Could not read ${display}: the S3 bucket ${bucket} does not exist`);
  }
  if (status === 404)
    return new NotFoundError(`${display} was not found in the S3 bucket ${bucket} (${why})`);
  if (status === 401 || status === 403) {
    return new NotAllowedError(
      `S3 refused to read ${display} from the bucket ${bucket} (${why}): check the credentials ` +
        `of integrations.awsS3 for ${storage.host}, or the bucket's policy`,
    );
  }
  if (status === 301 || code === 'PermanentRedirect') {
    return new ServiceUnavailableError(
      `Could not read ${display}: the S3 bucket ${bucket} is in another region than ${location.region}; use its regional URL`,
    );
  }
  return new ServiceUnavailableError(`Could not read ${display}: S3 answered ${why}`);
}
