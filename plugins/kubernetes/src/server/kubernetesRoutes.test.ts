import { ALLOW, DENY, type Entity, type PolicyDecision } from '@atrium/model';
import {
  catalogEntitiesServiceRef,
  definePlugin,
  permissionsServiceRef,
} from '@atrium/server-core';
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

/** A cluster described in the catalog, whose users bring their own OIDC token. */
let catalogCluster: Entity | undefined;

/** The policy's answers, per permission name (ALLOW when absent). */
let decisions: Record<string, PolicyDecision> = {};

/** The catalog and the permission plugin, as far as the Kubernetes plugin asks them. */
const standInsPlugin = definePlugin({
  id: 'stand-ins',
  setup({ services }) {
    services.provide(catalogEntitiesServiceRef, {
      async getEntityByRef(ref) {
        return ref === 'component:default/rides-service' ? RIDES : undefined;
      },
      async getEntities(fields) {
        const wanted = fields.kind === 'resource' && fields['spec.type'] === 'kubernetes-cluster';
        return wanted && catalogCluster ? [catalogCluster] : [];
      },
    });
    services.provide(permissionsServiceRef, {
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
      startFakeKubernetes({ forbidden: ['deployments', 'pods.metrics.k8s.io'] }),
    ]);
    await down.setDown(true);
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
    const cluster = (name: string, fake: FakeKubernetes) => ({
      name,
      url: fake.url,
      authProvider: 'serviceAccount',
      serviceAccountToken: fake.token,
      caData: fake.caDataBase64,
      dashboardApp: 'standard',
      dashboardUrl: `https://dashboard.example.com/${name}`,
    });
    server = await startTestServer({
      plugins: [standInsPlugin, kubernetesPlugin],
      config: {
        kubernetes: {
          fetchTimeout: { seconds: 5 },
          clusterLocatorMethods: [
            {
              type: 'config',
              clusters: [cluster('demo', demo), cluster('down', down), cluster('locked', locked)],
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
      authProvider: 'serviceAccount',
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
      errorType: 'UNAUTHORIZED_ERROR',
      resourcePath: '/apis/apps/v1/deployments',
      statusCode: 403,
    });
    expect(names(clusters.locked, 'pods')?.length).toBeGreaterThan(0);
    expect(names(clusters.demo, 'pods')?.length).toBeGreaterThan(0);
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

  it('answers 404 for an entity the caller cannot see, and 400 for a bad body', async () => {
    const missing = await server.json('/api/kubernetes/resources/workloads/query', {
      method: 'POST',
      body: { entityRef: 'component:default/secret', auth: {} },
    });
    expect(missing.status).toBe(404);
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
