import { fork, type ChildProcess } from 'node:child_process';
import type { Socket } from 'node:net';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import type { HostCall, SandboxAnswer } from '../createSandbox';
import type {
  FromRenderProcess,
  RenderJobRequest,
  RenderProcessSetup,
  ToRenderProcess,
} from './renderMessages';

export interface RenderPoolOptions extends RenderProcessSetup {
  /** Renders running at once, each in a process of its own. */
  readonly size: number;
  /** How long one render may run before its process is stopped. */
  readonly timeoutMs: number;
  /** Runs a filter or function the server implements, for a render that calls one. */
  readonly callHost: HostCall;
  /** Told when a render process ended on its own, with the end of what it wrote to stderr. */
  readonly onUnexpectedExit?: (detail: {
    code: number | null;
    signal: string | null;
    stderr: string;
  }) => void;
}

/** Renders one request at a time per process; answers errors as sandbox answers, never throws. */
export interface RenderPool {
  render(request: RenderJobRequest): Promise<SandboxAnswer>;
  /** Stops every render process; renders still waiting are answered with an error. */
  close(): Promise<void>;
}

interface Job {
  readonly id: number;
  readonly requestJson: string;
  /** The template named in an error about the whole render. */
  readonly expression: string | undefined;
  readonly resolve: (answer: SandboxAnswer) => void;
}

interface Slot {
  readonly child: ChildProcess;
  ready: boolean;
  job: Job | undefined;
  timer: NodeJS.Timeout | undefined;
  /** Was ready once: a process that never was cannot start at all. */
  started: boolean;
  /** Set when the pool ends the process itself: its exit is expected. */
  stopped: boolean;
  stderr: string;
}

const ENTRY = fileURLToPath(new URL('./startTypeScriptEntry.mjs', import.meta.url));
const RENDER_PROCESS = new URL('./renderProcess.ts', import.meta.url).href;
/** How long a render process may take to start before it is given up on. */
const START_TIMEOUT_MS = 60_000;
const STDERR_TAIL = 4096;
// Renders yield the processor to request handling: a hostile template spinning in every slot
// must not slow down the answers of the server itself.
const RENDER_PRIORITY = 19;
// What the process needs to start; the server's own environment (database passwords, tokens)
// stays out of reach of whatever a template manages to run.
const PASSED_ENVIRONMENT = ['PATH', 'TMPDIR', 'TMP', 'TEMP', 'SYSTEMROOT', 'ESBUILD_BINARY_PATH'];

export function formatDuration(ms: number): string {
  return ms % 1000 === 0 ? `${ms / 1000} s` : `${ms} ms`;
}

function childEnvironment(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const name of PASSED_ENVIRONMENT) {
    if (process.env[name] !== undefined) env[name] = process.env[name];
  }
  return env;
}

/**
 * Renders templates in child processes, created when first needed and replaced when one is
 * stopped: a render that runs past `timeoutMs` has its process killed, and one that needs more
 * than `maxMemoryMb` ends its own. Either way the render is answered with an error naming the
 * limit, and the server goes on.
 */
export function createRenderPool(options: RenderPoolOptions): RenderPool {
  const setup: RenderProcessSetup = {
    sandbox: options.sandbox,
    maxMemoryMb: options.maxMemoryMb,
    maxAnswerChars: options.maxAnswerChars,
  };
  const slots = new Set<Slot>();
  const queue: Job[] = [];
  let nextId = 1;
  let closed = false;

  const timeoutAnswer = (job: Job): SandboxAnswer => ({
    error: `rendering took longer than ${formatDuration(options.timeoutMs)} and was stopped`,
    expression: job.expression,
  });
  const failureAnswer = (job: Job, reason: 'memory' | 'crash'): SandboxAnswer => ({
    error:
      reason === 'memory'
        ? `rendering needed more than ${options.maxMemoryMb} MB of memory and was stopped`
        : 'the template renderer stopped unexpectedly',
    expression: job.expression,
  });

  function send(slot: Slot, message: ToRenderProcess): void {
    if (slot.child.connected) slot.child.send(message);
  }

  // A process keeps the event loop open only while someone waits for it: an idle one must not
  // keep a finished program (or a test run) from exiting.
  function hold(slot: Slot, held: boolean): void {
    if (held) {
      slot.child.ref();
      slot.child.channel?.ref();
    } else {
      slot.child.unref();
      slot.child.channel?.unref();
    }
  }

  function finish(slot: Slot, answer: SandboxAnswer): void {
    const { job } = slot;
    clearTimeout(slot.timer);
    slot.job = undefined;
    slot.timer = undefined;
    hold(slot, false);
    job?.resolve(answer);
  }

  function stop(slot: Slot): void {
    slot.stopped = true;
    slots.delete(slot);
    slot.child.kill('SIGKILL');
  }

  /** Waits for the process to replace its worker; one that does not in time is killed. */
  function awaitRestart(slot: Slot): void {
    slot.ready = false;
    hold(slot, true);
    clearTimeout(slot.timer);
    slot.timer = setTimeout(() => slot.child.kill('SIGKILL'), START_TIMEOUT_MS);
  }

  function dispatch(slot: Slot, job: Job): void {
    slot.job = job;
    slot.timer = setTimeout(() => {
      finish(slot, timeoutAnswer(job));
      send(slot, { type: 'abort' });
      awaitRestart(slot);
      pump();
    }, options.timeoutMs);
    hold(slot, true);
    send(slot, { type: 'render', id: job.id, requestJson: job.requestJson });
  }

  function onMessage(slot: Slot, message: FromRenderProcess): void {
    if (message.type === 'ready') {
      slot.ready = true;
      slot.started = true;
      clearTimeout(slot.timer);
      slot.timer = undefined;
      hold(slot, false);
      pump();
    } else if (message.type === 'answer') {
      if (slot.job?.id !== message.id) return;
      finish(slot, message.answer);
      pump();
    } else if (message.type === 'hostCall') {
      send(slot, {
        type: 'hostAnswer',
        callId: message.callId,
        answerJson: options.callHost(message.kind, message.name, message.argsJson),
      });
    } else {
      if (slot.job) finish(slot, failureAnswer(slot.job, message.reason));
      awaitRestart(slot);
      pump();
    }
  }

  function onExit(slot: Slot, code: number | null, signal: string | null): void {
    slots.delete(slot);
    clearTimeout(slot.timer);
    if (slot.stopped) return;
    options.onUnexpectedExit?.({ code, signal, stderr: slot.stderr });
    if (slot.job) {
      // V8 aborts the process when one allocation overshoots the heap limit by far.
      const memory = signal === 'SIGABRT' || signal === 'SIGTRAP';
      finish(slot, failureAnswer(slot.job, memory ? 'memory' : 'crash'));
    } else if (!slot.started) {
      // A process that cannot start will not start on the next try either: the renders
      // waiting for it are answered rather than starting processes for ever.
      for (const job of queue.splice(0)) {
        job.resolve({ error: 'the template renderer could not be started' });
      }
    }
    pump();
  }

  function spawn(): void {
    const child = fork(ENTRY, [RENDER_PROCESS, JSON.stringify(setup)], {
      // One helper thread for the garbage collector: a render's heap is small, and the machine's
      // processors are there for the server's requests.
      execArgv: ['--v8-pool-size=1'],
      env: childEnvironment(),
      serialization: 'advanced',
      stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
    });
    const slot: Slot = {
      child,
      ready: false,
      job: undefined,
      timer: undefined,
      started: false,
      stopped: false,
      stderr: '',
    };
    slots.add(slot);
    try {
      if (child.pid !== undefined) os.setPriority(child.pid, RENDER_PRIORITY);
    } catch {
      // Not allowed on this system: renders then compete with requests as equals.
    }
    child.stderr?.setEncoding('utf8');
    child.stderr?.on('data', (chunk: string) => {
      slot.stderr = (slot.stderr + chunk).slice(-STDERR_TAIL);
    });
    (child.stderr as Socket | null)?.unref();
    child.on('message', (message: FromRenderProcess) => onMessage(slot, message));
    child.on('exit', (code, signal) => onExit(slot, code, signal));
    child.on('error', () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    });
    slot.timer = setTimeout(() => {
      if (!slot.ready) child.kill('SIGKILL');
    }, START_TIMEOUT_MS);
    slot.timer.unref();
  }

  function pump(): void {
    if (closed) return;
    let starting = 0;
    for (const slot of slots) {
      if (!slot.ready) {
        starting++;
        continue;
      }
      if (slot.job) continue;
      const job = queue.shift();
      if (!job) return;
      dispatch(slot, job);
    }
    while (queue.length > starting && slots.size < options.size) {
      spawn();
      starting++;
    }
  }

  return {
    render(request) {
      if (closed) return Promise.resolve({ error: 'the template renderer was stopped' });
      const expression = typeof request.value === 'string' ? request.value : undefined;
      let requestJson: string;
      try {
        requestJson = JSON.stringify(request);
      } catch (error) {
        return Promise.resolve({ error: `the values cannot be rendered: ${String(error)}` });
      }
      return new Promise(resolve => {
        queue.push({ id: nextId++, requestJson, expression, resolve });
        pump();
      });
    },
    async close() {
      closed = true;
      for (const job of queue.splice(0))
        job.resolve({ error: 'the template renderer was stopped' });
      const exits = [...slots]
        .filter(slot => slot.child.exitCode === null && slot.child.signalCode === null)
        .map(slot => new Promise(resolve => slot.child.once('exit', resolve)));
      for (const slot of [...slots]) {
        if (slot.job) finish(slot, { error: 'the template renderer was stopped' });
        // Held so that its exit is seen, which an idle (unreferenced) process would not be.
        hold(slot, true);
        stop(slot);
      }
      await Promise.all(exits);
    },
  };
}
