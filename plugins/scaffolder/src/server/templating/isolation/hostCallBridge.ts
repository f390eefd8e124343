import { receiveMessageOnPort, type MessagePort } from 'node:worker_threads';

/**
 * How a render worker calls filters and functions that run in the server: nunjucks calls them
 * synchronously, so the worker posts the call and sleeps on a shared flag until the answer is
 * posted back. The side that answers is never blocked, so the server can take its time.
 */
export interface HostCallChannel {
  readonly port: MessagePort;
  /** One 32-bit cell: 1 once an answer was posted. */
  readonly flag: Int32Array;
}

export interface HostCallRequest {
  readonly kind: string;
  readonly name: string;
  readonly argsJson: string;
}

/** The worker's half: posts the call and waits for its answer (JSON text). */
export function callHostSync(channel: HostCallChannel, request: HostCallRequest): string {
  channel.port.postMessage(request);
  // The answering side sets the flag, then notifies. A notify of the previous call can come late,
  // once this call already waits, and wake it before its answer: only the flag says it is there.
  while (Atomics.load(channel.flag, 0) === 0) Atomics.wait(channel.flag, 0, 0);
  Atomics.store(channel.flag, 0, 0);
  const reply = receiveMessageOnPort(channel.port);
  const answer: unknown = reply?.message;
  return typeof answer === 'string' ? answer : JSON.stringify({ error: 'the call gave no answer' });
}

/** The answering half: posts the answer first, then wakes the worker so it finds it there. */
export function answerHostCall(channel: HostCallChannel, answerJson: string): void {
  channel.port.postMessage(answerJson);
  Atomics.store(channel.flag, 0, 1);
  Atomics.notify(channel.flag, 0);
}
