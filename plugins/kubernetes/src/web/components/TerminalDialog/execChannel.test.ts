import { describe, expect, it } from 'vitest';
import { decodeFrame, encodeResize, encodeStdin, execUrl } from './execChannel';

describe('exec channel', () => {
  it('opens /bin/sh with every stream and a tty, on a WebSocket URL', () => {
    const url = new URL(
      execUrl('https://portal.example/api/kubernetes', {
        clusterName: 'eu-west',
        namespace: '',
        podName: 'billing-abc',
        containerName: 'app',
      }),
    );

    expect(url.protocol).toBe('wss:');
    expect(url.pathname).toBe(
      '/api/kubernetes/proxy/api/v1/namespaces/default/pods/billing-abc/exec',
    );
    expect(Object.fromEntries(url.searchParams)).toEqual({
      container: 'app',
      stdin: 'true',
      stdout: 'true',
      stderr: 'true',
      tty: 'true',
      command: '/bin/sh',
      cluster: 'eu-west',
    });
  });

  it('prefixes each frame with its channel', () => {
    expect([...encodeStdin('ls\r')]).toEqual([0, 108, 115, 13]);
    const resize = encodeResize(80, 24);
    expect(resize[0]).toBe(4);
    expect(new TextDecoder().decode(resize.subarray(1))).toBe('{"Width":80,"Height":24}');
  });

  it('reads the channel and text of a frame', () => {
    expect(decodeFrame(new Uint8Array([1, 104, 105]).buffer)).toEqual({ channel: 1, text: 'hi' });
    expect(decodeFrame(new ArrayBuffer(0))).toBeUndefined();
  });
});
