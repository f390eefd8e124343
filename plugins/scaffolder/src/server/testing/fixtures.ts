import type { Entity } from '@atrium/model';

/** A template of the test runner's actions, as a catalog would serve it. */
export function testTemplate(
  name: string,
  steps: Array<{ id?: string; name?: string; action: string; input?: Record<string, unknown> }>,
  parameters: unknown = [
    {
      title: 'Service',
      required: ['name'],
      properties: {
        name: { type: 'string', title: 'Name' },
        port: { type: 'integer', title: 'Port' },
      },
    },
    {
      title: 'Owner',
      description: 'Who looks after it',
      required: ['owner'],
      properties: { owner: { type: 'string', 'ui:field': 'OwnerPicker' } },
    },
  ],
): Entity {
  return {
    apiVersion: 'scaffolder.backstage.io/v1beta3',
    kind: 'Template',
    metadata: {
      name,
      namespace: 'default',
      title: `The ${name} template`,
      description: 'Makes a service',
      annotations: {
        'backstage.io/managed-by-location': `file:/srv/templates/${name}/template.yaml`,
      },
    },
    spec: {
      type: 'service',
      owner: 'group:default/platform',
      parameters,
      steps,
      output: {
        links: [{ title: 'Repository', url: 'https://example.com/${{ parameters.name }}' }],
      },
    },
  } as Entity;
}

export const MOCK_USER_ENTITY: Entity = {
  apiVersion: 'backstage.io/v1alpha1',
  kind: 'User',
  metadata: { name: 'mock', namespace: 'default' },
  spec: { profile: { displayName: 'Mock User' } },
};
