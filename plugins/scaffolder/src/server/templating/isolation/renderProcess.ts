import { readdirSync } from 'node:fs';
import os from 'node:os';
import { MessageChannel, Worker } from 'node:worker_threads';
import { answerHostCall, type HostCallChannel } from './hostCallBridge';
import type { FromRenderProcess, RenderProcessSetup, ToRenderProcess } from './renderMessages';
import type { RenderWorkerData } from './renderWorker';

/**
 * The process one render slot runs in (started by `createRenderPool`). Templates render in a
 * worker thread with a heap limit; this thread only relays, so it can always answer the worker's
 * filter calls and the server's messages, and replace a worker that was stopped. A heap limit alone does not keep the server safe: V8
 * ends the whole process, not just the worker, when a single allocation overshoots the limit
 * (a long string being flattened does), which is why the worker lives in a process of its own.
 */
const setupJson = process.argv[3];
if (setupJson === undefined || !process.send) {
  throw new Error('The render process is started by the scaffolder with its setup');
}
const setup = JSON.parse(setupJson) as RenderProcessSetup;

// On Linux a priority belongs to a thread: the server lowered this process's main thread only,
// and the garbage collector's threads, started before, would compete with the server's requests
// at full priority while a template fills its heap. Threads started later inherit the priority.
const LOWEST_PRIORITY = 19;
try {
  for (const thread of readdirSync('/proc/self/task'))
    os.setPriority(Number(thread), LOWEST_PRIORITY);
} catch {
  // No /proc, or not allowed: the process keeps the priority it was given.
}

function send(message: FromRenderProcess): void {
  process.send?.(message);
}

interface RenderThread {
  readonly worker: Worker;
  readonly channel: HostCallChannel;
}

let current: RenderThread | undefined;
/** The host call the current worker waits on; an answer to any other is dropped. */
let pendingCall: number | undefined;
let nextCallId = 1;

// A render past its time, or a worker that ran out of heap, costs a new worker only: starting
// a process would stall the server's thread for the fork.
function startThread(): RenderThread {
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
  const thread: RenderThread = { worker, channel };
  const isCurrent = () => current === thread;
  worker.on('message', (message: FromRenderProcess) => {
    if (isCurrent()) send(message);
  });
  port1.on('message', (call: { kind: string; name: string; argsJson: string }) => {
    if (!isCurrent()) return;
    pendingCall = nextCallId++;
    send({ type: 'hostCall', callId: pendingCall, ...call });
  });
  const replace = (reason: 'memory' | 'crash') => {
    if (!isCurrent()) return;
    port1.close();
    pendingCall = undefined;
    current = startThread();
    send({ type: 'stopped', reason });
  };
  worker.on('error', error =>
    replace((error as { code?: unknown }).code === 'ERR_WORKER_OUT_OF_MEMORY' ? 'memory' : 'crash'),
  );
  worker.on('exit', () => replace('crash'));
  return thread;
}

current = startThread();

process.on('message', (message: ToRenderProcess) => {
  const thread = current;
  if (!thread) return;
  if (message.type === 'render') {
    thread.worker.postMessage({ id: message.id, requestJson: message.requestJson });
  } else if (message.type === 'hostAnswer') {
    // An answer meant for a worker since replaced must not wake the new one with it.
    if (message.callId !== pendingCall) return;
    pendingCall = undefined;
    answerHostCall(thread.channel, message.answerJson);
  } else {
    // The server gave up on the render: its worker goes, a fresh one says when it is ready.
    pendingCall = undefined;
    current = startThread();
    thread.channel.port.close();
    void thread.worker.terminate();
  }
});

// The server went away (or stopped this slot): nothing is left to render for.
process.on('disconnect', () => process.exit(0));
