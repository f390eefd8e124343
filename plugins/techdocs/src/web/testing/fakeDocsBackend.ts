import { errorResponse, jsonResponse } from '@atrium/web-core/testing';
import type { TechDocsMetadata, TechDocsSyncEvent } from '../../shared/contract';

export const SITE = '/api/techdocs/static/docs/default/component/rides';

export const siteMetadata: TechDocsMetadata = {
  site_name: 'Rides Service',
  site_description: 'How rides work',
  etag: 'abc',
  build_timestamp: 0,
};

/** An event stream body, as the server writes the sync events. */
export function syncStream(events: TechDocsSyncEvent[]): Response {
  const text = events
    .map(event => {
      if (event.type === 'log') return `event: log\ndata: ${JSON.stringify(event.line)}\n\n`;
      if (event.type === 'error') return `event: error\ndata: ${JSON.stringify(event.message)}\n\n`;
      return `event: finish\ndata: ${JSON.stringify({ updated: event.updated })}\n\n`;
    })
    .join('');
  return new Response(text, { headers: { 'content-type': 'text/event-stream' } });
}

/** A sync that stays open until `finish` is called with its last events. */
export function pendingSync() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({ start: c => void (controller = c) });
  const encoder = new TextEncoder();
  return {
    response: new Response(body, { headers: { 'content-type': 'text/event-stream' } }),
    log(line: string) {
      controller.enqueue(encoder.encode(`event: log\ndata: ${JSON.stringify(line)}\n\n`));
    },
    finish(updated: boolean) {
      controller.enqueue(encoder.encode(`event: finish\ndata: {"updated":${updated}}\n\n`));
      controller.close();
    },
    fail(message: string) {
      controller.enqueue(encoder.encode(`event: error\ndata: ${JSON.stringify(message)}\n\n`));
      controller.close();
    },
  };
}

export interface DocsBackendOptions {
  /** Pages by path below the site (`guide/install/index.html`), or a function answering each time. */
  pages?: Record<string, string | (() => string | Response)>;
  metadata?: TechDocsMetadata | Response;
  sync?: () => Response;
  files?: Record<string, string>;
  /** Where the pages are served; the `rides` component's site unless given. */
  site?: string;
}

/** A fake techdocs (and auth cookie) backend; it records every request's URL. */
export function createDocsBackend(options: DocsBackendOptions = {}) {
  const requests: URL[] = [];
  const fetch = async (input: RequestInfo | URL): Promise<Response> => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    requests.push(url);
    const path = url.pathname;
    if (path === '/api/auth/v1/cookie')
      return jsonResponse({ expiresAt: new Date(Date.now() + 3_600_000).toISOString() });
    if (path.startsWith('/api/techdocs/sync/'))
      return options.sync?.() ?? syncStream([{ type: 'finish', updated: false }]);
    if (path.startsWith('/api/techdocs/metadata/techdocs/')) {
      const metadata = options.metadata ?? siteMetadata;
      return metadata instanceof Response ? metadata : jsonResponse(metadata);
    }
    const site = options.site ?? SITE;
    if (path.startsWith(`${site}/`)) {
      const file = decodeURIComponent(path.slice(site.length + 1));
      const page = options.pages?.[file] ?? options.files?.[file];
      const answer = typeof page === 'function' ? page() : page;
      if (answer instanceof Response) return answer;
      if (answer !== undefined)
        return new Response(answer, { headers: { 'content-type': 'text/html' } });
    }
    return errorResponse(404, 'NotFoundError', `No route GET ${path}`);
  };
  return {
    fetch: fetch as typeof globalThis.fetch,
    requests,
    requestsTo: (prefix: string) => requests.filter(url => url.pathname.startsWith(prefix)),
  };
}
