import { ServiceUnavailableError } from '@atrium/model';
import type { BitbucketCloudApi } from './createBitbucketCloudApi';

interface Page<T> {
  values?: T[];
  next?: string;
}

/** Pages followed at most for one list. */
const MAX_PAGES = 1000;

/**
 * Every value of a Bitbucket Cloud list, following the `next` URL of each page. A `next` outside
 * the API's base is not followed: the credentials go to the API only.
 */
export async function readPagedValues<T>(api: BitbucketCloudApi, path: string): Promise<T[]> {
  const base = (api.integration.apiBaseUrl ?? 'https://api.bitbucket.org/2.0').replace(/\/+$/, '');
  const values: T[] = [];
  let next: string | undefined = path;
  for (let pages = 0; next !== undefined && pages < MAX_PAGES; pages++) {
    const { body }: { body: Page<T> | undefined } = await api.get<Page<T>>(next);
    if (!Array.isArray(body?.values)) {
      throw new ServiceUnavailableError(
        `${api.integration.host} ${new URL(`${base}${path}`).pathname} did not answer a list`,
      );
    }
    values.push(...body.values);
    next =
      typeof body.next === 'string' && body.next.startsWith(`${base}/`)
        ? body.next.slice(base.length)
        : undefined;
  }
  return values;
}
