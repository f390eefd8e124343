import { describe, expect, it } from 'vitest';
import { fromDryRun, fromRepositoryAnalysis } from './importAnalysis';

const github = { type: 'github', host: 'github.com', title: 'GitHub' };
const component = (name: string, namespace?: string) => ({
  apiVersion: 'backstage.io/v1alpha1',
  kind: 'Component',
  metadata: { name, ...(namespace ? { namespace } : {}) },
});

describe('fromDryRun', () => {
  it('lists the entities of the file, in the default namespace when none is given', () => {
    expect(
      fromDryRun({
        location: { id: 'x', type: 'url', target: 'https://h/c.yaml' },
        entities: [component('a'), component('b', 'ops')],
        exists: true,
      }),
    ).toEqual({
      type: 'locations',
      locations: [
        {
          target: 'https://h/c.yaml',
          exists: true,
          entities: [
            { kind: 'Component', namespace: 'default', name: 'a' },
            { kind: 'Component', namespace: 'ops', name: 'b' },
          ],
        },
      ],
    });
  });
});

describe('fromRepositoryAnalysis', () => {
  it('groups existing files by location; one registered entity marks its file registered', () => {
    const file = (target: string, name: string, isRegistered: boolean) => ({
      location: { type: 'url', target },
      isRegistered,
      entity: component(name),
    });
    const analysis = fromRepositoryAnalysis(
      {
        existingEntityFiles: [
          file('f1', 'a', false),
          file('f2', 'b', false),
          file('f1', 'c', true),
        ],
        generateEntities: [],
      },
      'https://github.com/acme/web',
      github,
    );
    expect(analysis).toEqual({
      type: 'locations',
      locations: [
        {
          target: 'f1',
          exists: true,
          entities: [
            { kind: 'Component', namespace: 'default', name: 'a' },
            { kind: 'Component', namespace: 'default', name: 'c' },
          ],
        },
        {
          target: 'f2',
          exists: false,
          entities: [{ kind: 'Component', namespace: 'default', name: 'b' }],
        },
      ],
    });
  });

  it('keeps the suggested values of proposed entities by field', () => {
    const analysis = fromRepositoryAnalysis(
      {
        existingEntityFiles: [],
        generateEntities: [
          {
            entity: component('web'),
            fields: [
              {
                field: 'spec.owner',
                description: '',
                value: 'team-a',
                state: 'analysisSuggestedValue',
              },
              { field: 'spec.system', description: '', state: 'needsUserInput' },
            ],
          },
        ],
      },
      'https://github.com/acme/web',
      github,
    );
    expect(analysis).toEqual({
      type: 'repository',
      integration: github,
      url: 'https://github.com/acme/web',
      generatedEntities: [{ entity: component('web'), suggestions: { 'spec.owner': 'team-a' } }],
    });
  });
});
