import { PassThrough } from 'node:stream';
import { Exec, KubeConfig, type V1Status } from '@kubernetes/client-node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { startFakeKubernetes, type FakeKubernetes } from '../startFakeKubernetes';
import { CHANNEL } from './handleExecUpgrade';

const POD = '/api/v1/namespaces/rides/pods/rides-service-7d9f8c6b5d-2xk8p/exec';
const SHELL_QUERY =
  'container=rides-service&stdin=true&stdout=true&stderr=true&tty=true&command=%2Fbin%2Fsh';

/** A terminal's view of the exec socket: what arrived per channel, and a way to type. */
function connect(fake: FakeKubernetes, query: string, protocol: string, token = fake.token) {
  const socket = new WebSocket(`${fake.url.replace('https', 'wss')}${POD}?${query}`, [protocol], {
    ca: fake.caData,
    headers: { authorization: `Bearer ${token}` },
  });
  const received: Record<number, string> = {};
  const waiters: Array<() => void> = [];
  socket.on('message', (data: Buffer) => {
    const channel = data[0] ?? -1;
    received[channel] = (received[channel] ?? '') + data.subarray(1).toString('utf8');
    waiters.splice(0).forEach(wake => wake());
  });
  const closed = new Promise<number>(resolve => socket.on('close', code => resolve(code)));
  return {
    socket,
    received,
    closed,
    opened: new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('error', reject);
    }),
    type: (text: string) =>
      socket.send(Buffer.concat([Buffer.from([CHANNEL.stdin]), Buffer.from(text)])),
    async until(channel: number, expected: string) {
      while (!(received[channel] ?? '').includes(expected)) {
        await new Promise<void>((resolve, reject) => {
          const timer = setTimeout(
            () => reject(new Error(`no "${expected}" in ${JSON.stringify(received)}`)),
            2000,
          );
          waiters.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
    },
  };
}

describe('the exec WebSocket', () => {
  let fake: FakeKubernetes;
  beforeAll(async () => {
    fake = await startFakeKubernetes();
  });
  afterAll(() => fake.stop());

  it('runs a shell that echoes a typed command, then reports its exit on channel 3', async () => {
    const terminal = connect(fake, SHELL_QUERY, 'v4.channel.k8s.io');
    await terminal.opened;
    expect(terminal.socket.protocol).toBe('v4.channel.k8s.io');
    await terminal.until(CHANNEL.stdout, '$ ');
    terminal.type('echo hello\r');
    await terminal.until(CHANNEL.stdout, 'echo hello\r\nhello\r\n$ ');
    terminal.type('exit 3\r');
    expect(await terminal.closed).toBe(1000);
    expect(JSON.parse(terminal.received[CHANNEL.error] ?? '')).toMatchObject({
      status: 'Failure',
      reason: 'NonZeroExitCode',
      details: { causes: [{ reason: 'ExitCode', message: '3' }] },
    });
  });

  it('accepts channel.k8s.io and runs a one-off command without a TTY', async () => {
    const terminal = connect(
      fake,
      'container=rides-service&stdout=true&stderr=true&command=hostname',
      'channel.k8s.io',
    );
    await terminal.opened;
    expect(terminal.socket.protocol).toBe('channel.k8s.io');
    await terminal.closed;
    expect(terminal.received[CHANNEL.stdout]).toBe('rides-service-7d9f8c6b5d-2xk8p\n');
  });

  it("works with the client's own Exec", async () => {
    const config = new KubeConfig();
    config.loadFromOptions({
      clusters: [{ name: 'fake', server: fake.url, caData: fake.caDataBase64 }],
      users: [{ name: 'reader', token: fake.token }],
      contexts: [{ name: 'fake', cluster: 'fake', user: 'reader' }],
      currentContext: 'fake',
    });
    const stdout = new PassThrough();
    let text = '';
    stdout.on('data', (chunk: Buffer) => (text += chunk.toString()));
    const status = await new Promise<V1Status>((resolve, reject) => {
      new Exec(config)
        .exec(
          'rides',
          'rides-service-7d9f8c6b5d-2xk8p',
          'rides-service',
          ['sh', '-c', 'echo from the client'],
          stdout,
          null,
          null,
          false,
          resolve,
        )
        .catch(reject);
    });
    expect(status.status).toBe('Success');
    expect(text).toBe('from the client\n');
  });

  it('refuses the upgrade without the token, and when exec is forbidden', async () => {
    const anonymous = connect(fake, SHELL_QUERY, 'v4.channel.k8s.io', 'wrong');
    await expect(anonymous.opened).rejects.toThrow(/401/);
    fake.setForbidden(['pods/exec']);
    try {
      const forbidden = connect(fake, SHELL_QUERY, 'v4.channel.k8s.io');
      await expect(forbidden.opened).rejects.toThrow(/403/);
    } finally {
      fake.setForbidden(false);
    }
  });
});
