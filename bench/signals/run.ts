import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { stringify } from 'yaml';
import { writeFile } from 'node:fs/promises';
import WebSocket from 'ws';
import { buildServerBundle } from '../catalog/buildServerBundle';
import { createBenchDatabase } from '../catalog/createBenchDatabase';
import { createHttpClient } from '../catalog/createHttpClient';
import type { BenchDatabase } from '../catalog/parseBenchArgs';
import { findFreePort } from '@atrium/server-core/testing';
import { positiveInteger } from '../catalog/positiveNumber';
import { readProcessMemory } from '../catalog/readProcessMemory';
import { startServer } from '../catalog/startServer';
import { summarizeLatencies, type LatencySummary } from '../catalog/summarizeLatencies';
import { waitForReady } from '../catalog/waitForReady';
import { seedNotifications } from './seedNotifications';

/**
 * `npm run bench:signals`: the server as `npm start` runs it (SQLite, or PostgreSQL with
 * `--db pg`), `--sockets` WebSockets on `/api/signals` from this process, and these figures: how
 * fast a broadcast notification reaches every socket, what a socket costs the server in memory,
 * how long one notification takes from the send to a page holding it (signal received, then
 * read), and the list call of a user with `--notifications` notifications.
 */
const usage =
  'npm run bench:signals -- [--sockets 5000] [--rounds 20] [--notifications 100000] [--queries 200] [--db sqlite|pg]';
const { values } = parseArgs({
  options: {
    db: { type: 'string', default: 'sqlite' },
    sockets: { type: 'string', default: '5000' },
    rounds: { type: 'string', default: '20' },
    notifications: { type: 'string', default: '100000' },
    queries: { type: 'string', default: '200' },
  },
});
const socketCount = positiveInteger('sockets', values.sockets, usage);
const rounds = positiveInteger('rounds', values.rounds, usage);
const notificationCount = positiveInteger('notifications', values.notifications, usage);
const queryCount = positiveInteger('queries', values.queries, usage);
if (values.db !== 'sqlite' && values.db !== 'pg') {
  throw new Error(`--db must be sqlite or pg, got '${values.db}'\n${usage}`);
}
const databaseKind: BenchDatabase = values.db;

const repoRoot = path.resolve(import.meta.dirname, '../..');
const EXTERNAL_TOKEN = `bench-${randomUUID()}`;
const GUEST = 'user:default/guest';

const dir = await mkdtemp(path.join(os.tmpdir(), 'atrium-bench-signals-'));
await buildServerBundle(repoRoot);
const port = await findFreePort();
const database = await createBenchDatabase(databaseKind, dir);
const configFile = path.join(dir, 'app-config.yaml');
await writeFile(
  configFile,
  stringify({
    backend: {
      listen: { port, host: '127.0.0.1' },
      baseUrl: `http://127.0.0.1:${port}`,
      database: database.config,
      auth: {
        externalAccess: [{ type: 'static', options: { token: EXTERNAL_TOKEN, subject: 'bench' } }],
      },
    },
    auth: { providers: { guest: {} } },
    catalog: { locations: [] },
  }),
);
const server = startServer({ repoRoot, configFile, logFile: path.join(dir, 'server.log') });
const baseUrl = `http://127.0.0.1:${port}`;
const client = createHttpClient(baseUrl);
const sockets: WebSocket[] = [];
const lines = [
  '## Signals and notifications benchmark',
  '',
  `${database.description}; ${socketCount} sockets, ${rounds} broadcasts, a user with ${notificationCount} notifications; ` +
    `load average at start ${os.loadavg()[0]!.toFixed(2)}`,
  '',
];
const ms = (value: number) => `${value.toFixed(1)} ms`;
const row = (name: string, summary: LatencySummary) =>
  `| ${name} | ${ms(summary.p50)} | ${ms(summary.p95)} | ${ms(summary.p99)} | ${ms(summary.max)} |`;

try {
  await waitForReady(server, client, 60_000);
  // As the web app signs in: the guest's token, asked for with the header the refresh requires.
  const session = (await (
    await fetch(`${baseUrl}/api/auth/guest/refresh`, {
      headers: { 'x-requested-with': 'XMLHttpRequest' },
    })
  ).json()) as { backstageIdentity: { token: string } };
  const token = session.backstageIdentity.token;

  /** What each socket heard: the time a notification's signal arrived, by notification id. */
  const heard = new Map<string, number[]>();
  const before = await readProcessMemory(server.pid);
  const openedAt = performance.now();
  for (let index = 0; index < socketCount; index += 100) {
    await Promise.all(
      Array.from({ length: Math.min(100, socketCount - index) }, () =>
        openSocket(`${baseUrl.replace('http', 'ws')}/api/signals`, token, heard),
      ),
    ).then(opened => sockets.push(...opened));
  }
  const openMs = performance.now() - openedAt;
  // Sockets subscribe after opening: a ping through each shows its frames were read.
  await Promise.all(
    sockets.map(socket => new Promise(resolve => socket.ping(undefined, undefined, resolve))),
  );
  const after = await readProcessMemory(server.pid);
  lines.push(
    `Opened ${socketCount} sockets in ${(openMs / 1000).toFixed(1)} s; server RSS ` +
      `${before.rssMb.toFixed(0)} → ${after.rssMb.toFixed(0)} MB, ` +
      `${(((after.rssMb - before.rssMb) * 1024) / socketCount).toFixed(1)} KB per socket`,
    '',
    '| figure | p50 | p95 | p99 | max |',
    '| --- | --- | --- | --- | --- |',
  );

  // A broadcast: stored once, one signal, delivered to every socket.
  const delivery: number[] = [];
  const lastSocket: number[] = [];
  for (let round = 0; round < rounds; round++) {
    const sentAt = performance.now();
    const [notification] = JSON.parse(
      (await send({ recipients: { type: 'broadcast' }, payload: { title: `Round ${round}` } }))
        .body,
    ) as Array<{ id: string }>;
    const times = await waitForAll(heard, notification!.id, socketCount);
    const latencies = times.map(time => time - sentAt);
    delivery.push(...latencies);
    lastSocket.push(Math.max(...latencies));
  }
  lines.push(row('broadcast, send → each socket', summarizeLatencies(delivery)!));
  lines.push(row('broadcast, send → the last socket', summarizeLatencies(lastSocket)!));

  // One notification to one person: the send, its signal, and the read the snackbar makes.
  const toScreen: number[] = [];
  for (let round = 0; round < rounds; round++) {
    const sentAt = performance.now();
    const [notification] = JSON.parse(
      (
        await send({
          recipients: { type: 'entity', entityRef: GUEST },
          payload: { title: `For the guest ${round}` },
        })
      ).body,
    ) as Array<{ id: string }>;
    await waitForAll(heard, notification!.id, 1);
    await client.request('GET', `/api/notifications/notifications/${notification!.id}`);
    toScreen.push(performance.now() - sentAt);
  }
  lines.push(row('one notification, send → signal → read', summarizeLatencies(toScreen)!));

  for (const socket of sockets) socket.terminate();
  await seedNotifications(database.config, GUEST, notificationCount);
  for (const [name, query] of [
    ['list, first page of 20', '?limit=20'],
    ['list, unread, severity high+', '?limit=20&read=false&minimumSeverity=high'],
    ['list, search', '?limit=20&search=build%2042'],
  ] as const) {
    await client.request('GET', `/api/notifications/notifications${query}`);
    const latencies: number[] = [];
    for (let index = 0; index < queryCount; index++) {
      latencies.push((await client.request('GET', `/api/notifications/notifications${query}`)).ms);
    }
    lines.push(row(`${name} (${notificationCount} notifications)`, summarizeLatencies(latencies)!));
  }
  const memory = await readProcessMemory(server.pid);
  lines.push(
    '',
    `Server RSS at the end ${memory.rssMb.toFixed(0)} MB, peak ${memory.peakRssMb.toFixed(0)} MB`,
  );
} finally {
  for (const socket of sockets) socket.terminate();
  client.close();
  await server.stop();
  await database.drop();
  await rm(dir, { recursive: true, force: true });
}
console.log(lines.join('\n'));

function send(body: unknown) {
  return fetch(`${baseUrl}/api/notifications/notifications`, {
    method: 'POST',
    headers: { authorization: `Bearer ${EXTERNAL_TOKEN}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  }).then(async response => ({ status: response.status, body: await response.text() }));
}

/** A socket as a page opens it: the token as the sub-protocol, subscribed to notifications. */
function openSocket(url: string, token: string, heard: Map<string, number[]>): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, [token]);
    socket.on('message', data => {
      const at = performance.now();
      const { message } = JSON.parse(data.toString()) as { message: { notification_id: string } };
      const times = heard.get(message.notification_id) ?? [];
      times.push(at);
      heard.set(message.notification_id, times);
    });
    socket.once('open', () => {
      socket.send(JSON.stringify({ action: 'subscribe', channel: 'notifications' }));
      resolve(socket);
    });
    socket.once('error', reject);
  });
}

async function waitForAll(heard: Map<string, number[]>, id: string, count: number) {
  const deadline = performance.now() + 30_000;
  while ((heard.get(id)?.length ?? 0) < count) {
    if (performance.now() > deadline) {
      throw new Error(`Only ${heard.get(id)?.length ?? 0} of ${count} sockets heard ${id}`);
    }
    await new Promise(resolve => setTimeout(resolve, 1));
  }
  return heard.get(id)!;
}
