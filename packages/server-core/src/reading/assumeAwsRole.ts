import { NotAllowedError, ServiceUnavailableError } from '@atrium/model';
import { readXmlText } from '../aws/readXmlText';
import { signAwsRequest, type AwsCredentials } from '../aws/signAwsRequest';
import type { Expiring } from '../integrations/azure/createTokenCache';

export interface AssumeAwsRoleRequest {
  /** STS: `https://sts.<region>.amazonaws.com`, or the environment's endpoint. */
  endpoint: URL;
  region: string;
  credentials: AwsCredentials;
  roleArn: string;
  externalId?: string;
  now: () => number;
}

const STS_TIMEOUT_MS = 10_000;
/** Names the portal's sessions in the account's CloudTrail. */
const SESSION_NAME = 'atrium-url-reader';

/**
 * STS `AssumeRole` (its Query API, a SigV4-signed POST): temporary keys for the role, with its
 * external id when it has one. A refusal names STS's error code and message, which name the role
 * and never the keys' secret.
 */
export async function assumeAwsRole(
  request: AssumeAwsRoleRequest,
): Promise<Expiring<AwsCredentials>> {
  const body = new URLSearchParams({
    Action: 'AssumeRole',
    Version: '2011-06-15',
    RoleArn: request.roleArn,
    RoleSessionName: SESSION_NAME,
    ...(request.externalId && { ExternalId: request.externalId }),
  }).toString();
  const url = new URL('/', request.endpoint);
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
  const what = `Assuming the AWS role ${request.roleArn}`;
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers,
      body,
      redirect: 'manual',
      signal: AbortSignal.timeout(STS_TIMEOUT_MS),
    });
  } catch (error) {
    throw new ServiceUnavailableError(`${what}: ${url.origin} could not be reached`, {
      cause: error,
    });
  }
  const xml = await response.text();
  if (!response.ok) {
    const code = readXmlText(xml, 'Code');
    const message = `${what}: STS answered HTTP ${response.status}${code ? ` (${code})` : ''}`;
    throw response.status === 403 || response.status === 400
      ? new NotAllowedError(message)
      : new ServiceUnavailableError(message);
  }
  const credentials = readXmlText(xml, 'Credentials') ?? '';
  const accessKeyId = readXmlText(credentials, 'AccessKeyId');
  const secretAccessKey = readXmlText(credentials, 'SecretAccessKey');
  const sessionToken = readXmlText(credentials, 'SessionToken');
  const expiration = Date.parse(readXmlText(credentials, 'Expiration') ?? '');
  if (!accessKeyId || !secretAccessKey || !sessionToken || Number.isNaN(expiration)) {
    throw new ServiceUnavailableError(`${what}: STS answered without credentials`);
  }
  return { value: { accessKeyId, secretAccessKey, sessionToken }, expiresAt: expiration };
}
