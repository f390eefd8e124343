import { InputError } from '@atrium/model';

/**
 * The link a notification opens: a path of the portal or an http(s) address, never a script or
 * another host's path (`//host`). Text that is neither a URL nor an absolute path is a path of the
 * portal, as Backstage reads it, so `catalog/default/component/x` opens `/catalog/default/component/x`.
 */
export function portalLink(link: string): string {
  if (/^\/(?!\/)/.test(link)) return link;
  if (!link.startsWith('/') && !URL.canParse(link)) return `/${link}`;
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    throw new InputError(`Invalid link '${link}': give a path of the portal or an http(s) URL`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new InputError(`Invalid link '${link}': only http(s) links are allowed`);
  }
  return link;
}
