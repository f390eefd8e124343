import { describe, expect, it } from 'vitest';
import { DEFAULT_FILTERS, type NotificationsFilters } from './notificationsFilters';
import { readNotificationsFilters, writeNotificationsFilters } from './notificationsSearchParams';

const read = (query: string) => readNotificationsFilters(new URLSearchParams(query));
const write = (filters: Partial<NotificationsFilters>, query = '') =>
  writeNotificationsFilters(new URLSearchParams(query), {
    ...DEFAULT_FILTERS,
    ...filters,
  }).toString();

describe('readNotificationsFilters', () => {
  it('reads every filter and the page, counted from 1', () => {
    expect(
      read('view=saved&search=deploy+failed&created=week&severity=high&topic=builds&page=3'),
    ).toEqual({
      view: 'saved',
      search: 'deploy failed',
      createdAfter: 'week',
      minimumSeverity: 'high',
      topic: 'builds',
      offset: 40,
    });
  });

  it('gives the defaults for an empty query', () => {
    expect(read('')).toEqual({ ...DEFAULT_FILTERS, minimumSeverity: undefined, topic: undefined });
  });

  it.each([
    ['an unknown view', 'view=archived', { view: 'unread' }],
    ['an unknown severity', 'severity=urgent', { minimumSeverity: undefined }],
    ['a date instead of a period', 'created=2026-13-45', { createdAfter: 'any' }],
    ['a negative page', 'page=-2', { offset: 0 }],
    ['page 0', 'page=0', { offset: 0 }],
    ['a fractional page', 'page=1.5', { offset: 0 }],
    ['a page with letters', 'page=2abc', { offset: 0 }],
    ['a page past any offset', 'page=99999999999999999999', { offset: 0 }],
    ['an empty topic', 'topic=', { topic: undefined }],
  ])('falls back to the default for %s', (_case, query, expected) => {
    expect(read(query)).toMatchObject(expected);
  });

  it('takes a severity in any case', () => {
    expect(read('severity=Critical').minimumSeverity).toBe('critical');
  });
});

describe('writeNotificationsFilters', () => {
  it('leaves the defaults out', () => {
    expect(write({})).toBe('');
    expect(write({ search: '   ' })).toBe('');
  });

  it('writes the filters that differ from the defaults, and pages from 2 on', () => {
    expect(
      write({
        view: 'all',
        search: 'deploy',
        createdAfter: 'day',
        minimumSeverity: 'low',
        topic: 'builds',
        offset: 20,
      }),
    ).toBe('view=all&search=deploy&created=day&severity=low&topic=builds&page=2');
  });

  it('drops filters set back to their defaults and keeps parameters of others', () => {
    expect(write({ view: 'unread' }, 'view=saved&page=4&tab=x')).toBe('tab=x');
  });

  it('reads back what it wrote', () => {
    const filters: NotificationsFilters = {
      view: 'read',
      search: 'a&b=c',
      createdAfter: 'week',
      minimumSeverity: 'normal',
      topic: 'deploys & builds',
      offset: 60,
    };
    expect(
      readNotificationsFilters(writeNotificationsFilters(new URLSearchParams(), filters)),
    ).toEqual(filters);
  });
});
