/**
 * The organisation an Azure DevOps URL is about, lower-case: the first path segment on
 * dev.azure.com (or the collection on a server), the subdomain on the older
 * `<organisation>.visualstudio.com`. Credentials are chosen by it.
 */
export function azureOrganization(url: string): string | undefined {
  if (!URL.canParse(url)) return undefined;
  const { hostname, pathname } = new URL(url);
  const name = hostname.endsWith('.visualstudio.com')
    ? hostname.split('.')[0]
    : pathname.split('/').filter(Boolean)[0];
  try {
    return name && decodeURIComponent(name).toLowerCase();
  } catch {
    // Not validly percent-encoded: no organisation's credential is chosen for it.
    return undefined;
  }
}
