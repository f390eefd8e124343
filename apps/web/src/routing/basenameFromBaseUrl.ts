/**
 * The router's basename: the path of app.baseUrl without a trailing slash, so the app can be
 * served under a sub-path (spec 001 §2). '' for an app at the root of its host.
 */
export function basenameFromBaseUrl(baseUrl: string): string {
  try {
    return new URL(baseUrl).pathname.replace(/\/+$/, '');
  } catch {
    return '';
  }
}
