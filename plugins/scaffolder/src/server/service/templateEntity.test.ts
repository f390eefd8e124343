import { describe, expect, it } from 'vitest';
import type { Entity } from '@atrium/model';
import { templateBaseUrl } from './templateEntity';

const withAnnotations = (annotations: Record<string, string>) =>
  ({ apiVersion: 'x', kind: 'Template', metadata: { name: 't', annotations } }) as Entity;

describe('templateBaseUrl', () => {
  it('reads the source location first, then the managed-by location', () => {
    expect(
      templateBaseUrl(
        withAnnotations({
          'backstage.io/source-location': 'url:https://git.example.com/t/tree/main/',
          'backstage.io/managed-by-location':
            'url:https://git.example.com/t/blob/main/template.yaml',
        }),
      ),
    ).toBe('https://git.example.com/t/tree/main/');
    expect(
      templateBaseUrl(
        withAnnotations({ 'backstage.io/managed-by-location': 'file:/srv/t/template.yaml' }),
      ),
    ).toBe('file:///srv/t/template.yaml');
  });

  it('has none for other location types or no annotation', () => {
    expect(templateBaseUrl(withAnnotations({}))).toBeUndefined();
    expect(
      templateBaseUrl(
        withAnnotations({ 'backstage.io/managed-by-location': 'bootstrap:bootstrap' }),
      ),
    ).toBeUndefined();
  });
});
