import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTemplateAction } from '../actions/createTemplateAction';
import { createActionRegistry } from './createActionRegistry';

const greet = createTemplateAction({
  id: 'acme:greet',
  description: 'Says hello',
  examples: [{ description: 'Greet', example: 'action: acme:greet' }],
  schema: {
    input: z.object({ name: z.string().describe('Who to greet'), loud: z.boolean().optional() }),
    output: z.object({ greeting: z.string() }),
  },
  async handler() {},
});
const plain = createTemplateAction({ id: 'acme:plain', async handler() {} });

describe('createActionRegistry', () => {
  it('finds actions by id', () => {
    const registry = createActionRegistry([greet, plain]);
    expect(registry.get('acme:greet')).toBe(greet);
    expect(registry.has('acme:plain')).toBe(true);
    expect(registry.has('acme:nope')).toBe(false);
  });

  it('names an action nothing registered', () => {
    expect(() => createActionRegistry([]).get('acme:nope')).toThrow(
      /Template action with ID 'acme:nope' is not registered/,
    );
  });

  it('refuses two actions with one id', () => {
    expect(() => createActionRegistry([greet, plain, greet])).toThrow(
      "Template action with ID 'acme:greet' is registered more than once",
    );
  });

  it('lists actions with JSON schemas, sorted by id', () => {
    const list = createActionRegistry([plain, greet]).list();
    expect(list.map(action => action.id)).toEqual(['acme:greet', 'acme:plain']);
    expect(list[0]).toMatchObject({
      id: 'acme:greet',
      description: 'Says hello',
      examples: [{ description: 'Greet', example: 'action: acme:greet' }],
      schema: {
        input: {
          type: 'object',
          properties: { name: { type: 'string', description: 'Who to greet' } },
          required: ['name'],
        },
        output: { type: 'object', required: ['greeting'] },
      },
    });
    expect(list[1]).toEqual({ id: 'acme:plain', schema: {} });
  });
});
