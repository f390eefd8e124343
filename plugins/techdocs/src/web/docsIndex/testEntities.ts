import type { Entity } from '@atrium/model';

export interface DocsEntityOptions {
  kind?: string;
  namespace?: string;
  title?: string;
  type?: string;
  owner?: string;
  tags?: string[];
}

/** An entity with docs of its own, owned by a group, as the catalog answers it. */
export function docsEntity(name: string, options: DocsEntityOptions = {}): Entity {
  const owner = options.owner ?? 'group:default/team-a';
  return {
    apiVersion: 'backstage.io/v1alpha1',
    kind: options.kind ?? 'Component',
    metadata: {
      name,
      namespace: options.namespace ?? 'default',
      ...(options.title ? { title: options.title } : {}),
      tags: options.tags ?? [],
      annotations: { 'backstage.io/techdocs-ref': 'dir:.' },
    },
    spec: { type: options.type ?? 'service', owner },
    relations: [{ type: 'ownedBy', targetRef: owner }],
  };
}
