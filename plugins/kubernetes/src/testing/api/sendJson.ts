import { randomUUID } from 'node:crypto';
import type { ServerResponse } from 'node:http';

export function sendJson(response: ServerResponse, code: number, body: unknown): void {
  const text = JSON.stringify(body);
  response.writeHead(code, {
    'content-type': 'application/json',
    'content-length': Buffer.byteLength(text),
    // A real API server sends these; some clients log or assert them.
    'audit-id': randomUUID(),
    'cache-control': 'no-cache, private',
  });
  response.end(text);
}
