import { MessageChannel, Worker } from 'node:worker_threads';
import { answerHostCall, type HostCallChannel } from './hostCallBridge';
import type { FromRenderProcess, RenderProcessSetup, ToRenderProcess } from './renderMessages';
import type { RenderWorkerData } from './renderWorker';

/**
 * The process one render slot runs in (started by `createRenderPool`). Templates render in a
 * worker thread with a heap limit; this thread only relays, so it can always answer the worker's
 * filter calls and the server's messages. A heap limit alone does not keep the server safe: V8
 * ends the whole process, not just the worker, when a single allocation overshoots the limit
 * (a long string being flattened does), which is why the worker lives in a process of its own.
 */
const setupJson = process.argv[3];
if (setupJson === undefined || !process.send) {
  throw new Error('The render process is started by the scaffolder with its setup');
}
const setup = JSON.parse(setupJson) as RenderProcessSetup;

function send(message: FromRenderProcess, then?: () => void): void {
  process.send?.(message, undefined, undefined, () => then?.());
}

const { port1, port2 } = new MessageChannel();
const channel: HostCallChannel = { port: port1, flag: new Int32Array(new SharedArrayBuffer(4)) };
const workerData: RenderWorkerData = {
  entry: new URL('./renderWorker.ts', import.meta.url).href,
  setup,
  hostPort: port2,
  flagBuffer: channel.flag.buffer as SharedArrayBuffer,
};
const worker = new Worker(new URL('./startTypeScriptEntry.mjs', import.meta.url), {
  workerData,
  transferList: [port2],
  resourceLimits: { maxOldGenerationSizeMb: setup.maxMemoryMb },
});

worker.on('message', (message: FromRenderProcess) => send(message));
port1.on('message', (call: { kind: string; name: string; argsJson: string }) =>
  send({ type: 'hostCall', ...call }),
);
process.on('message', (message: ToRenderProcess) => {
  if (message.type === 'render')
    worker.postMessage({ id: message.id, requestJson: message.requestJson });
  else answerHostCall(channel, message.answerJson);
});

let ending = false;
function end(reason: 'memory' | 'crash'): void {
  if (ending) return;
  ending = true;
  send({ type: 'failed', reason }, () => process.exit(1));
}
worker.on('error', error =>
  end((error as { code?: unknown }).code === 'ERR_WORKER_OUT_OF_MEMORY' ? 'memory' : 'crash'),
);
worker.on('exit', () => end('crash'));
// The server went away (or stopped this slot): nothing is left to render for.
process.on('disconnect', () => process.exit(0));
