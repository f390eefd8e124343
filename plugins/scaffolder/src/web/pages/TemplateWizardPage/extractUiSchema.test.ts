import { describe, expect, it } from 'vitest';
import { toFormStep } from './extractUiSchema';

describe('toFormStep', () => {
  it('moves ui:* keys out of the schema into a uiSchema of the same shape', () => {
    const step = toFormStep({
      title: 'Basics',
      schema: {
        type: 'object',
        required: ['name'],
        'ui:order': ['owner', 'name'],
        properties: {
          name: { type: 'string', 'ui:autofocus': true, 'ui:help': 'Lower case' },
          owner: {
            type: 'string',
            'ui:field': 'OwnerPicker',
            'ui:options': { allowedKinds: ['Group'] },
          },
          links: { type: 'array', items: { type: 'string', 'ui:widget': 'textarea' } },
        },
      },
    });

    expect(step.schema).toEqual({
      type: 'object',
      required: ['name'],
      properties: {
        name: { type: 'string' },
        owner: { type: 'string' },
        links: { type: 'array', items: { type: 'string' } },
      },
    });
    expect(step.uiSchema).toEqual({
      'ui:order': ['owner', 'name'],
      name: { 'ui:autofocus': true, 'ui:help': 'Lower case' },
      owner: { 'ui:field': 'OwnerPicker', 'ui:options': { allowedKinds: ['Group'] } },
      links: { items: { 'ui:widget': 'textarea' } },
    });
  });

  it('takes the ui:* keys of dependencies and alternatives at the level of their object', () => {
    const step = toFormStep({
      title: 'Choice',
      schema: {
        type: 'object',
        properties: { kind: { type: 'string', enum: ['a', 'b'] } },
        dependencies: {
          kind: {
            oneOf: [
              {
                properties: {
                  kind: { const: 'a' },
                  token: { type: 'string', 'ui:field': 'Secret' },
                },
              },
            ],
          },
        },
      },
    });
    expect(step.uiSchema).toEqual({ token: { 'ui:field': 'Secret' } });
    expect(JSON.stringify(step.schema)).not.toContain('ui:');
  });

  it('merges an explicit uiSchema over the extracted one', () => {
    const step = toFormStep({
      title: 'Basics',
      schema: { type: 'object', properties: { name: { type: 'string', 'ui:help': 'a' } } },
      uiSchema: { name: { 'ui:widget': 'textarea' } },
    });
    expect(step.uiSchema).toEqual({ name: { 'ui:help': 'a', 'ui:widget': 'textarea' } });
  });
});
