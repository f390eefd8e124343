import { startTestServer, type TestServer } from '@atrium/server-core/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClustersResponse, ObjectsByEntityResponse } from '../../shared';
import { kubernetesPlugin } from '../plugin';

describe('the demo cluster', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      plugins: [kubernetesPlugin],
      config: {
        kubernetes: {
          clusterLocatorMethods: [{ type: 'demo', name: 'velora-demo', title: 'Velora demo' }],
        },
      },
    });
  });
  afterAll(() => server?.stop());

  it("is a named cluster of its own, serving the demo organisation's workloads", async () => {
    const clusters = await server.json<ClustersResponse>('/api/kubernetes/clusters');
    expect(clusters.body.items).toEqual([
      { name: 'velora-demo', title: 'Velora demo', authProvider: 'serviceAccount' },
    ]);
    const { body } = await server.json<ObjectsByEntityResponse>(
      '/api/kubernetes/services/pricing-engine',
      {
        method: 'POST',
        body: {
          entity: {
            metadata: {
              name: 'pricing-engine',
              annotations: { 'backstage.io/kubernetes-id': 'pricing-engine' },
            },
          },
        },
      },
    );
    const pods = body.items[0]?.resources.find(resource => resource.type === 'pods');
    expect(pods?.resources.length).toBeGreaterThan(0);
    expect(body.items[0]?.errors).toEqual([]);
  });
});
