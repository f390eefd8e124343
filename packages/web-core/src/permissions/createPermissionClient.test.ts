import {
  catalogPermissions,
  type AuthorizeRequestItem,
  type AuthorizeResponseItem,
  type Permission,
} from '@atrium/model';
import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../client/createApiClient';
import { createPermissionClient } from './createPermissionClient';

type Decide = (item: AuthorizeRequestItem) => AuthorizeResponseItem['result'];

/** A permission backend deciding each item with `decide`; `answer` may rewrite the whole reply. */
function fakeBackend(
  decide: Decide = () => 'ALLOW',
  answer: (items: AuthorizeResponseItem[]) => unknown = items => ({ items }),
) {
  const requests: AuthorizeRequestItem[][] = [];
  const fetch = vi.fn<typeof globalThis.fetch>(async (input, init) => {
    expect(String(input)).toBe('http://backend/api/permission/authorize');
    expect(init?.method).toBe('POST');
    const { items } = JSON.parse(String(init?.body)) as { items: AuthorizeRequestItem[] };
    requests.push(items);
    // Answered in reverse order: the client must match by id, not by position.
    const decided = items.map(item => ({ id: item.id, result: decide(item) })).reverse();
    return Response.json(answer(decided as AuthorizeResponseItem[]));
  });
  const client = createPermissionClient({
    api: createApiClient({ baseUrl: 'http://backend', fetch }),
  });
  return { client, requests, fetch };
}

const deleteEntity = catalogPermissions.entityDelete;

function basic(name: string): Permission {
  return { type: 'basic', name, attributes: {} };
}

describe('createPermissionClient', () => {
  it('sends the checks asked together in one call and answers each by its id', async () => {
    const { client, requests } = fakeBackend(item =>
      item.resourceRef === 'component:default/mine' ? 'ALLOW' : 'DENY',
    );

    const answers = await Promise.all([
      client.authorize({ permission: deleteEntity, resourceRef: 'component:default/mine' }, 's'),
      client.authorize({ permission: deleteEntity, resourceRef: 'component:default/other' }, 's'),
      client.authorize({ permission: basic('catalog.location.create') }, 's'),
    ]);

    expect(answers).toEqual(['ALLOW', 'DENY', 'DENY']);
    expect(requests).toHaveLength(1);
    expect(requests[0]).toEqual([
      { id: expect.any(String), permission: deleteEntity, resourceRef: 'component:default/mine' },
      { id: expect.any(String), permission: deleteEntity, resourceRef: 'component:default/other' },
      { id: expect.any(String), permission: basic('catalog.location.create') },
    ]);
    expect(new Set(requests[0]!.map(item => item.id)).size).toBe(3);
  });

  it('asks each check once per session, and again for a new session', async () => {
    const { client, requests } = fakeBackend();
    const check = { permission: deleteEntity, resourceRef: 'component:default/mine' };

    await Promise.all([client.authorize(check, 'guest'), client.authorize(check, 'guest')]);
    await client.authorize({ ...check, permission: { ...deleteEntity } }, 'guest');
    expect(requests.flat()).toHaveLength(1);

    await client.authorize(check, 'someone else');
    expect(requests.flat()).toHaveLength(2);
  });

  it('splits more than 1000 checks into calls of at most 1000', async () => {
    const { client, requests } = fakeBackend();

    await Promise.all(
      Array.from({ length: 1001 }, (_, index) =>
        client.authorize(
          { permission: deleteEntity, resourceRef: `component:default/c${index}` },
          's',
        ),
      ),
    );

    expect(requests.map(items => items.length)).toEqual([1000, 1]);
  });

  it("fails every check of a call whose answer's ids differ from the request's", async () => {
    const { client } = fakeBackend(undefined, items => ({
      items: items.map((item, index) => (index === 0 ? { ...item, id: 'unknown' } : item)),
    }));

    const answers = await Promise.allSettled([
      client.authorize({ permission: basic('a') }, 's'),
      client.authorize({ permission: basic('b') }, 's'),
    ]);

    expect(answers).toEqual([
      { status: 'rejected', reason: new Error('Items in response do not match request') },
      { status: 'rejected', reason: new Error('Items in response do not match request') },
    ]);
  });

  it('also fails when an item is missing from the answer', async () => {
    const { client } = fakeBackend(undefined, items => ({ items: items.slice(1) }));

    await expect(client.authorize({ permission: basic('a') }, 's')).rejects.toThrow(
      'Items in response do not match request',
    );
  });

  it("throws the backend's error, keeps it for peek, and asks again next time", async () => {
    const { client, fetch } = fakeBackend();
    fetch.mockResolvedValueOnce(
      Response.json(
        {
          error: { name: 'AuthenticationError', message: 'Missing credentials' },
          request: { method: 'POST', url: '/authorize' },
          response: { statusCode: 401 },
        },
        { status: 401 },
      ),
    );
    const check = { permission: basic('a') };

    await expect(client.authorize(check, 's')).rejects.toMatchObject({
      name: 'ResponseError',
      message: 'Missing credentials',
    });
    expect(client.peek(check, 's')).toEqual({ error: expect.any(Error) });
    await expect(client.authorize(check, 's')).resolves.toBe('ALLOW');
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('tells subscribers when an answer arrives and peeks it for the same session only', async () => {
    const { client } = fakeBackend(() => 'CONDITIONAL');
    const listener = vi.fn();
    client.subscribe(listener);
    const check = { permission: basic('a') };
    expect(client.peek(check, 's')).toBeUndefined();

    await client.authorize(check, 's');

    expect(listener).toHaveBeenCalledOnce();
    expect(client.peek(check, 's')).toEqual({ result: 'CONDITIONAL' });
    expect(client.peek(check, 'other')).toBeUndefined();
  });
});
