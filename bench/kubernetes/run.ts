import os from 'node:os';
import { parseArgs } from 'node:util';
import { kubernetesPlugin } from '@atrium/plugin-kubernetes/server';
import type { ObjectsByEntityResponse } from '@atrium/plugin-kubernetes/shared';
import { startTestServer } from '@atrium/server-core/testing';
import { positiveInteger } from '../catalog/positiveNumber';
import { summarizeLatencies } from '../catalog/summarizeLatencies';
import { BENCH_KUBERNETES_ID } from './generatePods';
import { startBenchClusters } from './startBenchClusters';

/**
 * `npm run bench:kubernetes`: an entity with 500 pods spread over 3 (fake) clusters, asked for
 * its objects one request at a time, as the tab does every 10 s. The fakes answer without added
 * latency, so the figures are Atrium's own time: the lists, the metrics join and the answer.
 */
const usage = 'npm run bench:kubernetes -- [--pods 500] [--clusters 3] [--requests 200]';
const { values } = parseArgs({
  options: {
    pods: { type: 'string', default: '500' },
    clusters: { type: 'string', default: '3' },
    requests: { type: 'string', default: '200' },
  },
});
const pods = positiveInteger('pods', values.pods, usage);
const clusterCount = positiveInteger('clusters', values.clusters, usage);
const requests = positiveInteger('requests', values.requests, usage);

const clusters = await startBenchClusters({ pods, clusters: clusterCount });
const server = await startTestServer({
  plugins: [kubernetesPlugin],
  config: { kubernetes: { clusterLocatorMethods: clusters.clusterLocatorMethods } },
});

try {
  const entity = {
    metadata: {
      name: BENCH_KUBERNETES_ID,
      annotations: { 'backstage.io/kubernetes-id': BENCH_KUBERNETES_ID },
    },
  };
  const ask = async () => {
    const started = performance.now();
    const response = await server.request(`/api/kubernetes/services/${BENCH_KUBERNETES_ID}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ entity, auth: {} }),
    });
    const body = (await response.json()) as ObjectsByEntityResponse;
    return { ms: performance.now() - started, body, bytes: JSON.stringify(body).length };
  };
  // Warm-up: the client library loads on the first request, and the JIT settles.
  const first = await ask();
  const found = first.body.items.reduce(
    (sum, item) => sum + (item.resources.find(r => r.type === 'pods')?.resources.length ?? 0),
    0,
  );
  const metrics = first.body.items.reduce((sum, item) => sum + item.podMetrics.length, 0);
  for (let index = 0; index < 10; index++) await ask();
  const latencies: number[] = [];
  for (let index = 0; index < requests; index++) latencies.push((await ask()).ms);
  const summary = summarizeLatencies(latencies)!;
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  console.log(
    [
      `## Kubernetes benchmark: ${pods} pods over ${clusterCount} clusters`,
      '',
      `${new Date().toISOString()} · ${os.cpus().length} cores · load average ${os.loadavg()[0]?.toFixed(2)} · ${requests} requests at concurrency 1`,
      '',
      '| figure | result | target |',
      '|---|---|---|',
      `| POST /services/{entity} p50 / p95 / p99 | ${ms(summary.p50)} / ${ms(summary.p95)} / ${ms(summary.p99)} | p95 < 300 ms |`,
      `| first request (client library loads) | ${ms(first.ms)} | — |`,
      `| pods / pod metrics in the answer | ${found} / ${metrics} | ${pods} / ${pods} |`,
      `| answer size | ${(first.bytes / 1024).toFixed(0)} KB | — |`,
      `| server RSS after the run | ${(process.memoryUsage().rss / 1024 / 1024).toFixed(0)} MB (benchmark and fakes included) | — |`,
    ].join('\n'),
  );
} finally {
  await server.stop();
  await clusters.stop();
}
