import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { describeTemplatingExtensions } from './describeTemplatingExtensions';

describe('describeTemplatingExtensions', () => {
  it('documents the built-in filters', () => {
    const { filters, globals } = describeTemplatingExtensions();
    expect(Object.keys(filters).sort()).toEqual([
      'parseEntityRef',
      'parseRepoUrl',
      'pick',
      'projectSlug',
    ]);
    expect(filters.parseRepoUrl?.description).toMatch(/repository location/);
    expect(filters.parseRepoUrl?.schema.arguments?.[0]).toMatchObject({ type: 'string' });
    expect(filters.parseRepoUrl?.schema.output).toMatchObject({
      type: 'object',
      required: ['host', 'repo'],
    });
    expect(filters.projectSlug?.examples[0]?.example).toBe(
      '${{ parameters.repoUrl | projectSlug }}',
    );
    expect(globals).toEqual({ functions: {}, values: {} });
  });

  it('adds contributed filters, functions and values', () => {
    const answer = describeTemplatingExtensions([
      {
        filters: [{ id: 'shout', description: 'Loud', filter: value => value }],
        functions: [
          {
            id: 'now',
            description: 'The time',
            schema: { output: z.string() },
            examples: [{ example: '${{ now() }}' }],
            fn: () => 'x',
          },
        ],
        values: [{ id: 'company', description: 'Who we are', value: 'Acme' }],
      },
    ]);
    expect(answer.filters.shout).toEqual({ description: 'Loud', schema: {}, examples: [] });
    expect(answer.globals.functions.now).toMatchObject({
      description: 'The time',
      schema: { output: { type: 'string' } },
      examples: [{ example: '${{ now() }}' }],
    });
    expect(answer.globals.values.company).toEqual({ description: 'Who we are', value: 'Acme' });
  });
});
