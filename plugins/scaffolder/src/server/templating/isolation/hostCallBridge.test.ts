import { MessageChannel, Worker } from 'node:worker_threads';
import { afterEach, describe, expect, it } from 'vitest';
import { answerHostCall, type HostCallChannel } from './hostCallBridge';

// The worker runs the real bridge, started as the render workers are (the TypeScript loader first).
const workerSource = `
import { parentPort, workerData } from 'node:worker_threads';
const { callHostSync } = await import(workerData.bridge);
const channel = { port: workerData.port, flag: new Int32Array(workerData.flag) };
parentPort.postMessage(callHostSync(channel, { kind: 'filter', name: 'echo', argsJson: '[1]' }));
`;

describe('the host call bridge', () => {
  let worker: Worker | undefined;
  afterEach(async () => {
    await worker?.terminate();
  });

  it('waits for the answer even when a late wake-up of an earlier call arrives first', async () => {
    const { port1, port2 } = new MessageChannel();
    const channel: HostCallChannel = {
      port: port1,
      flag: new Int32Array(new SharedArrayBuffer(4)),
    };
    worker = new Worker(new URL('./startTypeScriptEntry.mjs', import.meta.url), {
      workerData: {
        entry: `data:text/javascript,${encodeURIComponent(workerSource)}`,
        bridge: new URL('./hostCallBridge.ts', import.meta.url).href,
        port: port2,
        flag: channel.flag.buffer,
      },
      transferList: [port2],
    });
    const answer = new Promise(resolve => worker!.once('message', resolve));
    await new Promise(resolve => port1.once('message', resolve));
    // The notify of a previous call's answer, landing while the worker waits on this one.
    await new Promise(resolve => setTimeout(resolve, 50));
    Atomics.notify(channel.flag, 0);
    await new Promise(resolve => setTimeout(resolve, 50));
    answerHostCall(channel, JSON.stringify({ value: 1 }));
    expect(await answer).toBe(JSON.stringify({ value: 1 }));
    port1.close();
  });
});
