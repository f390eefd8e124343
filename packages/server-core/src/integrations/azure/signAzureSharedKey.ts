import { createHmac } from 'node:crypto';

export interface AzureSharedKeyRequest {
  method: string;
  url: URL;
  /** Every header sent, names in any case; `x-ms-date` and `x-ms-version` among them. */
  headers: Record<string, string>;
  accountName: string;
  /** The account key, base64 as the portal shows it. */
  accountKey: string;
}

/** The standard headers Shared Key signs, by position, before the `x-ms-` headers. */
const SIGNED_STANDARD_HEADERS = [
  'content-encoding',
  'content-language',
  'content-length',
  'content-md5',
  'content-type',
  'date',
  'if-modified-since',
  'if-match',
  'if-none-match',
  'if-unmodified-since',
  'range',
] as const;

/**
 * The `Authorization` value of a Blob service request signed with the account key (Shared Key, as
 * versions since 2009-09-19 define it): the verb, the standard headers by position, the `x-ms-`
 * headers sorted, and the resource as `/<account><path>` with its query parameters.
 */
export function signAzureSharedKey(request: AzureSharedKeyRequest): string {
  const headers = new Map(
    Object.entries(request.headers).map(([name, value]) => [name.toLowerCase(), value.trim()]),
  );
  const standard = SIGNED_STANDARD_HEADERS.map(name => {
    const value = headers.get(name) ?? '';
    // Since version 2015-02-21 a zero length is signed as an empty line.
    return name === 'content-length' && value === '0' ? '' : value;
  });
  const msHeaders = [...headers]
    .filter(([name]) => name.startsWith('x-ms-'))
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([name, value]) => `${name}:${value.replace(/\s+/g, ' ')}\n`)
    .join('');
  const stringToSign = [
    request.method.toUpperCase(),
    ...standard,
    `${msHeaders}${canonicalResource(request.url, request.accountName)}`,
  ].join('\n');
  const signature = createHmac('sha256', Buffer.from(request.accountKey, 'base64'))
    .update(stringToSign, 'utf8')
    .digest('base64');
  return `SharedKey ${request.accountName}:${signature}`;
}

/** `/<account><encoded path>`, then `\n<name>:<values>` per query parameter, names lower-cased. */
function canonicalResource(url: URL, accountName: string): string {
  const params = new Map<string, string[]>();
  for (const [name, value] of url.searchParams) {
    const key = name.toLowerCase();
    params.set(key, [...(params.get(key) ?? []), value]);
  }
  const query = [...params.keys()]
    .sort()
    .map(name => `\n${name}:${params.get(name)!.sort().join(',')}`)
    .join('');
  return `/${accountName}${url.pathname}${query}`;
}
