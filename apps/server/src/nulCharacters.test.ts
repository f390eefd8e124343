import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  describeEachDatabase,
  startTestServer,
  type TestServer,
} from '@atrium/server-core/testing';
import { plugins } from './plugins';

/** Every plugin but auth: requests carry the test server's mock user token. */
const portalPlugins = plugins.filter(plugin => plugin.id !== 'auth');

// PostgreSQL text cannot hold NUL: before the central check, these were 500s there.
describeEachDatabase('NUL characters in requests', database => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ database, plugins: portalPlugins });
  });
  afterAll(() => server?.stop());

  const expectNulRejected = async (method: string, url: string, where: string, body?: unknown) => {
    const { status, body: answer } = await server.json(url, { method, body });
    expect(status, `${method} ${url}`).toBe(400);
    expect(answer).toEqual({
      error: { name: 'InputError', message: `Invalid ${where}: it contains a NUL character` },
      request: { method, url },
      response: { statusCode: 400 },
    });
  };

  it('answers 400 naming the path parameter, on routes of several plugins', async () => {
    await expectNulRejected('GET', '/api/catalog/entities/by-uid/a%00b', "path parameter 'uid'");
    await expectNulRejected('DELETE', '/api/catalog/entities/by-uid/a%00b', "path parameter 'uid'");
    await expectNulRejected(
      'GET',
      '/api/catalog/entities/by-name/component/default/a%00',
      "path parameter 'name'",
    );
    await expectNulRejected('GET', '/api/catalog/locations/a%00', "path parameter 'id'");
    await expectNulRejected('GET', '/api/scaffolder/v2/tasks/a%00b', "path parameter 'taskId'");
    await expectNulRejected(
      'GET',
      '/api/user-settings/buckets/a%00/keys/b',
      "path parameter 'bucket'",
    );
    await expectNulRejected(
      'GET',
      '/api/techdocs/metadata/entity/default/component/a%00',
      "path parameter 'name'",
    );
  });

  it('answers 400 naming the query parameter', async () => {
    await expectNulRejected(
      'GET',
      '/api/catalog/entities?filter=kind=a%00',
      "query parameter 'filter'",
    );
    await expectNulRejected(
      'GET',
      '/api/catalog/entities/by-query?fullTextFilterTerm=a%00',
      "query parameter 'fullTextFilterTerm'",
    );
    await expectNulRejected(
      'GET',
      '/api/scaffolder/v2/tasks?createdBy=a%00',
      "query parameter 'createdBy'",
    );
  });

  it('answers 400 naming the body field', async () => {
    await expectNulRejected(
      'POST',
      '/api/catalog/analyze-location',
      "request body field 'location.target'",
      { location: { type: 'file', target: './catalog\0.yaml' } },
    );
    await expectNulRejected('POST', '/api/catalog/locations', "request body field 'target'", {
      type: 'file',
      target: 'a\0b',
    });
    await expectNulRejected(
      'POST',
      '/api/catalog/entities/by-refs',
      "request body field 'entityRefs[0]'",
      { entityRefs: ['component:default/a\0'] },
    );
    await expectNulRejected(
      'PUT',
      '/api/user-settings/buckets/b/keys/k',
      "request body field 'value'",
      {
        value: 'x\0',
      },
    );
  });
});
