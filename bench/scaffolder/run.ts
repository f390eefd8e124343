import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { fetchGuestToken } from '@atrium/plugin-auth/testing';
import type { SerializedTask, SerializedTaskEvent } from '@atrium/plugin-scaffolder/shared';
import { findFreePort } from '@atrium/server-core/testing';
import {
  startMain,
  writeSelfContainedConfig,
  type StartedMain,
} from '../../apps/server/src/testing/startMain';
import { createSseParser } from '../../packages/web-core/src/client/createSseParser';
import { positiveInteger } from '../catalog/positiveNumber';
import { summarizeLatencies, type LatencySummary } from '../catalog/summarizeLatencies';

/**
 * `npm run bench:scaffolder`: the demo's Node.js service template, run as `npm start` runs it
 * (the shipped configuration, a server process of its own, SQLite), first one task at a time,
 * followed over the event stream as the task page follows it, then `--burst` tasks at once.
 */
const usage = 'npm run bench:scaffolder -- [--sequential 20] [--burst 50]';
const { values } = parseArgs({
  options: {
    sequential: { type: 'string', default: '20' },
    burst: { type: 'string', default: '50' },
  },
});
const sequential = positiveInteger('sequential', values.sequential, usage);
const burst = positiveInteger('burst', values.burst, usage);

const FINISHED = ['completed', 'failed', 'cancelled'];
const dir = await fs.realpath(await fs.mkdtemp(path.join(os.tmpdir(), 'atrium-bench-scaffolder-')));
const port = await findFreePort();
const { file: override } = await writeSelfContainedConfig(dir, port);
const base = `http://127.0.0.1:${port}`;
let main: StartedMain | undefined;

try {
  main = startMain(['--config', 'app-config.yaml', '--config', override]);
  const token = await waitFor(() => fetchGuestToken(base), 'the guest sign-in');
  const call = async <T>(pathname: string, body?: unknown): Promise<T> => {
    const response = await fetch(`${base}${pathname}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        ...(body !== undefined && { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${pathname}: ${response.status} ${await response.text()}`);
    return (await response.json()) as T;
  };
  await waitFor(
    () => call('/api/catalog/entities/by-name/template/default/node-service'),
    'the Node.js service template in the catalog',
  );

  let serial = 0;
  const values = () => {
    const name = `bench-service-${++serial}`;
    return {
      name,
      description: 'A service made by the scaffolder benchmark',
      owner: 'group:default/platform-infra',
      repoUrl: `localhost?owner=velora&repo=${name}`,
    };
  };
  const create = (): Promise<{ id: string }> =>
    call('/api/scaffolder/v2/tasks', {
      templateRef: 'template:default/node-service',
      values: values(),
    });

  /** One task followed over its event stream: when its first line came, and each line's delay. */
  const followOne = async () => {
    const sent = Date.now();
    const { id } = await create();
    const response = await fetch(`${base}/api/scaffolder/v2/tasks/${id}/eventstream`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    const parser = createSseParser();
    let firstLogAt: number | undefined;
    let status = 'unknown';
    const delays: number[] = [];
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      const arrived = Date.now();
      for (const message of parser.push(value)) {
        const event = JSON.parse(message.data) as SerializedTaskEvent;
        if (event.type === 'log') {
          firstLogAt ??= arrived;
          // Events already written when the stream opened are a replay, not a delivery.
          const written = Date.parse(event.createdAt);
          if (written >= sent) delays.push(arrived - written);
        }
        if (event.type === 'completion') {
          status = (await call<SerializedTask>(`/api/scaffolder/v2/tasks/${id}`)).status;
        }
      }
    }
    return { start: (firstLogAt ?? Date.now()) - sent, delays, status, total: Date.now() - sent };
  };

  // Warm-up: the first task loads the sandbox, git and the catalog's paths once.
  for (let index = 0; index < 2; index++) await followOne();
  const starts: number[] = [];
  const delays: number[] = [];
  const durations: number[] = [];
  let sequentialFailures = 0;
  for (let index = 0; index < sequential; index++) {
    const run = await followOne();
    starts.push(run.start);
    delays.push(...run.delays);
    durations.push(run.total);
    if (run.status !== 'completed') sequentialFailures++;
  }

  const burstStarted = Date.now();
  const ids = (await Promise.all(Array.from({ length: burst }, create))).map(task => task.id);
  const finished = await waitFor(
    async () => {
      const tasks = await Promise.all(
        ids.map(id => call<SerializedTask>(`/api/scaffolder/v2/tasks/${id}`)),
      );
      return tasks.every(task => FINISHED.includes(task.status)) ? tasks : undefined;
    },
    `${burst} tasks to finish`,
    { timeoutMs: 600_000, intervalMs: 500 },
  );
  const burstMs = Date.now() - burstStarted;
  const failed = finished.filter(task => task.status !== 'completed');
  const rss = await residentMemory(main.child.pid);

  const ms = (value: number) => `${value.toFixed(0)} ms`;
  const line = (summary: LatencySummary | undefined) =>
    summary
      ? `${ms(summary.p50)} / ${ms(summary.p95)} / ${ms(summary.p99)} (${summary.count})`
      : '—';
  console.log(
    [
      '## Scaffolder benchmark: the Node.js service template',
      '',
      `${new Date().toISOString()} · ${os.cpus().length} cores · load average ${os.loadavg()[0]?.toFixed(2)} · SQLite · ${sequential} tasks one at a time, then ${burst} at once`,
      '',
      '| figure | p50 / p95 / p99 (count) | target |',
      '|---|---|---|',
      `| task start: POST sent → first log line received | ${line(summarizeLatencies(starts))} | p95 < 100 ms |`,
      `| log line written → received over the event stream | ${line(summarizeLatencies(delays))} | < 50 ms |`,
      `| whole task, one at a time | ${line(summarizeLatencies(durations))} | — |`,
      '',
      '| figure | result | target |',
      '|---|---|---|',
      `| ${burst} tasks at once: all finished | ${ms(burstMs)} (${((burst * 1000) / burstMs).toFixed(1)} tasks/s) | — |`,
      `| failed tasks | ${failed.length + sequentialFailures} | 0 |`,
      `| server RSS after the run | ${rss} | — |`,
    ].join('\n'),
  );
  if (failed.length > 0) {
    const [first] = failed;
    const events = await call<SerializedTaskEvent[]>(
      `/api/scaffolder/v2/tasks/${first!.id}/events`,
    );
    console.log('\nFirst failure:', events.map(event => event.body.message).join('\n'));
  }
} finally {
  await main?.stop();
  await fs.rm(dir, { recursive: true, force: true });
}

async function waitFor<T>(
  check: () => Promise<T | undefined>,
  what: string,
  { timeoutMs = 60_000, intervalMs = 100 } = {},
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const value = await check().catch(() => undefined);
    if (value !== undefined) return value;
    await new Promise(resolve => setTimeout(resolve, intervalMs));
  }
  console.error(main?.output());
  throw new Error(`Timed out waiting for ${what}`);
}

async function residentMemory(pid: number | undefined): Promise<string> {
  if (pid === undefined) return '—';
  const status = await fs.readFile(`/proc/${pid}/status`, 'utf8').catch(() => '');
  const kb = /VmRSS:\s+(\d+) kB/.exec(status)?.[1];
  return kb ? `${Math.round(Number(kb) / 1024)} MB` : '—';
}
