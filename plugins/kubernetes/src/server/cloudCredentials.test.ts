import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseAmzDate, presignAwsUrl } from '@atrium/server-core';
import { startTestServer, type TestServer } from '@atrium/server-core/testing';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { stringify } from 'yaml';
import type { ClustersResponse, ObjectsByEntityResponse } from '../shared';
import {
  startFakeKubernetes,
  startLoopbackServer,
  type FakeKubernetes,
  type LoopbackServer,
} from '../testing';
import { kubernetesPlugin } from './plugin';
import { openPodTerminal } from './testing/openPodTerminal';

const RIDES = {
  metadata: {
    name: 'rides-service',
    annotations: { 'backstage.io/kubernetes-id': 'rides-service' },
  },
};

/**
 * What an EKS API server's authenticator checks (it then calls the URL at STS): a presigned
 * GetCallerIdentity signed for this cluster's id, here with the role's credentials.
 */
function isEksToken(token: string, clusterId: string): boolean {
  if (!token.startsWith('k8s-aws-v1.')) return false;
  const url = new URL(Buffer.from(token.slice(11), 'base64url').toString('utf8'));
  const date = parseAmzDate(url.searchParams.get('X-Amz-Date') ?? '');
  const expected = presignAwsUrl({
    method: 'GET',
    url: new URL(
      'https://sts.us-east-1.amazonaws.com/?Action=GetCallerIdentity&Version=2011-06-15',
    ),
    headers: { 'x-k8s-aws-id': clusterId },
    region: 'us-east-1',
    service: 'sts',
    credentials: {
      accessKeyId: 'ASIAROLE',
      secretAccessKey: 'role-secret',
      sessionToken: 'role-session',
    },
    date,
    expiresSeconds: 60,
  });
  return url.toString() === expected.toString();
}

const ASSUME_ROLE_ANSWER = `<AssumeRoleResponse xmlns="https://sts.amazonaws.com/doc/2011-06-15/">
  <AssumeRoleResult><Credentials>
    <AccessKeyId>ASIAROLE</AccessKeyId><SecretAccessKey>role-secret</SecretAccessKey>
    <SessionToken>role-session</SessionToken><Expiration>2999-01-01T00:00:00Z</Expiration>
  </Credentials></AssumeRoleResult>
</AssumeRoleResponse>`;

const DENIED_ANSWER =
  '<ErrorResponse><Error><Type>Sender</Type><Code>AccessDenied</Code><Message>Not authorized to perform sts:AssumeRole</Message></Error></ErrorResponse>';

describe('clusters the server authenticates to itself', () => {
  let eks: FakeKubernetes;
  let aks: FakeKubernetes;
  let local: FakeKubernetes;
  let sts: LoopbackServer;
  let entra: LoopbackServer;
  let server: TestServer;

  beforeAll(async () => {
    [sts, entra] = await Promise.all([
      startLoopbackServer(request =>
        new URLSearchParams(request.body).get('RoleArn')?.endsWith('/denied')
          ? { status: 403, contentType: 'text/xml', body: DENIED_ANSWER }
          : { contentType: 'text/xml', body: ASSUME_ROLE_ANSWER },
      ),
      startLoopbackServer(() => ({ body: { access_token: 'entra-token', expires_in: 3599 } })),
    ]);
    [eks, aks, local] = await Promise.all([
      startFakeKubernetes({ acceptsToken: token => isEksToken(token, 'eks-prod') }),
      startFakeKubernetes({ token: 'entra-token' }),
      startFakeKubernetes(),
    ]);
    vi.stubEnv('AWS_ACCESS_KEY_ID', 'AKIDEXAMPLE');
    vi.stubEnv('AWS_SECRET_ACCESS_KEY', 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY');
    vi.stubEnv('AWS_SESSION_TOKEN', '');
    vi.stubEnv('AWS_REGION', 'us-east-1');
    vi.stubEnv('AWS_STS_ENDPOINT', sts.url);
    vi.stubEnv('AZURE_TENANT_ID', 'tenant');
    vi.stubEnv('AZURE_CLIENT_ID', 'client');
    vi.stubEnv('AZURE_CLIENT_SECRET', 'secret');
    vi.stubEnv('AZURE_AUTHORITY_HOST', entra.url);
    vi.stubEnv('GOOGLE_APPLICATION_CREDENTIALS', '');

    const kubeconfig = join(mkdtempSync(join(tmpdir(), 'atrium-kubeconfig-')), 'config');
    writeFileSync(
      kubeconfig,
      stringify({
        'current-context': 'laptop',
        clusters: [
          {
            name: 'fake',
            cluster: { server: local.url, 'certificate-authority-data': local.caDataBase64 },
          },
        ],
        contexts: [{ name: 'laptop', context: { cluster: 'fake', user: 'me' } }],
        users: [{ name: 'me', user: { token: local.token } }],
      }),
    );
    const cloud = (name: string, fake: FakeKubernetes, details: Record<string, unknown>) => ({
      name,
      url: fake.url,
      caData: fake.caDataBase64,
      skipMetricsLookup: true,
      ...details,
    });
    server = await startTestServer({
      plugins: [kubernetesPlugin],
      config: {
        kubernetes: {
          clusterLocatorMethods: [
            {
              type: 'config',
              clusters: [
                cloud('eks', eks, {
                  authProvider: 'aws',
                  assumeRole: 'arn:aws:iam::111122223333:role/reader',
                  authMetadata: { 'kubernetes.io/x-k8s-aws-id': 'eks-prod' },
                }),
                cloud('eks-denied', eks, {
                  authProvider: 'aws',
                  assumeRole: 'arn:aws:iam::111122223333:role/denied',
                }),
                cloud('aks', aks, { authProvider: 'azure' }),
                cloud('gke', local, { authProvider: 'googleServiceAccount' }),
              ],
            },
            { type: 'kubeconfig', path: kubeconfig },
          ],
        },
      },
    });
  });
  afterAll(async () => {
    vi.unstubAllEnvs();
    await server?.stop();
    await Promise.all([eks, aks, local, sts, entra].map(fake => fake?.stop()));
  });

  const query = async () => {
    const { status, body } = await server.json<ObjectsByEntityResponse>(
      '/api/kubernetes/services/rides-service',
      { method: 'POST', body: { entity: RIDES, auth: { aws: 'from-the-browser' } } },
    );
    expect(status).toBe(200);
    return Object.fromEntries(body.items.map(item => [item.cluster.name, item]));
  };
  const pods = (item: ObjectsByEntityResponse['items'][number] | undefined) =>
    item?.resources.find(resource => resource.type === 'pods')?.resources.length ?? 0;

  it('lists objects on aws, azure and kubeconfig clusters with credentials the server obtained', async () => {
    const clusters = await query();
    for (const name of ['eks', 'aks', 'laptop']) {
      expect(clusters[name]?.errors).toEqual([]);
      expect(pods(clusters[name])).toBeGreaterThan(0);
    }
    // A kubeconfig user's token is a service account's, as GET /clusters says.
    const known = await server.json<ClustersResponse>('/api/kubernetes/clusters');
    expect(known.body.items.find(item => item.name === 'laptop')?.authProvider).toBe(
      'serviceAccount',
    );
    const assumeRoles = sts.requests.filter(request =>
      request.body.includes('role%2Freader'),
    ).length;
    const tokens = entra.requests.length;
    await query();
    // The role's credentials and the Entra ID token were kept.
    expect(sts.requests.filter(request => request.body.includes('role%2Freader')).length).toBe(
      assumeRoles,
    );
    expect(entra.requests.length).toBe(tokens);
  });

  it('gives a cluster whose credentials fail its FETCH_ERROR, beside the others', async () => {
    const clusters = await query();
    expect(clusters['eks-denied']).toMatchObject({
      resources: [],
      errors: [
        {
          errorType: 'FETCH_ERROR',
          message:
            'Cluster eks-denied: AWS STS AssumeRole of arn:aws:iam::111122223333:role/denied: STS answered 403 (AccessDenied: Not authorized to perform sts:AssumeRole)',
        },
      ],
    });
    expect(clusters.gke?.errors).toEqual([
      {
        errorType: 'FETCH_ERROR',
        message:
          'Cluster gke: No Google service account key: set kubernetes.googleServiceAccountCredentials or GOOGLE_APPLICATION_CREDENTIALS',
      },
    ]);
    expect(pods(clusters.eks)).toBeGreaterThan(0);
  });

  it('proxies with the server-obtained token, and answers 503 naming a credential that fails', async () => {
    const proxy = (cluster: string) =>
      server.request('/api/kubernetes/proxy/api/v1/namespaces/rides/pods', {
        headers: {
          'backstage-kubernetes-cluster': cluster,
          'backstage-kubernetes-authorization': 'Bearer from-the-browser',
        },
      });
    expect((await proxy('eks')).status).toBe(200);
    expect((await proxy('aks')).status).toBe(200);
    expect(aks.requests.at(-1)?.headers.authorization).toBe('Bearer entra-token');
    const failing = await proxy('gke');
    expect(failing.status).toBe(503);
    expect(await failing.json()).toMatchObject({
      error: {
        name: 'ServiceUnavailableError',
        message: expect.stringContaining('Cluster gke: No Google service account key'),
      },
      response: { statusCode: 503 },
    });
  });

  it("opens a pod's terminal on an aws cluster with the token the server made", async () => {
    const terminal = await openPodTerminal(server, 'eks');
    terminal.type('whoami\r');
    expect(await terminal.waitFor('whoami\r\n')).toContain('whoami\r\n');
    terminal.socket.close();
  });
});
