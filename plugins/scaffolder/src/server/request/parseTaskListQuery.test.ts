import { describe, expect, it } from 'vitest';
import { parseTaskListQuery } from './parseTaskListQuery';

describe('parseTaskListQuery', () => {
  it('reads repeated and comma-joined filters and the page', () => {
    expect(
      parseTaskListQuery({
        createdBy: ['user:default/a', 'user:default/b,user:default/c'],
        status: 'failed',
        limit: '5',
        offset: '10',
      }),
    ).toEqual({
      createdBy: ['user:default/a', 'user:default/b', 'user:default/c'],
      status: ['failed'],
      limit: 5,
      offset: 10,
    });
    expect(parseTaskListQuery({})).toEqual({ limit: undefined, offset: undefined });
  });

  it.each([
    [{ limit: '0' }, /Invalid limit 0/],
    [{ limit: '1001' }, /Invalid limit/],
    [{ offset: '-1' }, /Invalid offset/],
    [{ offset: '1.5' }, /Invalid offset/],
    [{ status: 'running' }, /Invalid status running/],
  ])('rejects %o', (query, message) => {
    expect(() => parseTaskListQuery(query)).toThrow(message);
  });
});
