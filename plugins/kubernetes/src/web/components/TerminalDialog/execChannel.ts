/**
 * The pod terminal's wire format (spec 000 §7): a WebSocket to the proxy's exec endpoint speaking
 * Kubernetes' `channel.k8s.io` sub-protocol, where each binary frame starts with its channel.
 */
export const EXEC_PROTOCOL = 'channel.k8s.io';

export const ExecChannel = {
  stdin: 0,
  stdout: 1,
  stderr: 2,
  error: 3,
  resize: 4,
} as const;

export interface ExecTarget {
  clusterName: string;
  /** Spec 000 §7: 'default' when the pod names none. */
  namespace?: string;
  podName: string;
  containerName: string;
}

/**
 * The exec URL under the plugin's base URL. A browser WebSocket cannot send headers, so the
 * cluster travels as the `cluster` query parameter instead of the proxy's cluster header.
 */
export function execUrl(pluginBaseUrl: string, target: ExecTarget): string {
  const namespace = encodeURIComponent(target.namespace || 'default');
  const url = new URL(
    `${pluginBaseUrl}/proxy/api/v1/namespaces/${namespace}/pods/${encodeURIComponent(target.podName)}/exec`,
  );
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  const params = url.searchParams;
  params.set('container', target.containerName);
  for (const stream of ['stdin', 'stdout', 'stderr', 'tty']) params.set(stream, 'true');
  params.set('command', '/bin/sh');
  params.set('cluster', target.clusterName);
  return url.href;
}

const encoder = new TextEncoder();

function frame(channel: number, text: string): Uint8Array<ArrayBuffer> {
  const body = encoder.encode(text);
  const bytes = new Uint8Array(body.length + 1);
  bytes[0] = channel;
  bytes.set(body, 1);
  return bytes;
}

export function encodeStdin(text: string): Uint8Array<ArrayBuffer> {
  return frame(ExecChannel.stdin, text);
}

/** Kubernetes reads the terminal size as `{"Width", "Height"}` on the resize channel. */
export function encodeResize(columns: number, rows: number): Uint8Array<ArrayBuffer> {
  return frame(ExecChannel.resize, JSON.stringify({ Width: columns, Height: rows }));
}

export interface ExecFrame {
  channel: number;
  text: string;
}

/** Frames arrive as binary; an empty frame (the handshake of some servers) has no channel. */
export function decodeFrame(data: ArrayBuffer | string): ExecFrame | undefined {
  if (typeof data === 'string') {
    return data.length === 0 ? undefined : { channel: data.charCodeAt(0), text: data.slice(1) };
  }
  const bytes = new Uint8Array(data);
  if (bytes.length === 0) return undefined;
  return { channel: bytes[0]!, text: new TextDecoder().decode(bytes.subarray(1)) };
}
