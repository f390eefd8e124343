import { NotAllowedError, ServiceUnavailableError } from '@atrium/model';
import type { Expiring } from '../tokens/createTokenCache';
import { readXmlText } from './readXmlText';
import { signAwsRequest, type AwsCredentials } from './signAwsRequest';

/**
 * Why STS gave no keys. A refusal carries STS's error `code` and `message`, which name the role
 * (and the caller's principal) but never the keys' secret.
 */
export type AwsRoleFailure = { roleArn: string; url: URL } & (
  | { kind: 'unreachable'; cause: unknown }
  | { kind: 'refused'; status: number; code: string | undefined; message: string | undefined }
  | { kind: 'no-credentials' }
);

export interface AssumeAwsRoleRequest {
  /** STS: `https://sts.<region>.amazonaws.com`, or a stand-in (its path is kept). */
  endpoint: URL;
  region: string;
  credentials: AwsCredentials;
  roleArn: string;
  externalId?: string;
  /** Names the portal's sessions in the account's CloudTrail. */
  sessionName: string;
  now: () => number;
  /** The error a failure becomes; by default an Atrium error naming the role and STS's code. */
  toError?: (failure: AwsRoleFailure) => Error;
}

const STS_TIMEOUT_MS = 10_000;

/**
 * STS `AssumeRole` (its Query API, a SigV4-signed POST): temporary keys for the role, with its
 * external id when it has one.
 */
export async function assumeAwsRole(
  request: AssumeAwsRoleRequest,
): Promise<Expiring<AwsCredentials>> {
  const { roleArn } = request;
  const toError = request.toError ?? atriumError;
  const body = new URLSearchParams({
    Action: 'AssumeRole',
    Version: '2011-06-15',
    RoleArn: roleArn,
    RoleSessionName: request.sessionName,
    ...(request.externalId && { ExternalId: request.externalId }),
  }).toString();
  const url = new URL(`${request.endpoint.href.replace(/\/+$/, '')}/`);
  const headers = signAwsRequest({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' },
    body,
    region: request.region,
    service: 'sts',
    credentials: request.credentials,
    date: new Date(request.now()),
  });
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers,
      body,
      redirect: 'manual',
      signal: AbortSignal.timeout(STS_TIMEOUT_MS),
    });
  } catch (cause) {
    throw toError({ roleArn, url, kind: 'unreachable', cause });
  }
  const xml = await response.text();
  if (!response.ok) {
    const [code, message] = [readXmlText(xml, 'Code'), readXmlText(xml, 'Message')];
    throw toError({ roleArn, url, kind: 'refused', status: response.status, code, message });
  }
  const credentials = readXmlText(xml, 'Credentials') ?? '';
  const accessKeyId = readXmlText(credentials, 'AccessKeyId');
  const secretAccessKey = readXmlText(credentials, 'SecretAccessKey');
  const sessionToken = readXmlText(credentials, 'SessionToken');
  const expiration = Date.parse(readXmlText(credentials, 'Expiration') ?? '');
  if (!accessKeyId || !secretAccessKey || !sessionToken || Number.isNaN(expiration)) {
    throw toError({ roleArn, url, kind: 'no-credentials' });
  }
  return { value: { accessKeyId, secretAccessKey, sessionToken }, expiresAt: expiration };
}

function atriumError(failure: AwsRoleFailure): Error {
  const what = `Assuming the AWS role ${failure.roleArn}`;
  switch (failure.kind) {
    case 'unreachable':
      return new ServiceUnavailableError(`${what}: ${failure.url.origin} could not be reached`, {
        cause: failure.cause,
      });
    case 'no-credentials':
      return new ServiceUnavailableError(`${what}: STS answered without credentials`);
    case 'refused': {
      const { status, code } = failure;
      const message = `${what}: STS answered HTTP ${status}${code ? ` (${code})` : ''}`;
      return status === 403 || status === 400
        ? new NotAllowedError(message)
        : new ServiceUnavailableError(message);
    }
  }
}
