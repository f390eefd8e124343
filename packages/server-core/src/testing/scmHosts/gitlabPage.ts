import { taggedAnswer } from './etag';
import type { FakeRequest, FakeResponse } from './startFakeHost';

/**
 * One page of a list as GitLab answers it: `X-Page`, `X-Per-Page`, `X-Total`, `X-Next-Page`
 * (empty on the last page) and a `Link` header, tagged so an unchanged page answers 304.
 */
export function gitlabPage(
  request: FakeRequest,
  items: unknown[],
  apiBaseUrl: string,
): FakeResponse {
  const page = Math.max(1, Number(request.query.get('page') ?? '1') || 1);
  const perPage = Math.min(100, Math.max(1, Number(request.query.get('per_page') ?? '20') || 20));
  const last = Math.max(1, Math.ceil(items.length / perPage));
  const link = (n: number, rel: string) => {
    const query = new URLSearchParams(request.query);
    query.set('page', String(n));
    query.set('per_page', String(perPage));
    return `<${apiBaseUrl}${request.path}?${query}>; rel="${rel}"`;
  };
  const links = [link(1, 'first'), link(last, 'last')];
  if (page < last) links.unshift(link(page + 1, 'next'));
  return taggedAnswer(items.slice((page - 1) * perPage, page * perPage), {
    'x-page': String(page),
    'x-per-page': String(perPage),
    'x-total': String(items.length),
    'x-total-pages': String(last),
    'x-next-page': page < last ? String(page + 1) : '',
    link: links.join(', '),
  });
}
