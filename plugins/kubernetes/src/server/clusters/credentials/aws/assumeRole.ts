import { ClusterCredentialError } from '../ClusterCredentialError';
import type { Expiring } from '../tokenCache';
import { signV4Headers, type AwsCredentials } from './signV4';

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
  const headers = signV4Headers({
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
    const reason = [xmlText(xml, 'Code'), xmlText(xml, 'Message')].filter(Boolean).join(': ');
    throw new ClusterCredentialError(
      `${what}: STS answered ${response.status}${reason ? ` (${reason})` : ''}`,
    );
  }
  const credentials = xmlText(xml, 'Credentials') ?? '';
  const accessKeyId = xmlText(credentials, 'AccessKeyId');
  const secretAccessKey = xmlText(credentials, 'SecretAccessKey');
  const sessionToken = xmlText(credentials, 'SessionToken');
  const expiration = Date.parse(xmlText(credentials, 'Expiration') ?? '');
  if (!accessKeyId || !secretAccessKey || !sessionToken || Number.isNaN(expiration)) {
    throw new ClusterCredentialError(`${what}: STS answered without credentials`);
  }
  return { value: { accessKeyId, secretAccessKey, sessionToken }, expiresAt: expiration };
}

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
};

/** The text of the first `<tag>` element: STS's answers are flat enough for no XML parser. */
function xmlText(xml: string, tag: string): string | undefined {
  const match = new RegExp(`<${tag}(?:\\s[^>]*)?>([\\s\\S]*?)</${tag}>`).exec(xml);
  return match?.[1]
    ?.trim()
    .replace(/&(amp|lt|gt|quot|apos);/g, (_, name: string) => ENTITIES[name]!);
}
