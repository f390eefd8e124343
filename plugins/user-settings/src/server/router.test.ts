import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  describeEachDatabase,
  mockServiceToken,
  mockUserToken,
  startTestServer,
  type TestServer,
} from '@atrium/server-core/testing';
import { MAX_SETTING_VALUE_BYTES } from '../shared';
import { userSettingsPlugin } from './plugin';

function errorBody(name: string, statusCode: number, request: { method: string; url: string }) {
  return {
    error: { name, message: expect.any(String) },
    request,
    response: { statusCode },
  };
}

// The storage API of Backstage's user-settings backend, on every database.
describeEachDatabase('user-settings storage API', database => {
  let server: TestServer;
  const url = (bucket: string, key: string) => `/api/user-settings/buckets/${bucket}/keys/${key}`;

  beforeAll(async () => {
    server = await startTestServer({ database, plugins: [userSettingsPlugin] });
  });
  afterAll(() => server?.stop());

  it('answers 404 NotFoundError for a value never stored', async () => {
    const { status, body } = await server.json(url('starredEntities', 'missing'));
    expect(status).toBe(404);
    expect(body).toEqual(
      errorBody('NotFoundError', 404, { method: 'GET', url: url('starredEntities', 'missing') }),
    );
  });

  it('stores, replaces and reads back any JSON value', async () => {
    const path = url('starredEntities', 'entityRefs');
    const first = await server.json(path, {
      method: 'PUT',
      body: { value: ['component:default/a'] },
    });
    expect(first).toEqual({
      status: 200,
      body: { bucket: 'starredEntities', key: 'entityRefs', value: ['component:default/a'] },
    });

    const nested = { theme: 'dark', flags: { a: true }, count: 3, nothing: null };
    expect((await server.json(path, { method: 'PUT', body: { value: nested } })).status).toBe(200);
    expect(await server.json(path)).toEqual({
      status: 200,
      body: { bucket: 'starredEntities', key: 'entityRefs', value: nested },
    });
  });

  it('keeps buckets and keys apart and accepts null and scalars', async () => {
    await server.json(url('b.1', 'k_1'), { method: 'PUT', body: { value: null } });
    await server.json(url('b-2', 'k_1'), { method: 'PUT', body: { value: 'text' } });
    expect((await server.json(url('b.1', 'k_1'))).body).toEqual({
      bucket: 'b.1',
      key: 'k_1',
      value: null,
    });
    expect((await server.json(url('b-2', 'k_1'))).body).toEqual({
      bucket: 'b-2',
      key: 'k_1',
      value: 'text',
    });
  });

  it('deletes with 204, also when nothing is stored', async () => {
    const path = url('deleting', 'key');
    await server.json(path, { method: 'PUT', body: { value: 1 } });
    const deleted = await server.request(path, { method: 'DELETE' });
    expect(deleted.status).toBe(204);
    expect(await deleted.text()).toBe('');
    expect((await server.json(path)).status).toBe(404);
    expect((await server.request(path, { method: 'DELETE' })).status).toBe(204);
  });

  it('answers 400 InputError for bad bucket or key names', async () => {
    const long = 'a'.repeat(256);
    for (const [bucket, key] of [
      ['bad%20name', 'key'],
      ['bucket', 'bad:key'],
      [long, 'key'],
      ['bucket', long],
      ['b%C3%A4d', 'key'],
    ] as const) {
      for (const method of ['GET', 'PUT', 'DELETE']) {
        const { status, body } = await server.json(url(bucket, key), {
          method,
          body: method === 'PUT' ? { value: 1 } : undefined,
        });
        expect(status, `${method} ${bucket}/${key}`).toBe(400);
        expect(body).toEqual(errorBody('InputError', 400, { method, url: url(bucket, key) }));
      }
    }
    expect((await server.json(url('a'.repeat(255), 'k'))).status).toBe(404);
  });

  it('answers 400 InputError for a body without a value or with one over 64 KB', async () => {
    const path = url('bucket', 'key');
    for (const body of [{}, { other: 1 }, [], 'text']) {
      const answer = await server.json(path, { method: 'PUT', body });
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body).toEqual(errorBody('InputError', 400, { method: 'PUT', url: path }));
    }
    // The JSON string adds two quote characters to the text.
    const fits = 'x'.repeat(MAX_SETTING_VALUE_BYTES - 2);
    expect((await server.json(path, { method: 'PUT', body: { value: fits } })).status).toBe(200);
    const tooLarge = await server.json(path, { method: 'PUT', body: { value: `${fits}x` } });
    expect(tooLarge.status).toBe(400);
    expect(tooLarge.body).toEqual(errorBody('InputError', 400, { method: 'PUT', url: path }));
    expect((await server.json<{ value: string }>(path)).body.value).toBe(fits);
  });

  it('answers 400 InputError for a body that is not JSON', async () => {
    const path = url('bucket', 'key');
    const response = await server.request(path, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: '{not json',
    });
    expect(response.status).toBe(400);
  });

  it("keeps each user's settings their own", async () => {
    const path = url('starredEntities', 'entityRefs');
    const ada = mockUserToken({
      userEntityRef: 'user:default/ada',
      ownershipEntityRefs: ['user:default/ada'],
    });
    const bob = mockUserToken({
      userEntityRef: 'user:default/bob',
      ownershipEntityRefs: ['user:default/bob'],
    });
    await server.json(path, {
      method: 'PUT',
      body: { value: ['component:default/a'] },
      token: ada,
    });
    await server.json(path, {
      method: 'PUT',
      body: { value: ['component:default/b'] },
      token: bob,
    });
    expect((await server.json(path, { token: ada })).body).toMatchObject({
      value: ['component:default/a'],
    });
    expect((await server.json(path, { token: bob })).body).toMatchObject({
      value: ['component:default/b'],
    });
  });

  it('answers 401 without a token and 403 to a service, which has no settings', async () => {
    const path = url('bucket', 'key');
    expect((await server.json(path, { token: null })).status).toBe(401);
    const service = await server.json(path, { token: mockServiceToken() });
    expect(service).toMatchObject({
      status: 403,
      body: errorBody('NotAllowedError', 403, expect.anything()),
    });
  });
});
