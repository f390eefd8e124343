import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { parseWith } from './parseWith';

describe('parseWith', () => {
  const schema = z.object({ type: z.string(), target: z.string().min(1) });

  it('answers the parsed value', () => {
    expect(parseWith(schema, { type: 'url', target: 'x' }, 'request body')).toEqual({
      type: 'url',
      target: 'x',
    });
  });

  it('throws an InputError naming each bad field', () => {
    expect(() => parseWith(schema, { type: 5, target: '' }, 'request body')).toThrow(
      /^Invalid request body: type: .*; target: /,
    );
  });
});
