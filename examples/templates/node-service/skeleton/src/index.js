import { createServer } from 'node:http';

const port = Number(process.env.PORT ?? ${{ values.port }});
const host = process.env.HOST ?? '127.0.0.1';
let ready = false;

// Load balancers ask /healthz whether the process lives and /readyz whether it takes traffic.
const routes = {
  '/healthz': () => [200, { status: 'ok' }],
  '/readyz': () => (ready ? [200, { status: 'ready' }] : [503, { status: 'starting' }]),
  '/': () => [200, { service: '${{ values.name }}' }],
};

export const server = createServer((request, response) => {
  const route = routes[new URL(request.url ?? '/', 'http://localhost').pathname];
  const [status, body] = route ? route() : [404, { error: 'not found' }];
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
});

server.listen(port, host, () => {
  ready = true;
  console.log(JSON.stringify({ message: 'listening', service: '${{ values.name }}', host, port }));
});

// Stop taking new connections on SIGTERM and let the open ones finish.
process.on('SIGTERM', () => {
  ready = false;
  server.close(() => process.exit(0));
});
