import { describe, expect, it } from 'vitest';
import { parseApiPath } from './parseApiPath';

describe('parseApiPath', () => {
  it.each([
    ['/api', { type: 'root', path: '/api' }],
    ['/apis', { type: 'root', path: '/apis' }],
    ['/apis/apps', { type: 'group', group: 'apps' }],
    ['/api/v1', { type: 'groupVersion', group: '', version: 'v1' }],
    ['/apis/apps/v1', { type: 'groupVersion', group: 'apps', version: 'v1' }],
    ['/api/v1/pods', { type: 'resource', group: '', version: 'v1', resource: 'pods' }],
    [
      '/api/v1/namespaces/rides',
      { type: 'resource', group: '', version: 'v1', resource: 'namespaces', name: 'rides' },
    ],
    [
      '/apis/apps/v1/namespaces/rides/deployments',
      {
        type: 'resource',
        group: 'apps',
        version: 'v1',
        namespace: 'rides',
        resource: 'deployments',
      },
    ],
    [
      '/api/v1/namespaces/rides/pods/web-0/log',
      {
        type: 'resource',
        group: '',
        version: 'v1',
        namespace: 'rides',
        resource: 'pods',
        name: 'web-0',
        subresource: 'log',
      },
    ],
  ])('%s', (path, expected) => {
    expect(JSON.parse(JSON.stringify(parseApiPath(path)))).toEqual(expected);
  });

  it('knows no path whose percent-encoding is malformed, rather than throwing', () => {
    expect(parseApiPath('/api/v1/namespaces/%E0%A4%A/pods')).toBeUndefined();
    expect(parseApiPath('/%')).toBeUndefined();
  });

  it('knows no deeper paths', () => {
    expect(parseApiPath('/api/v1/namespaces/rides/pods/web-0/log/more')).toBeUndefined();
    expect(parseApiPath('/api/v1/pods/web-0/log')).toBeUndefined();
  });
});
