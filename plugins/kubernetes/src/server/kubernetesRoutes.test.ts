import { ALLOW, DENY, type Entity, type PolicyDecision } from '@atrium/model';
import { definePlugin, permissionsServiceRef } from '@atrium/server-core';
import { catalogEntitiesServiceRef } from '@atrium/plugin-catalog/node';
import { mockUserToken, startTestServer, type TestServer } from '@atrium/server-core/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ClusterObjects, ObjectsByEntityResponse } from '../shared';
import WebSocket from 'ws';
import { startFakeKubernetes, type FakeKubernetes } from '../testing';
import { kubernetesPlugin } from './plugin';
import { openPodTerminal } from './testing/openPodTerminal';

const RIDES: Entity = {
  apiVersion: 'backstage.io/v1alpha1',
  kind: 'Component',
  metadata: {
    name: 'rides-service',
    namespace: 'default',
    annotations: { 'backstage.io/kubernetes-id': 'rides-service' },
  },
  spec: {},
};

/** A pod of rides-service that metrics.k8s.io has no usage for (just scheduled, say). */
const UNMETERED_POD = {
  apiVersion: 'v1',
  kind: 'Pod',
  metadata: {
    name: 'rides-service-unmetered',
    namespace: 'rides-canary',
    labels: { 'backstage.io/kubernetes-id': 'rides-service' },
  },
  spec: {
    containers: [
      {
        name: 'rides-service',
        image: 'registry.example/rides-service:2.0.0',
        resources: {
          requests: { cpu: '100m', memory: '64Mi' },
          limits: { cpu: '500m', memory: '128Mi' },
        },
      },
    ],
  },
  status: { phase: 'Pending' },
};

/** A cluster described in the catalog, whose users bring their own OIDC token. */
let catalogCluster: Entity | undefined;

/** The policy's answers, per permission name (ALLOW when absent). */
let decisions: Record<string, PolicyDecision> = {};

/** The catalog and the permission plugin, as far as the Kubernetes plugin asks them. */
const standInsPlugin = definePlugin({
  id: 'stand-ins',
  provides: [catalogEntitiesServiceRef, permissionsServiceRef],
  setup({ provide }) {
    provide(catalogEntitiesServiceRef, {
      async getEntityByRef(ref) {
        return ref === 'component:default/rides-service' ? RIDES : undefined;
      },
      async getEntities(fields) {
        const wanted = fields.kind === 'resource' && fields['spec.type'] === 'kubernetes-cluster';
        return wanted && catalogCluster ? [catalogCluster] : [];
      },
    });
    provide(permissionsServiceRef, {
      async decide(_principal, permissions) {
        return permissions.map(permission => decisions[permission.name] ?? ALLOW);
      },
      async authorize() {
        throw new Error('not used');
      },
    });
  },
});

describe('the Kubernetes plugin against fake clusters', () => {
  let demo: FakeKubernetes;
  let down: FakeKubernetes;
  let locked: FakeKubernetes;
  let server: TestServer;

  beforeAll(async () => {
    [demo, down, locked] = await Promise.all([
      startFakeKubernetes(),
      startFakeKubernetes({ fixtures: [], downMode: 'refuse' }),
      startFakeKubernetes({ forbidden: ['deployments', 'limitranges', 'pods.metrics.k8s.io'] }),
    ]);
    await down.setDown(true);
    demo.add([UNMETERED_POD]);
    catalogCluster = {
      apiVersion: 'backstage.io/v1alpha1',
      kind: 'Resource',
      metadata: {
        name: 'from-catalog',
        annotations: {
          'kubernetes.io/api-server': demo.url,
          'kubernetes.io/api-server-certificate-authority': demo.caDataBase64,
          'kubernetes.io/auth-provider': 'oidc',
          'kubernetes.io/oidc-token-provider': 'okta',
          'kubernetes.io/skip-metrics-lookup': 'true',
        },
      },
      spec: { type: 'kubernetes-cluster' },
    };
    const cluster = (name: string, fake: FakeKubernetes, extra: object = {}) => ({
      name,
      url: fake.url,
      authProvider: 'serviceAccount',
      serviceAccountToken: fake.token,
      caData: fake.caDataBase64,
      dashboardApp: 'standard',
      dashboardUrl: `https://dashboard.example.com/${name}`,
      ...extra,
    });
    server = await startTestServer({
      plugins: [standInsPlugin, kubernetesPlugin],
      config: {
        kubernetes: {
          fetchTimeout: { seconds: 5 },
          clusterLocatorMethods: [
            {
              type: 'config',
              clusters: [
                cluster('demo', demo),
                cluster('down', down),
                cluster('locked', locked, {
                  title: 'Locked down',
                  dashboardParameters: { projectId: 'rides-prod' },
                }),
              ],
            },
            { type: 'catalog' },
          ],
          customResources: [{ group: 'argoproj.io', apiVersion: 'v1alpha1', plural: 'rollouts' }],
        },
      },
    });
  });
  afterAll(async () => {
    await server?.stop();
    await Promise.all([demo, down, locked].map(fake => fake?.stop()));
  });
  beforeEach(() => {
    decisions = {};
  });

  const byCluster = (response: ObjectsByEntityResponse) =>
    Object.fromEntries(response.items.map(item => [item.cluster.name, item]));
  const names = (item: ClusterObjects | undefined, type: string) =>
    item?.resources.find(resource => resource.type === type)?.resources.map(o => o.metadata?.name);

  it("lists the entity's objects on every cluster, with pod metrics", async () => {
    const { status, body } = await server.json<ObjectsByEntityResponse>(
      '/api/kubernetes/resources/workloads/query',
      { method: 'POST', body: { entityRef: 'component:default/rides-service', auth: {} } },
    );
    expect(status).toBe(200);
    const clusters = byCluster(body);
    const pods = names(clusters.demo, 'pods') ?? [];
    expect(pods.length).toBeGreaterThan(0);
    expect(pods.every(name => name?.startsWith('rides-service'))).toBe(true);
    expect(names(clusters.demo, 'deployments')).toContain('rides-service');
    expect(clusters.demo?.podMetrics.length).toBeGreaterThan(0);
    expect(clusters.demo?.errors).toEqual([]);
    expect(clusters.demo?.cluster).toEqual({
      name: 'demo',
      dashboardApp: 'standard',
      dashboardUrl: 'https://dashboard.example.com/demo',
    });
    // The label selector went to the cluster as asked.
    expect(
      demo.requests.some(request =>
        request.path.startsWith(
          '/api/v1/pods?labelSelector=backstage.io%2Fkubernetes-id%3Drides-service',
        ),
      ),
    ).toBe(true);
  });

  const workloads = async () => {
    const { status, body } = await server.json<ObjectsByEntityResponse>(
      '/api/kubernetes/resources/workloads/query',
      { method: 'POST', body: { entityRef: 'component:default/rides-service', auth: {} } },
    );
    expect(status).toBe(200);
    return byCluster(body);
  };

  it('describes each cluster as Backstage does: its name, title and dashboard, never its auth provider', async () => {
    const clusters = await workloads();
    const keys = (name: string) => Object.keys(clusters[name]?.cluster ?? {}).sort();
    expect(keys('demo')).toEqual(['dashboardApp', 'dashboardUrl', 'name']);
    // A cluster that could not be asked is described the same way.
    expect(keys('down')).toEqual(['dashboardApp', 'dashboardUrl', 'name']);
    expect(keys('from-catalog')).toEqual(['name']);
    expect(clusters.locked?.cluster).toEqual({
      name: 'locked',
      title: 'Locked down',
      dashboardUrl: 'https://dashboard.example.com/locked',
      dashboardApp: 'standard',
      dashboardParameters: { projectId: 'rides-prod' },
    });
  });

  it("lists Backstage's default kinds in its order, limit ranges and resource quotas included", async () => {
    const clusters = await workloads();
    expect(clusters.demo?.resources.map(resource => resource.type)).toEqual([
      'pods',
      'services',
      'configmaps',
      'limitranges',
      'resourcequotas',
      'deployments',
      'replicasets',
      'horizontalpodautoscalers',
      'jobs',
      'cronjobs',
      'ingresses',
      'statefulsets',
      'daemonsets',
      // kubernetes.customResources come after them.
      'customresources',
    ]);
    expect(
      demo.requests.some(request =>
        request.path.startsWith('/api/v1/resourcequotas?labelSelector='),
      ),
    ).toBe(true);
  });

  it('reports a refused limit range list as an error of that cluster, typed as Backstage types a 403, beside its other lists', async () => {
    const locked = (await workloads()).locked;
    expect(locked?.errors).toContainEqual({
      errorType: 'UNKNOWN_ERROR',
      resourcePath: '/api/v1/limitranges',
      statusCode: 403,
    });
    const types = locked?.resources.map(resource => resource.type);
    expect(types).not.toContain('limitranges');
    expect(types).toContain('resourcequotas');
  });

  it('passes objects through as the cluster listed them, adding no apiVersion or kind', async () => {
    const demoObjects = (await workloads()).demo;
    const builtIn = demoObjects?.resources.filter(r => r.type !== 'customresources') ?? [];
    const objects = builtIn.flatMap(response => response.resources);
    expect(objects.length).toBeGreaterThan(0);
    for (const object of objects) {
      expect(object).not.toHaveProperty('apiVersion');
      expect(object).not.toHaveProperty('kind');
    }
    // Custom resources come with their own, as the API server gives them.
    const gateway = {
      metadata: {
        name: 'rider-gateway',
        annotations: { 'backstage.io/kubernetes-id': 'rider-gateway' },
      },
    };
    const { body } = await server.json<ObjectsByEntityResponse>(
      '/api/kubernetes/services/rider-gateway',
      { method: 'POST', body: { entity: gateway, auth: {} } },
    );
    const custom = byCluster(body).demo?.resources.find(r => r.type === 'customresources');
    expect(custom?.resources[0]).toMatchObject({
      apiVersion: 'argoproj.io/v1alpha1',
      kind: 'Rollout',
    });
  });

  it("gives every pod of the entity a podMetrics entry with Backstage's value types, a pod without metrics too", async () => {
    const clusters = await workloads();
    const metrics = clusters.demo?.podMetrics ?? [];
    expect(metrics.map(entry => entry.pod.metadata?.name).sort()).toEqual(
      [...(names(clusters.demo, 'pods') ?? [])].sort(),
    );
    const measured = metrics.find(e => e.pod.metadata?.name === 'rides-service-7d9f8c6b5d-2xk8p');
    // CPU in cores travels as numbers, memory in bytes as strings of whole numbers.
    const cpu = { currentUsage: 0.097312443, requestTotal: 0.25, limitTotal: 1 };
    const memory = {
      currentUsage: '206196736',
      requestTotal: '268435456',
      limitTotal: '536870912',
    };
    expect(measured?.cpu).toEqual(cpu);
    expect(measured?.memory).toEqual(memory);
    expect(measured?.containers).toEqual([
      { container: 'rides-service', cpuUsage: cpu, memoryUsage: memory },
    ]);
    const unmetered = metrics.find(e => e.pod.metadata?.name === 'rides-service-unmetered');
    const listed = clusters.demo?.resources.find(r => r.type === 'pods')?.resources ?? [];
    expect(unmetered).toEqual({
      pod: listed.find(pod => pod.metadata?.name === 'rides-service-unmetered'),
      cpu: { currentUsage: 0, requestTotal: 0.1, limitTotal: 0.5 },
      memory: { currentUsage: 0, requestTotal: '67108864', limitTotal: '134217728' },
      containers: [],
    });
    // Metrics are asked per namespace of the pods: a refusal names that namespace's path.
    expect(clusters.locked?.errors).toContainEqual({
      errorType: 'UNKNOWN_ERROR',
      resourcePath: '/apis/metrics.k8s.io/v1beta1/namespaces/rides/pods',
      statusCode: 403,
    });
  });

  it('lists custom resources of the core group (group ""), as Backstage accepts', async () => {
    const { status, body } = await server.json<ObjectsByEntityResponse>(
      '/api/kubernetes/resources/custom/query',
      {
        method: 'POST',
        body: {
          entityRef: 'component:default/rides-service',
          auth: {},
          customResources: [{ group: '', apiVersion: 'v1', plural: 'pods' }],
        },
      },
    );
    expect(status).toBe(200);
    const resources = byCluster(body).demo?.resources ?? [];
    const listed = resources.flatMap(r => r.resources as Array<{ metadata?: { name?: string } }>);
    expect(resources.map(r => r.type)).toEqual(['customresources']);
    expect(listed.length).toBeGreaterThan(0);
    expect(listed.every(pod => pod.metadata?.name?.startsWith('rides-service'))).toBe(true);
    // Backstage names a custom resource's kind from its list; nothing else is added.
    for (const pod of listed) {
      expect(pod).toHaveProperty('kind', 'Pod');
      expect(pod).not.toHaveProperty('apiVersion');
    }
  });

  it('reports a cluster that is down and one that refuses some lists, without hiding the others', async () => {
    const { body } = await server.json<ObjectsByEntityResponse>(
      '/api/kubernetes/services/rides-service',
      { method: 'POST', body: { entity: RIDES, auth: {} } },
    );
    const clusters = byCluster(body);
    expect(clusters.down).toMatchObject({
      resources: [],
      errors: [{ errorType: 'FETCH_ERROR', message: expect.any(String) }],
    });
    expect(clusters.locked?.errors).toContainEqual({
      errorType: 'UNKNOWN_ERROR',
      resourcePath: '/apis/apps/v1/deployments',
      statusCode: 403,
    });
    expect(names(clusters.locked, 'pods')?.length).toBeGreaterThan(0);
    expect(names(clusters.demo, 'pods')?.length).toBeGreaterThan(0);
  });

  it('leaves out a cluster where the entity has no objects and nothing failed, as Backstage does', async () => {
    const ghost = {
      metadata: { name: 'ghost', annotations: { 'backstage.io/kubernetes-id': 'ghost' } },
    };
    const { body } = await server.json<ObjectsByEntityResponse>('/api/kubernetes/services/ghost', {
      method: 'POST',
      body: { entity: ghost, auth: {} },
    });
    // demo has nothing of it; the others each have an error to show.
    expect(body.items.map(item => item.cluster.name)).toEqual(['down', 'locked', 'from-catalog']);
  });

  it("finds clusters described in the catalog, reached with the user's token for their provider", async () => {
    const query = (auth: unknown) =>
      server.json<ObjectsByEntityResponse>('/api/kubernetes/resources/workloads/query', {
        method: 'POST',
        body: { entityRef: 'component:default/rides-service', auth },
      });
    const signedIn = byCluster((await query({ oidc: { okta: demo.token } })).body);
    expect(names(signedIn['from-catalog'], 'pods')?.length).toBeGreaterThan(0);
    // Metrics are skipped for it, as its annotation says.
    expect(signedIn['from-catalog']?.podMetrics).toEqual([]);
    const without = byCluster((await query({})).body);
    expect(without['from-catalog']?.errors).toEqual([
      {
        errorType: 'FETCH_ERROR',
        message: "No oidc token for provider 'okta' was supplied for cluster from-catalog",
      },
    ]);
  });

  it('tells the cluster apart from its secrets in GET /clusters', async () => {
    const { body } = await server.json<{ items: Array<Record<string, unknown>> }>(
      '/api/kubernetes/clusters',
    );
    expect(body.items.map(item => item.name)).toEqual(['demo', 'down', 'locked', 'from-catalog']);
    for (const item of body.items) {
      expect(item).not.toHaveProperty('serviceAccountToken');
      expect(item).not.toHaveProperty('url');
    }
  });

  it('passes events, logs and pod deletion through the proxy to the named cluster', async () => {
    const proxy = (path: string, init: { method?: string; cluster?: string } = {}) =>
      server.request(`/api/kubernetes/proxy${path}`, {
        method: init.method ?? 'GET',
        headers: { 'backstage-kubernetes-cluster': init.cluster ?? 'demo' },
      });
    const pods = (await (
      await proxy(
        '/api/v1/namespaces/rides/pods?labelSelector=backstage.io%2Fkubernetes-id%3Drides-service',
      )
    ).json()) as { items: Entity[] };
    const pod = pods.items[0]!.metadata.name;

    const logs = await proxy(`/api/v1/namespaces/rides/pods/${pod}/log?container=rides-service`);
    expect(logs.status).toBe(200);
    expect(await logs.text()).toContain('starting rides-service');

    const events = await proxy(
      `/api/v1/namespaces/rides/events?fieldSelector=involvedObject.name%3D${pod}`,
    );
    expect(events.status).toBe(200);

    expect((await proxy(`/api/v1/namespaces/rides/pods/${pod}`, { method: 'DELETE' })).status).toBe(
      200,
    );
    const after = await proxy(`/api/v1/namespaces/rides/pods/${pod}`);
    expect(after.status).toBe(404);

    const unknown = await proxy('/api/v1/pods', { cluster: 'nowhere' });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ error: { message: 'Cluster nowhere not found' } });
  });

  it("never sends a proxied request, or the cluster's token, to another host", async () => {
    const otherHost = new URL(locked.url).host;
    const before = locked.requests.length;
    for (const path of [
      `//${otherHost}/api/v1/pods`,
      `/%5C${otherHost}/api/v1/pods`,
      `/\\${otherHost}/api`,
    ]) {
      const answer = await server.request(`/api/kubernetes/proxy${path}`, {
        headers: { 'backstage-kubernetes-cluster': 'demo' },
      });
      // The demo cluster itself answers, whatever it makes of the path.
      expect(answer.status, path).toBeLessThan(500);
    }
    expect(locked.requests.length).toBe(before);
  });

  it('answers 404 to a proxy call naming no cluster when there are several, as Backstage does', async () => {
    const unnamed = await server.request('/api/kubernetes/proxy/api/v1/namespaces/rides/pods');
    expect(unnamed.status).toBe(404);
    expect(await unnamed.json()).toMatchObject({ error: { name: 'NotFoundError' } });
  });

  it('needs its permissions', async () => {
    decisions = { 'kubernetes.resources.read': DENY };
    const objects = await server.json('/api/kubernetes/resources/workloads/query', {
      method: 'POST',
      body: { entityRef: 'component:default/rides-service', auth: {} },
    });
    expect(objects).toMatchObject({
      status: 403,
      body: {
        error: {
          name: 'NotAllowedError',
          message: 'The kubernetes.resources.read permission is needed for this request',
        },
      },
    });
    decisions = { 'kubernetes.proxy': DENY };
    const proxied = await server.request('/api/kubernetes/proxy/api/v1/pods', {
      headers: { 'backstage-kubernetes-cluster': 'demo' },
    });
    expect(proxied.status).toBe(403);
  });

  it('answers 400, as Backstage does, for an entity the catalog does not give the caller, a bad ref or a bad body', async () => {
    const query = (path: string, body: object) =>
      server.json(`/api/kubernetes/resources/${path}/query`, { method: 'POST', body });
    const missing = await query('workloads', { entityRef: 'component:secret', auth: {} });
    expect(missing).toMatchObject({
      status: 400,
      body: {
        error: { name: 'InputError', message: 'Entity ref missing, component:default/secret' },
      },
    });
    const customMissing = await query('custom', {
      entityRef: 'component:default/secret',
      auth: {},
      customResources: [{ group: 'argoproj.io', apiVersion: 'v1alpha1', plural: 'rollouts' }],
    });
    expect(customMissing.status).toBe(400);
    expect((await query('workloads', { entityRef: 'ffff', auth: {} })).status).toBe(400);
    const bad = await server.json('/api/kubernetes/resources/custom/query', {
      method: 'POST',
      body: { entityRef: 'component:default/rides-service', customResources: [] },
    });
    expect(bad.status).toBe(400);
  });

  it("opens a pod's terminal through the proxy: typed text reaches the shell, its output comes back", async () => {
    const terminal = await openPodTerminal(server, 'demo');
    expect(terminal.socket.protocol).toBe('channel.k8s.io');
    terminal.type('echo hello\r');
    expect(await terminal.waitFor('hello\r\n')).toContain('hello\r\n');
    terminal.socket.close();
  });

  it('refuses a terminal without credentials, or on anything but a pod exec', async () => {
    const status = (path: string, headers: Record<string, string> = {}) =>
      new Promise<number>(resolve => {
        const socket = new WebSocket(
          `${server.url.replace('http', 'ws')}${path}`,
          ['channel.k8s.io'],
          {
            headers,
          },
        );
        socket.once('unexpected-response', (_request, response) =>
          resolve(response.statusCode ?? 0),
        );
        socket.once('open', () => resolve(101));
        socket.once('error', () => undefined);
      });
    const exec = '/api/kubernetes/proxy/api/v1/namespaces/rides/pods/x/exec?cluster=demo';
    expect(await status(exec)).toBe(401);
    const authorized = { authorization: `Bearer ${mockUserToken()}` };
    expect(await status('/api/kubernetes/proxy/api/v1/pods?cluster=demo', authorized)).toBe(404);
    expect(await status(exec.replace('demo', 'nowhere'), authorized)).toBe(404);
  });
});
