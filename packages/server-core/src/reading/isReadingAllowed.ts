/** One entry of `backend.reading.allow` (the same shape Backstage reads). */
export interface ReadingAllowRule {
  /** `example.com`, `example.com:8080`, or `*.example.com` for any subdomain. */
  host: string;
  /** When given, the URL's path must start with one of these. */
  paths?: string[];
}

/** Only http(s) URLs on an allowed host and path may be fetched: the guard against SSRF. */
export function isReadingAllowed(url: URL, rules: readonly ReadingAllowRule[]): boolean {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  if (url.username || url.password) return false;
  const host = url.host.toLowerCase();
  return rules.some(rule => {
    const pattern = rule.host.toLowerCase();
    const hostMatches = pattern.startsWith('*.')
      ? host.endsWith(pattern.slice(1)) && host.length > pattern.length - 1
      : host === pattern;
    if (!hostMatches) return false;
    if (!rule.paths || rule.paths.length === 0) return true;
    const pathname = decodeURIComponent(url.pathname);
    // A path with '..' segments could climb out of an allowed prefix once normalised by a server.
    if (pathname.split('/').includes('..')) return false;
    return rule.paths.some(prefix => pathname.startsWith(prefix));
  });
}
