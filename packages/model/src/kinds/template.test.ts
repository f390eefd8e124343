import { describe, expect, it } from 'vitest';
import { templateKind } from './template';
import { validateKindSpec } from './validateKindSpec';

const spec = {
  type: 'service',
  owner: 'team-a',
  parameters: [{ title: 'Name', properties: { name: { type: 'string' } } }],
  steps: [
    { id: 'fetch', name: 'Fetch', action: 'fetch:template', input: { url: './skeleton' } },
    { action: 'publish:github', if: '${{ parameters.publish }}', each: ['a', 'b'] },
    { action: 'debug:log', if: false, each: '${{ parameters.items }}' },
  ],
  output: { links: [{ title: 'Repo', url: '${{ steps.publish.output.remoteUrl }}' }] },
};

describe('templateKind', () => {
  it('accepts a valid spec', () => {
    expect(validateKindSpec(templateKind, spec)).toEqual([]);
    expect(validateKindSpec(templateKind, { type: 'service', steps: [], parameters: {} })).toEqual(
      [],
    );
  });

  it('requires type and steps', () => {
    expect(validateKindSpec(templateKind, {})).toEqual([
      { path: 'spec.type', message: 'spec.type is required' },
      { path: 'spec.steps', message: 'spec.steps is required' },
    ]);
  });

  it('requires an action in every step and checks the step fields', () => {
    expect(
      validateKindSpec(templateKind, {
        type: 'service',
        steps: [{ id: 1 }, 'fetch', { action: 'a', input: [], if: 1 }],
      }),
    ).toEqual([
      { path: 'spec.steps.0.id', message: 'spec.steps.0.id must be a string, got 1' },
      { path: 'spec.steps.0.action', message: 'spec.steps.0.action is required' },
      { path: 'spec.steps.1', message: 'spec.steps.1 must be an object, got "fetch"' },
      { path: 'spec.steps.2.input', message: 'spec.steps.2.input must be an object, got []' },
      {
        path: 'spec.steps.2.if',
        message: 'spec.steps.2.if must be a string or a boolean, got 1',
      },
    ]);
  });

  it('leaves an empty action and each to the task that runs them', () => {
    expect(
      validateKindSpec(templateKind, {
        type: 'service',
        steps: [{ action: '' }, { action: 'a', each: 2 }, { action: 'a', each: { a: 1 } }],
      }),
    ).toEqual([]);
  });

  it('requires outputs other than links and text to be templated strings', () => {
    expect(
      validateKindSpec(templateKind, {
        type: 't',
        steps: [],
        output: {
          repoUrl: '${{ steps.publish.output.remoteUrl }}',
          count: 5,
          links: [{ url: '' }],
        },
      }),
    ).toEqual([
      { path: 'spec.output.links.0.url', message: 'spec.output.links.0.url must not be empty' },
      { path: 'spec.output.count', message: 'spec.output.count must be a string, got 5' },
    ]);
  });

  it('checks parameters, output and owner', () => {
    expect(
      validateKindSpec(templateKind, {
        type: 't',
        steps: [],
        parameters: 'x',
        output: [],
        owner: 1,
      }),
    ).toEqual([
      { path: 'spec.owner', message: 'spec.owner must be a string, got 1' },
      {
        path: 'spec.parameters',
        message: 'spec.parameters must be an object or a list, got "x"',
      },
      { path: 'spec.output', message: 'spec.output must be an object, got []' },
    ]);
  });

  it('points into a parameters list when one of its forms is wrong', () => {
    expect(validateKindSpec(templateKind, { type: 't', steps: [], parameters: [{}, 3] })).toEqual([
      { path: 'spec.parameters.1', message: 'spec.parameters.1 must be an object, got 3' },
    ]);
  });
});
