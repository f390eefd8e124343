import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FileHost {
  /** `127.0.0.1:<port>`, for `backend.reading.allow` and URLs. */
  host: string;
  stop(): Promise<void>;
}

/** A tiny HTTP server on 127.0.0.1 standing in for a source-control host: path → content. */
export async function startFileHost(files: Readonly<Record<string, string>>): Promise<FileHost> {
  const http: Server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://x').pathname;
    const content = Object.hasOwn(files, path) ? files[path] : undefined;
    if (content === undefined) {
      response.writeHead(404).end('not found');
      return;
    }
    response.writeHead(200, { 'content-type': 'application/yaml' }).end(content);
  });
  await new Promise<void>(resolve => http.listen(0, '127.0.0.1', resolve));
  const { port } = http.address() as AddressInfo;
  return {
    host: `127.0.0.1:${port}`,
    stop: () => new Promise(resolve => http.close(() => resolve())),
  };
}
