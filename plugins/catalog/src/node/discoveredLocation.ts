import { createHash } from 'node:crypto';

/**
 * A Location entity for a catalog file a provider found (a repository's `catalog-info.yaml`): the
 * catalog follows it like any other. Its name derives from the target, so the same file found
 * again is the same entity.
 */
export function discoveredLocation(target: string) {
  const digest = createHash('sha1').update(target).digest('hex');
  return {
    apiVersion: 'backstage.io/v1alpha1',
    kind: 'Location',
    metadata: { name: `generated-${digest}` },
    spec: { type: 'url', target },
  };
}
