// Labels of letters, digits and inner hyphens (host names and IPv4 addresses alike), then an
// optional port. Lower-case only: hosts are lower-cased before they are checked.
const HOST_NAME =
  /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/;
const IPV6 = /^\[[0-9a-f:.]+\]$/;

/**
 * True for `name[:port]` or `[ipv6][:port]` with nothing else: no scheme, user, path, query or
 * trailing dot. Integrations are matched by the host of a URL, so a host that no URL can have
 * would silently match nothing.
 */
export function isValidIntegrationHost(host: string): boolean {
  const match = /^(.*?)(?::([1-9]\d{0,4}))?$/.exec(host);
  if (!match) return false;
  const [, name = '', port] = match;
  if (port !== undefined && Number(port) > 65535) return false;
  if (IPV6.test(name)) {
    // The URL parser is the judge of IPv6 spelling; it must keep the address as written.
    return URL.canParse(`http://${name}/`) && new URL(`http://${name}/`).hostname === name;
  }
  return name.length <= 253 && HOST_NAME.test(name);
}
