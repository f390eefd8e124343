import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import { authorize, type AccessRules } from '../api/authorize';
import { parseApiPath } from '../api/parseApiPath';
import { findResourceType } from '../api/resourceTypes';
import { badRequest, notFound, pathNotFound, type KubernetesStatus } from '../api/status';
import type { ObjectStore } from '../store/createObjectStore';
import { createShell } from './createShell';

/** The remotecommand subprotocols served, preferred first; v4 reports the end as a Status. */
const PROTOCOLS = ['v4.channel.k8s.io', 'channel.k8s.io'] as const;
const SHELLS = new Set(['sh', '/bin/sh', 'bash', '/bin/bash', 'ash', '/bin/ash']);

/** The remotecommand channels: the first byte of every binary frame. */
export const CHANNEL = { stdin: 0, stdout: 1, stderr: 2, error: 3, resize: 4 } as const;

const POD = findResourceType('', 'v1', 'pods');

function refuse(socket: Duplex, status: KubernetesStatus): void {
  const body = JSON.stringify(status);
  socket.end(
    `HTTP/1.1 ${status.code} ${status.reason ?? 'Error'}\r\n` +
      'content-type: application/json\r\n' +
      `content-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\n\r\n${body}`,
  );
}

function endStatus(code: number, command: string[]): string {
  if (code === 0) return JSON.stringify({ metadata: {}, status: 'Success' });
  return JSON.stringify({
    metadata: {},
    status: 'Failure',
    message: `command terminated with non-zero exit code: error executing command [${command.join(' ')}], exit code ${code}`,
    reason: 'NonZeroExitCode',
    details: { causes: [{ reason: 'ExitCode', message: String(code) }] },
  });
}

export interface ExecUpgradeContext {
  store: ObjectStore;
  access: () => AccessRules;
}

/**
 * `GET /api/v1/namespaces/{ns}/pods/{pod}/exec` upgraded to a WebSocket: a tiny shell on the
 * stdin/stdout/stderr channels, its exit reported on channel 3 before the socket closes.
 */
export function createExecUpgradeHandler(context: ExecUpgradeContext) {
  const server = new WebSocketServer({
    noServer: true,
    handleProtocols: offered => PROTOCOLS.find(protocol => offered.has(protocol)) ?? false,
  });

  const handler = (request: IncomingMessage, socket: Duplex, head: Buffer): void => {
    const url = new URL(request.url ?? '/', 'https://fake');
    const path = parseApiPath(url.pathname);
    const denied = authorize(request, path, context.access());
    if (denied) return refuse(socket, denied);
    if (path?.type !== 'resource' || path.subresource !== 'exec' || !path.namespace || !path.name) {
      return refuse(socket, pathNotFound());
    }
    const pod = POD && context.store.get(POD, path.namespace, path.name);
    if (!pod) return refuse(socket, notFound('pods', path.name));
    const names = (
      (pod.spec as { containers?: Array<{ name: string }> } | undefined)?.containers ?? []
    ).map(container => container.name);
    const container = url.searchParams.get('container') ?? (names.length === 1 ? names[0] : '');
    if (!container || !names.includes(container)) {
      return refuse(
        socket,
        badRequest(`container ${container ?? ''} is not valid for pod ${path.name}`),
      );
    }
    const command = url.searchParams.getAll('command');
    if (command.length === 0)
      return refuse(socket, badRequest('you must specify at least 1 command'));

    server.handleUpgrade(request, socket, head, webSocket => {
      runSession(webSocket, {
        hostname: path.name ?? '',
        command,
        tty: url.searchParams.get('tty') === 'true',
      });
    });
  };
  return Object.assign(handler, { close: () => server.close() });
}

function runSession(
  webSocket: WebSocket,
  session: { hostname: string; command: string[]; tty: boolean },
): void {
  const v4 = webSocket.protocol === 'v4.channel.k8s.io';
  const send = (channel: number, text: string): void => {
    if (webSocket.readyState !== webSocket.OPEN) return;
    webSocket.send(Buffer.concat([Buffer.from([channel]), Buffer.from(text, 'utf8')]));
  };
  const shell = createShell({
    hostname: session.hostname,
    tty: session.tty,
    write: (stream, text) => send(stream === 'stdout' ? CHANNEL.stdout : CHANNEL.stderr, text),
    exit(code) {
      if (v4) send(CHANNEL.error, endStatus(code, session.command));
      else if (code !== 0) send(CHANNEL.error, `command terminated with exit code ${code}`);
      webSocket.close(1000);
    },
  });

  webSocket.on('message', (data: Buffer, isBinary) => {
    const bytes = isBinary ? data : Buffer.from(data.toString(), 'utf8');
    // channel.k8s.io also allows text frames whose first character is the channel digit.
    const channel = isBinary ? bytes[0] : Number(String.fromCharCode(bytes[0] ?? 0));
    if (channel === CHANNEL.stdin) shell.input(bytes.subarray(1).toString('utf8'));
  });

  const [program = '', ...args] = session.command;
  if (SHELLS.has(program) && args[0] === '-c') return shell.run(args.slice(1).join(' '));
  if (SHELLS.has(program)) return shell.start();
  shell.run(session.command.join(' '));
}
