import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { createConfig } from '@atrium/server-core';
import { describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import { readConfiguredClusters } from './readConfiguredClusters';

const folder = mkdtempSync(join(tmpdir(), 'atrium-kubeconfig-'));

function kubeconfig(file: string, users: Record<string, unknown>[], current = 'dev'): string {
  const path = join(folder, file);
  writeFileSync(
    path,
    stringify({
      apiVersion: 'v1',
      kind: 'Config',
      'current-context': current,
      clusters: [
        {
          name: 'dev-cluster',
          cluster: { server: 'https://127.0.0.1:6443/', 'certificate-authority-data': 'LS0t' },
        },
        {
          name: 'lab-cluster',
          cluster: {
            server: 'https://lab:6443',
            'certificate-authority': 'ca.crt',
            'insecure-skip-tls-verify': true,
          },
        },
      ],
      contexts: [
        { name: 'dev', context: { cluster: 'dev-cluster', user: 'dev-user' } },
        { name: 'lab', context: { cluster: 'lab-cluster', user: 'lab-user' } },
      ],
      users,
    }),
  );
  return path;
}

const read = (method: Record<string, unknown>, env: NodeJS.ProcessEnv = {}) =>
  readConfiguredClusters(
    createConfig({ kubernetes: { clusterLocatorMethods: [{ type: 'kubeconfig', ...method }] } }),
    env,
  );

const USERS = [
  { name: 'dev-user', user: { token: 'dev-token' } },
  { name: 'lab-user', user: { tokenFile: 'lab-token' } },
];

describe('the kubeconfig locator', () => {
  it("turns the current context into a cluster with its user's token", () => {
    const path = kubeconfig('config', USERS);
    expect(read({ path })).toEqual([
      {
        name: 'dev',
        url: 'https://127.0.0.1:6443',
        authProvider: 'serviceAccount',
        serviceAccountToken: 'dev-token',
        caData: 'LS0t',
        skipTLSVerify: false,
        skipMetricsLookup: false,
      },
    ]);
  });

  it('takes a named context, files relative to the kubeconfig, and $KUBECONFIG', () => {
    const path = kubeconfig('lab-config', USERS);
    writeFileSync(join(folder, 'lab-token'), 'lab-token\n');
    const missing = join(folder, 'missing');
    const env = { KUBECONFIG: [missing, path].join(delimiter) };
    expect(read({ context: 'lab', name: 'lab-cluster' }, env)).toEqual([
      expect.objectContaining({
        name: 'lab-cluster',
        url: 'https://lab:6443',
        serviceAccountToken: 'lab-token',
        caFile: join(folder, 'ca.crt'),
        skipTLSVerify: true,
      }),
    ]);
    expect(() => read({}, { KUBECONFIG: [missing, missing].join(delimiter) })).toThrow(
      `None of the kubeconfig files ${missing}, ${missing} exists`,
    );
  });

  it('says why a context cannot be used', () => {
    const certificates = kubeconfig('certs', [
      { name: 'dev-user', user: { 'client-certificate-data': 'x', 'client-key-data': 'y' } },
    ]);
    expect(() => read({ path: certificates })).toThrow(
      "Kubeconfig context 'dev' authenticates its user 'dev-user' with a client certificate: only a bearer token (token or tokenFile) is supported",
    );
    const exec = kubeconfig('exec', [{ name: 'dev-user', user: { exec: { command: 'aws' } } }]);
    expect(() => read({ path: exec })).toThrow('with an exec plugin');
    expect(() => read({ path: exec, context: 'nowhere' })).toThrow(
      `The kubeconfig ${exec} has no context 'nowhere'`,
    );
    expect(() => read({ path: join(folder, 'absent') })).toThrow(
      `The kubeconfig ${join(folder, 'absent')} cannot be read`,
    );
    expect(() => read({ path: '~/absent' }, { HOME: folder })).toThrow(
      `The kubeconfig ${join(folder, 'absent')} cannot be read`,
    );
    expect(() => read({}, { HOME: folder })).toThrow(
      `The kubeconfig ${join(folder, '.kube', 'config')} cannot be read`,
    );
  });
});
