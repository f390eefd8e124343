import { InputError, NotAllowedError, NotFoundError, ServiceUnavailableError } from '@atrium/model';
import { signAwsRequest } from '../aws/signAwsRequest';
import type { ScmIntegration } from '../integrations/ScmIntegration';
import { awsEndpointFromEnv } from './awsEndpointFromEnv';
import type { AwsCredentialsFor } from './createAwsCredentials';
import type { ReadUrlOptions, ReadUrlResult } from './createUrlReader';
import { fetchObject } from './fetchObject';
import type { CodeCommitLocation } from './parseCodeCommitUrl';
import { formatMegabytes } from './readLimitedBody';

export interface CodeCommitReadOptions {
  integration: ScmIntegration;
  location: CodeCommitLocation;
  credentialsFor: AwsCredentialsFor;
  env: NodeJS.ProcessEnv;
  timeoutMs: number;
  maxBytes: number;
  now: () => number;
}

const TARGET = 'CodeCommit_20150413.GetFile';
/** CodeCommit's answers to a missing repository, ref or file. */
const NOT_FOUND = new Set([
  'FileDoesNotExistException',
  'RepositoryDoesNotExistException',
  'CommitDoesNotExistException',
]);

/**
 * GetFile (the JSON 1.1 API, a SigV4-signed POST). The file's blob id is its ETag: unlike the
 * commit id it changes only when the file does, so a commit elsewhere answers "not modified".
 */
export function readFromCodeCommit(
  options: CodeCommitReadOptions,
  readOptions: ReadUrlOptions,
): Promise<ReadUrlResult> {
  const { integration, location } = options;
  const endpoint =
    awsEndpointFromEnv(options.env, 'CODECOMMIT') ??
    new URL(`https://codecommit.${location.region}.amazonaws.com`);
  const url = new URL('/', endpoint);
  return fetchObject(
    {
      display: location.display,
      service: 'AWS CodeCommit',
      timeoutMs: options.timeoutMs,
      maxBytes: options.maxBytes,
      // Base64 takes four bytes for three, and the envelope a little more.
      bodyLimit: Math.ceil((options.maxBytes * 4) / 3) + 64 * 1024,
      async send(signal) {
        const credentials = await options.credentialsFor(integration, location.region);
        if (!credentials) {
          throw new NotAllowedError(
            `Could not read ${location.display}: AWS CodeCommit needs credentials; give ` +
              `integrations.awsCodeCommit for ${integration.host} accessKeyId and ` +
              `secretAccessKey, or set AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY`,
          );
        }
        const body = JSON.stringify({
          repositoryName: location.repositoryName,
          filePath: location.filePath,
          ...(location.commitSpecifier && { commitSpecifier: location.commitSpecifier }),
        });
        const headers = signAwsRequest({
          method: 'POST',
          url,
          headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': TARGET },
          body,
          region: location.region,
          service: 'codecommit',
          credentials,
          date: new Date(options.now()),
        });
        return fetch(url, { method: 'POST', headers, body, redirect: 'manual', signal });
      },
      unwrap(body) {
        const answer = parseAnswer(body);
        const etag = answer.blobId ?? answer.commitId;
        if (etag && readOptions.etag === etag) return { notModified: true };
        if (typeof answer.fileContent !== 'string') {
          throw new ServiceUnavailableError(
            `Could not read ${location.display}: AWS CodeCommit answered without the file`,
          );
        }
        const buffer = Buffer.from(answer.fileContent, 'base64');
        if (buffer.length > options.maxBytes) {
          throw new InputError(
            `${location.display} is larger than the limit of ${formatMegabytes(options.maxBytes)}`,
          );
        }
        return { notModified: false, buffer, etag };
      },
      refusal: (status, body) => codeCommitRefusal(options, status, parseAnswer(body).__type),
    },
    readOptions,
  );
}

interface GetFileAnswer {
  blobId?: string;
  commitId?: string;
  fileContent?: unknown;
  __type?: string;
}

function parseAnswer(body: Buffer | string): GetFileAnswer {
  try {
    const value = JSON.parse(body.toString()) as unknown;
    if (typeof value !== 'object' || value === null) return {};
    const { blobId, commitId, fileContent, __type } = value as Record<string, unknown>;
    return {
      blobId: typeof blobId === 'string' ? blobId : undefined,
      commitId: typeof commitId === 'string' ? commitId : undefined,
      fileContent,
      // Some answers qualify the type: `com.amazonaws.codecommit#FileDoesNotExistException`.
      __type: typeof __type === 'string' ? __type.split('#').pop() : undefined,
    };
  } catch {
    return {};
  }
}

function codeCommitRefusal(options: CodeCommitReadOptions, status: number, type?: string): Error {
  const { integration, location } = options;
  const why = `HTTP ${status}${type ? ` ${type}` : ''}`;
  if (type && NOT_FOUND.has(type)) {
    return new NotFoundError(
      `${location.display} was not found in the CodeCommit repository ${location.repositoryName} (${why})`,
    );
  }
  if (status === 403 || /AccessDenied|Signature|UnrecognizedClient|Token/.test(type ?? '')) {
    return new NotAllowedError(
      `AWS CodeCommit refused to read ${location.display} (${why}): check the credentials of ` +
        `integrations.awsCodeCommit for ${integration.host}`,
    );
  }
  return new ServiceUnavailableError(
    `Could not read ${location.display}: AWS CodeCommit answered ${why}`,
  );
}
