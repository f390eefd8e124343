import { taggedAnswer } from './etag';
import type { FakeRequest, FakeResponse } from './startFakeHost';

/** One page of a list, with GitHub's `Link` header naming the next and last pages. */
export function githubPage(
  request: FakeRequest,
  items: unknown[],
  apiBaseUrl: string,
): FakeResponse {
  const page = Math.max(1, Number(request.query.get('page') ?? '1') || 1);
  const perPage = Math.max(1, Number(request.query.get('per_page') ?? '30') || 30);
  const last = Math.max(1, Math.ceil(items.length / perPage));
  const link = (n: number, rel: string) => {
    const query = new URLSearchParams(request.query);
    query.set('page', String(n));
    query.set('per_page', String(perPage));
    return `<${apiBaseUrl}${request.path}?${query}>; rel="${rel}"`;
  };
  // Tagged like every GitHub answer: an unchanged page answers 304 to its ETag.
  return taggedAnswer(
    items.slice((page - 1) * perPage, page * perPage),
    page < last ? { link: [link(page + 1, 'next'), link(last, 'last')].join(', ') } : {},
  );
}
