import { describe, expect, it } from 'vitest';
import { InputError } from '@atrium/model';
import { clusterRequestUrl } from './clusterRequestUrl';

describe('clusterRequestUrl', () => {
  it('appends the path and query to the cluster URL, its base path included', () => {
    expect(clusterRequestUrl('https://k8s.example:6443', '/api/v1/pods?limit=1').href).toBe(
      'https://k8s.example:6443/api/v1/pods?limit=1',
    );
    expect(clusterRequestUrl('https://rancher.example/k8s/clusters/c-1/', '/api/v1').href).toBe(
      'https://rancher.example/k8s/clusters/c-1/api/v1',
    );
  });

  it.each([
    ['//evil.example/steal', 'https://k8s.example//evil.example/steal'],
    ['/\\evil.example/steal', 'https://k8s.example//evil.example/steal'],
    ['/%2F%2Fevil.example', 'https://k8s.example/%2F%2Fevil.example'],
    ['/@evil.example/x', 'https://k8s.example/@evil.example/x'],
  ])('keeps %s on the cluster host', (path, expected) => {
    const url = clusterRequestUrl('https://k8s.example', path);
    expect(url.host).toBe('k8s.example');
    expect(url.href).toBe(expected);
  });

  it.each(['/../c-2/api/v1/secrets', '/%2e%2e/c-2/api', '/api/../../c-2', '/.%2E/c-2'])(
    'refuses %s, which leaves the base path, with an InputError',
    path => {
      expect(() => clusterRequestUrl('https://rancher.example/k8s/clusters/c-1', path)).toThrow(
        InputError,
      );
    },
  );

  it('refuses a path that does not start with /', () => {
    expect(() => clusterRequestUrl('https://k8s.example', '@evil.example/')).toThrow(InputError);
  });
});
