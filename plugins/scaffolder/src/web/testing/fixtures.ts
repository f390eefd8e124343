import type { Entity } from '@atrium/model';

export function templateEntity(
  name: string,
  options: {
    title?: string;
    type?: string;
    tags?: string[];
    owner?: string;
    description?: string;
  } = {},
): Entity {
  return {
    apiVersion: 'scaffolder.backstage.io/v1beta3',
    kind: 'Template',
    metadata: {
      name,
      namespace: 'default',
      title: options.title,
      description: options.description,
      tags: options.tags,
    },
    spec: { type: options.type ?? 'service', owner: options.owner ?? 'group:default/platform' },
  };
}

export function groupEntity(name: string, displayName?: string): Entity {
  return {
    apiVersion: 'backstage.io/v1alpha1',
    kind: 'Group',
    metadata: { name, namespace: 'default' },
    spec: { type: 'team', children: [], profile: displayName ? { displayName } : undefined },
  } as Entity;
}
