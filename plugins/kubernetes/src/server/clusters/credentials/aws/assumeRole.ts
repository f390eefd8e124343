import { readXmlText, signAwsRequest, type AwsCredentials } from '@atrium/server-core';
import { ClusterCredentialError } from '../ClusterCredentialError';
import type { Expiring } from '../tokenCache';

export interface AssumeRoleRequest {
  /** `https://sts.<region>.amazonaws.com`, or a stand-in. */
  endpoint: string;
  region: string;
  credentials: AwsCredentials;
  roleArn: string;
  externalId?: string;
  now: () => number;
}

const STS_TIMEOUT_MS = 10_000;
/** Names the portal's sessions in the account's CloudTrail. */
const SESSION_NAME = 'atrium-kubernetes';

/**
 * STS `AssumeRole` (Query API, SigV4-signed POST): temporary credentials for the cluster's role,
 * with its external id when it has one. STS answers XML; a refusal names its code and message.
 */
export async function assumeRole(request: AssumeRoleRequest): Promise<Expiring<AwsCredentials>> {
  const body = new URLSearchParams({
    Action: 'AssumeRole',
    Version: '2011-06-15',
    RoleArn: request.roleArn,
    RoleSessionName: SESSION_NAME,
    ...(request.externalId && { ExternalId: request.externalId }),
  }).toString();
  const url = new URL(`${request.endpoint.replace(/\/+$/, '')}/`);
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
  const what = `AWS STS AssumeRole of ${request.roleArn}`;
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers,
      body,
      signal: AbortSignal.timeout(STS_TIMEOUT_MS),
    });
  } catch (error) {
    throw new ClusterCredentialError(`${what}: ${url.origin} could not be reached`, {
      cause: error,
    });
  }
  const xml = await response.text();
  if (!response.ok) {
    const reason = [readXmlText(xml, 'Code'), readXmlText(xml, 'Message')]
      .filter(Boolean)
      .join(': ');
    throw new ClusterCredentialError(
      `${what}: STS answered ${response.status}${reason ? ` (${reason})` : ''}`,
    );
  }
  const credentials = readXmlText(xml, 'Credentials') ?? '';
  const accessKeyId = readXmlText(credentials, 'AccessKeyId');
  const secretAccessKey = readXmlText(credentials, 'SecretAccessKey');
  const sessionToken = readXmlText(credentials, 'SessionToken');
  const expiration = Date.parse(readXmlText(credentials, 'Expiration') ?? '');
  if (!accessKeyId || !secretAccessKey || !sessionToken || Number.isNaN(expiration)) {
    throw new ClusterCredentialError(`${what}: STS answered without credentials`);
  }
  return { value: { accessKeyId, secretAccessKey, sessionToken }, expiresAt: expiration };
}
