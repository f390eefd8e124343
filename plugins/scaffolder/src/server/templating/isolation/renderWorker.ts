import { parentPort, workerData, type MessagePort } from 'node:worker_threads';
import { createSandbox, type HostCall, type Sandbox, type SandboxAnswer } from '../createSandbox';
import { callHostSync, type HostCallChannel } from './hostCallBridge';
import type { FromRenderProcess, RenderJobRequest, RenderProcessSetup } from './renderMessages';

/** What the render process hands its worker thread. */
export interface RenderWorkerData {
  readonly entry: string;
  readonly setup: RenderProcessSetup;
  readonly hostPort: MessagePort;
  readonly flagBuffer: SharedArrayBuffer;
}

const data = workerData as RenderWorkerData;
const port = parentPort;
if (!port) throw new Error('The render worker runs as a worker thread only');

const channel: HostCallChannel = { port: data.hostPort, flag: new Int32Array(data.flagBuffer) };
const callHost: HostCall = (kind, name, argsJson) =>
  callHostSync(channel, { kind, name, argsJson });
const sandboxes = new Map<boolean, Sandbox>();

function sandboxFor(cookiecutterCompat: boolean): Sandbox {
  let sandbox = sandboxes.get(cookiecutterCompat);
  if (!sandbox) {
    sandbox = createSandbox({ ...data.setup.sandbox, cookiecutterCompat }, callHost, {
      maxAnswerChars: data.setup.maxAnswerChars,
    });
    sandboxes.set(cookiecutterCompat, sandbox);
  }
  return sandbox;
}

function render(requestJson: string): SandboxAnswer {
  try {
    const request = JSON.parse(requestJson) as RenderJobRequest;
    return sandboxFor(request.cookiecutterCompat)(request, requestJson);
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
}

port.on('message', (message: { id: number; requestJson: string }) => {
  const answer: FromRenderProcess = {
    type: 'answer',
    id: message.id,
    answer: render(message.requestJson),
  };
  port.postMessage(answer);
});

// The usual syntax's context is made, and run once, before the first render: its time limit is
// then spent on rendering only, not on setting up and compiling nunjucks.
sandboxFor(false)({
  value: '${{ warm }}',
  context: { warm: true },
  mode: 'value',
  trimBlocks: false,
  lstripBlocks: false,
});
port.postMessage({ type: 'ready' } satisfies FromRenderProcess);
