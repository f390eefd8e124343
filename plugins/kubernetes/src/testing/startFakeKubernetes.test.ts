import {
  type ApiException,
  ApisApi,
  AppsV1Api,
  AutoscalingV2Api,
  CoreApi,
  CoreV1Api,
  CustomObjectsApi,
  KubeConfig,
  Metrics,
} from '@kubernetes/client-node';
import { get } from 'node:https';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeKubernetes, type FakeKubernetes } from './startFakeKubernetes';

function kubeConfig(fake: FakeKubernetes, overrides: { token?: string; ca?: boolean } = {}) {
  const config = new KubeConfig();
  config.loadFromOptions({
    clusters: [
      {
        name: 'fake',
        server: fake.url,
        ...(overrides.ca === false ? {} : { caData: fake.caDataBase64 }),
      },
    ],
    users: [{ name: 'reader', token: overrides.token ?? fake.token }],
    contexts: [{ name: 'fake', cluster: 'fake', user: 'reader' }],
    currentContext: 'fake',
  });
  return config;
}

function rawGet(
  fake: FakeKubernetes,
  path: string,
  token: string,
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = get(
      `${fake.url}${path}`,
      { ca: fake.caData, headers: { authorization: `Bearer ${token}` } },
      response => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      },
    );
    request.on('error', reject);
  });
}

async function failureOf(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the call to fail');
}

describe('startFakeKubernetes with @kubernetes/client-node', () => {
  let fake: FakeKubernetes;
  let core: CoreV1Api;

  beforeAll(async () => {
    fake = await startFakeKubernetes();
    core = kubeConfig(fake).makeApiClient(CoreV1Api);
  });
  afterAll(() => fake.stop());

  it('answers odd paths as an API server does, never leaving a request unanswered', async () => {
    for (const path of ['//%7B%7B%207%20%2A%207%20%7D%7D', '/api/v1/namespaces/%E0%A4%A/pods']) {
      const { status, body } = await rawGet(fake, path, fake.token);
      expect(status, path).toBeLessThan(500);
      expect(JSON.parse(body), path).toMatchObject({ kind: 'Status' });
    }
  });

  it('lists pods across namespaces by label selector, with the bearer token', async () => {
    const list = await core.listPodForAllNamespaces({
      labelSelector: 'backstage.io/kubernetes-id=rides-service',
    });
    expect(list.kind).toBe('PodList');
    expect(list.apiVersion).toBe('v1');
    expect(Number(list.metadata?.resourceVersion)).toBeGreaterThan(0);
    expect(list.items.map(pod => pod.metadata?.name).sort()).toEqual([
      'rides-service-7d9f8c6b5d-2xk8p',
      'rides-service-7d9f8c6b5d-9qv4m',
      'rides-service-7d9f8c6b5d-tl7wz',
    ]);
    expect(list.items[0]?.status?.phase).toBe('Running');
    expect(fake.requests.at(-1)?.headers.authorization).toBe(`Bearer ${fake.token}`);
  });

  it('describes its groups and resources for discovery', async () => {
    const config = kubeConfig(fake);
    const core = await config.makeApiClient(CoreApi).getAPIVersions();
    expect(core.versions).toEqual(['v1']);
    const groups = await config.makeApiClient(ApisApi).getAPIVersions();
    expect(groups.groups.map(group => group.name)).toEqual(
      expect.arrayContaining(['apps', 'autoscaling', 'batch', 'argoproj.io', 'metrics.k8s.io']),
    );
    const apps = await config.makeApiClient(AppsV1Api).getAPIResources();
    expect(apps.resources.map(resource => resource.name)).toContain('deployments');
    const v1 = await config.makeApiClient(CoreV1Api).getAPIResources();
    expect(v1.resources.map(resource => resource.name)).toEqual(
      expect.arrayContaining(['pods', 'pods/log', 'pods/exec', 'events', 'limitranges']),
    );
  });

  it('lists one namespace only, with set-based selectors', async () => {
    const list = await core.listNamespacedPod({
      namespace: 'billing',
      labelSelector: 'app.kubernetes.io/name in (pricing-engine,wallet-service),!job-name',
    });
    const names = list.items.map(pod => pod.metadata?.name);
    expect(names).toHaveLength(4);
    expect(list.items.every(pod => pod.metadata?.namespace === 'billing')).toBe(true);
    const apps = kubeConfig(fake).makeApiClient(AppsV1Api);
    const deployments = await apps.listNamespacedDeployment({ namespace: 'rides' });
    expect(deployments.kind).toBe('DeploymentList');
    expect(deployments.items.map(item => item.metadata?.name)).toEqual(['rides-service']);
  });

  it('pages a list with limit and continue', async () => {
    const all = await core.listPodForAllNamespaces();
    const first = await core.listPodForAllNamespaces({ limit: 2 });
    expect(first.items.map(pod => pod.metadata?.name)).toEqual(
      all.items.slice(0, 2).map(pod => pod.metadata?.name),
    );
    expect(first.metadata?.remainingItemCount).toBe(all.items.length - 2);
    const second = await core.listPodForAllNamespaces({
      limit: 2,
      _continue: first.metadata?._continue,
    });
    expect(second.items.map(pod => pod.metadata?.name)).toEqual(
      all.items.slice(2, 4).map(pod => pod.metadata?.name),
    );
  });

  it('serves HPAs, custom resources and pod metrics', async () => {
    const hpas = await kubeConfig(fake)
      .makeApiClient(AutoscalingV2Api)
      .listHorizontalPodAutoscalerForAllNamespaces({ labelSelector: 'backstage.io/kubernetes-id' });
    expect(hpas.items.map(hpa => hpa.metadata?.name).sort()).toEqual([
      'pricing-engine',
      'rides-service',
    ]);

    const rollouts = (await kubeConfig(fake)
      .makeApiClient(CustomObjectsApi)
      .listClusterCustomObject({
        group: 'argoproj.io',
        version: 'v1alpha1',
        plural: 'rollouts',
        labelSelector: 'backstage.io/kubernetes-id=rider-gateway',
      })) as {
      kind: string;
      items: Array<{ kind: string; status: { pauseConditions: unknown[] } }>;
    };
    expect(rollouts.kind).toBe('RolloutList');
    expect(rollouts.items).toHaveLength(1);
    expect(rollouts.items[0]?.kind).toBe('Rollout');
    expect(rollouts.items[0]?.status.pauseConditions).toEqual([
      { reason: 'CanaryPauseStep', startTime: '2026-11-21T07:30:12Z' },
    ]);

    const metrics = await new Metrics(kubeConfig(fake)).getPodMetrics('rides');
    const pod = metrics.items.find(item => item.metadata.name === 'rides-service-7d9f8c6b5d-2xk8p');
    expect(pod?.containers).toEqual([
      { name: 'rides-service', usage: { cpu: '97312443n', memory: '201364Ki' } },
    ]);
    const all = await new Metrics(kubeConfig(fake)).getPodMetrics();
    expect(all.items.length).toBeGreaterThan(metrics.items.length);
  });

  it('filters events by the involved object', async () => {
    const events = await core.listNamespacedEvent({
      namespace: 'billing',
      fieldSelector: 'involvedObject.name=pricing-engine-6c8f9d7b4-crash',
    });
    expect(events.kind).toBe('EventList');
    expect(events.items.map(event => event.reason).sort()).toEqual(['BackOff', 'Pulled']);
  });

  it('answers a container log, and the previous one', async () => {
    const current = await core.readNamespacedPodLog({
      namespace: 'rides',
      name: 'rides-service-7d9f8c6b5d-2xk8p',
      container: 'rides-service',
    });
    expect(current).toContain('listening on :8080');
    const previous = await core.readNamespacedPodLog({
      namespace: 'billing',
      name: 'pricing-engine-6c8f9d7b4-crash',
      container: 'engine',
      previous: true,
    });
    expect(previous).toContain('FATAL exiting code=1');
  });

  it('deletes a pod and then answers 404 for it', async () => {
    const deleted = await core.deleteNamespacedPod({
      namespace: 'rides',
      name: 'rides-service-7d9f8c6b5d-9qv4m',
    });
    expect(deleted.metadata?.deletionTimestamp).toBeDefined();
    const error = await failureOf(
      core.readNamespacedPod({ namespace: 'rides', name: 'rides-service-7d9f8c6b5d-9qv4m' }),
    );
    expect((error as ApiException<string>).code).toBe(404);
    expect(fake.requests.some(request => request.method === 'DELETE')).toBe(true);
  });

  it('answers 401 with a Status object without the right token', async () => {
    const client = kubeConfig(fake, { token: 'wrong' }).makeApiClient(CoreV1Api);
    const error = (await failureOf(client.listPodForAllNamespaces())) as ApiException<string>;
    expect(error.code).toBe(401);
    // The client drops a 401's body, so it is read here directly.
    const answer = await rawGet(fake, '/api/v1/pods', 'wrong');
    expect(answer.status).toBe(401);
    expect(JSON.parse(answer.body)).toMatchObject({
      kind: 'Status',
      status: 'Failure',
      reason: 'Unauthorized',
      code: 401,
    });
  });

  it('answers 403 for forbidden resources only', async () => {
    fake.setForbidden(['pods']);
    try {
      const error = (await failureOf(
        core.listNamespacedPod({ namespace: 'rides' }),
      )) as ApiException<string>;
      expect(error.code).toBe(403);
      expect(JSON.parse(error.body)).toMatchObject({ kind: 'Status', reason: 'Forbidden' });
      const services = await core.listNamespacedService({ namespace: 'rides' });
      expect(services.items).toHaveLength(1);
    } finally {
      fake.setForbidden(false);
    }
  });

  it('answers 503 while down, and again once up', async () => {
    await fake.setDown(true);
    const error = (await failureOf(core.listPodForAllNamespaces())) as ApiException<string>;
    expect(error.code).toBe(503);
    await fake.setDown(false);
    expect((await core.listPodForAllNamespaces()).items.length).toBeGreaterThan(0);
  });

  it('is verified with its CA, and refused without it', async () => {
    const untrusted = kubeConfig(fake, { ca: false }).makeApiClient(CoreV1Api);
    const error = await failureOf(untrusted.listPodForAllNamespaces());
    expect(String((error as Error).cause ?? error)).toMatch(/certificate/i);
  });
});

describe('startFakeKubernetes options', () => {
  it('refuses connections when down in refuse mode, on the same port once up', async () => {
    const fake = await startFakeKubernetes({ fixtures: [], downMode: 'refuse' });
    try {
      const core = kubeConfig(fake).makeApiClient(CoreV1Api);
      await fake.setDown(true);
      const error = await failureOf(core.listPodForAllNamespaces());
      expect(String((error as Error).cause ?? error)).toMatch(/ECONNREFUSED/);
      await fake.setDown(false);
      expect((await core.listPodForAllNamespaces()).items).toEqual([]);
    } finally {
      await fake.stop();
    }
  });

  it('serves objects added in code, with latency', async () => {
    const pods = Array.from({ length: 500 }, (_, index) => ({
      apiVersion: 'v1',
      kind: 'Pod',
      metadata: { name: `load-${index}`, namespace: 'bench', labels: { app: 'load' } },
      spec: { containers: [{ name: 'main', image: 'busybox' }] },
    }));
    const fake = await startFakeKubernetes({ fixtures: [], objects: pods, latencyMs: 50 });
    try {
      const core = kubeConfig(fake).makeApiClient(CoreV1Api);
      const started = Date.now();
      const list = await core.listNamespacedPod({ namespace: 'bench', labelSelector: 'app=load' });
      expect(list.items).toHaveLength(500);
      expect(Date.now() - started).toBeGreaterThanOrEqual(45);
    } finally {
      await fake.stop();
    }
  });
});
