import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeEachDatabase } from '@atrium/server-core/testing';
import type { AnalyzeLocationResponse } from '../../shared';
import {
  documents,
  entityYaml,
  startCatalogServer,
  type CatalogTestServer,
} from '../testing/startCatalogServer';
import { startFileHost, type FileHost } from '../testing/startFileHost';
import { errorBody } from './startOrganisationCatalog';

const LOCATION = 'url:https://example.com/catalog-info.yaml';

const validComponent = {
  apiVersion: 'backstage.io/v1alpha1',
  kind: 'Component',
  metadata: { name: 'valid-component' },
  spec: { type: 'service', lifecycle: 'production', owner: 'group:default/team-a' },
};

/** What the local "source-control host" serves: one repository with a catalog file. */
const repositoryFiles: Record<string, string> = {
  '/org/shop/catalog-info.yaml': documents(
    entityYaml('Component', 'shop', { type: 'website', lifecycle: 'production', owner: 'team-a' }),
    entityYaml('API', 'shop-api', {
      type: 'openapi',
      lifecycle: 'production',
      owner: 'team-a',
      definition: 'openapi: 3.0.0',
    }),
  ),
};

// POST /validate-entity and POST /analyze-location (spec 001 §7, §5).
describeEachDatabase('POST /validate-entity and POST /analyze-location', database => {
  let server: CatalogTestServer;
  let fileHost: FileHost;
  let base: string;

  beforeAll(async () => {
    fileHost = await startFileHost(repositoryFiles);
    base = `http://${fileHost.host}`;
    server = await startCatalogServer({
      database,
      config: {
        backend: {
          baseUrl: 'http://127.0.0.1',
          listen: { host: '127.0.0.1', port: 0 },
          reading: { allow: [{ host: fileHost.host }] },
        },
      },
    });
  });
  afterAll(async () => {
    await server?.stop();
    await fileHost?.stop();
  });

  describe('POST /validate-entity', () => {
    const url = '/api/catalog/validate-entity';
    const validate = (entity: unknown, location = LOCATION) =>
      server.json<{ errors?: Array<{ name: string; message: string }> }>(url, {
        method: 'POST',
        body: { entity, location },
      });

    /** A 400 answer: the `errors` list clients read, plus the standard error body. */
    const invalid = (fieldInMessage: string) => ({
      errors: [{ name: 'InputError', message: expect.stringContaining(fieldInMessage) }],
      ...errorBody('InputError', 400, { method: 'POST', url }, fieldInMessage),
    });

    it('answers 200 for a valid entity', async () => {
      const { status } = await validate(validComponent);
      expect(status).toBe(200);
    });

    it('answers 400 with the errors list for an invalid name', async () => {
      const { status, body } = await validate({
        ...validComponent,
        metadata: { name: 'Not a valid name!' },
      });
      expect(status).toBe(400);
      expect(body).toEqual(invalid('metadata.name'));
    });

    it('answers 400 for a Component without spec.owner', async () => {
      const { status, body } = await validate({
        ...validComponent,
        spec: { type: 'service', lifecycle: 'production' },
      });
      expect(status).toBe(400);
      expect(body).toEqual(invalid('spec.owner'));
    });

    it('answers 400 naming spec.owner for a bad ref in spec.owner', async () => {
      const { status, body } = await validate({
        ...validComponent,
        spec: { ...validComponent.spec, owner: 'group:default/' },
      });
      expect(status).toBe(400);
      expect(body.errors?.[0]?.message).toContain('group:default/ is not a valid entity ref');
      expect(body).toEqual(invalid('spec.owner'));
    });

    it('answers 200 for refs Backstage reads, however odd', async () => {
      for (const owner of ['group:default/bad/name', 'a:b:c', 'other/team:a']) {
        const { status } = await validate({
          ...validComponent,
          spec: { ...validComponent.spec, owner },
        });
        expect(status, owner).toBe(200);
      }
    });

    it("answers 400 with Backstage's message for a foreign kind or apiVersion", async () => {
      const foreign = [
        { ...validComponent, kind: 'component' },
        { ...validComponent, kind: 'COMPONENT' },
        { ...validComponent, kind: 'Service' },
        { ...validComponent, apiVersion: 'backstage.io/v2' },
        { ...validComponent, apiVersion: 'scaffolder.backstage.io/v1beta3' },
      ];
      for (const entity of foreign) {
        const { status, body } = await validate(entity);
        const message = `No processor recognized the entity ${entity.kind.toLowerCase()}:default/valid-component as valid, possibly caused by a foreign kind or apiVersion`;
        expect(status, `${entity.apiVersion} ${entity.kind}`).toBe(400);
        expect(body).toEqual({
          errors: [{ name: 'InputError', message }],
          ...errorBody('InputError', 400, { method: 'POST', url }, message),
        });
      }
    });

    it('lists every problem, one error each', async () => {
      const { status, body } = await validate(
        { ...validComponent, metadata: { name: '-bad-' }, spec: { type: 'service' } },
        'nope',
      );
      expect(status).toBe(400);
      expect(body.errors).toEqual([
        { name: 'InputError', message: expect.stringContaining("Invalid location 'nope'") },
        { name: 'InputError', message: expect.stringContaining('metadata.name') },
        { name: 'InputError', message: expect.stringContaining('spec.') },
        { name: 'InputError', message: expect.stringContaining('spec.') },
      ]);
      const specFields = body.errors?.slice(2).map(e => e.message.split(' ')[0]);
      expect(specFields?.sort()).toEqual(['spec.lifecycle', 'spec.owner']);
    });

    it('answers 400 for a location that is not type:target', async () => {
      for (const location of ['nope', 'https://example.com/catalog-info.yaml']) {
        const { status, body } = await validate(validComponent, location);
        expect(status, location).toBe(400);
        expect(body).toEqual({
          errors: [{ name: 'InputError', message: expect.stringContaining(`'${location}'`) }],
          ...errorBody('InputError', 400, { method: 'POST', url }, 'location'),
        });
      }
    });

    it('answers 400 with the errors list for a location that is not url:, as Backstage does', async () => {
      for (const location of ['file:./catalog-info.yaml', 'github:https://example.com/x.yaml']) {
        const { status, body } = await validate(validComponent, location);
        expect(status, location).toBe(400);
        expect(body).toEqual({
          errors: [{ name: 'InputError', message: expect.stringContaining('only url:<target>') }],
          ...errorBody('InputError', 400, { method: 'POST', url }, `'${location}'`),
        });
      }
    });

    it('answers 400 InputError for a body without entity or location', async () => {
      const { status, body } = await server.json(url, { method: 'POST', body: {} });
      expect(status).toBe(400);
      expect(body).toEqual(errorBody('InputError', 400, { method: 'POST', url }, 'entity'));
    });
  });

  describe('POST /analyze-location', () => {
    const url = '/api/catalog/analyze-location';
    const analyze = (target: string, extra: Record<string, unknown> = {}) =>
      server.json<AnalyzeLocationResponse>(url, {
        method: 'POST',
        body: { location: { type: 'url', target }, ...extra },
      });

    it('reads a .yaml URL as a catalog file: existing entities, not registered', async () => {
      const target = `${base}/org/shop/catalog-info.yaml`;
      const { status, body } = await analyze(target);
      expect(status).toBe(200);
      expect(body.generateEntities).toEqual([]);
      expect(
        body.existingEntityFiles.map(file => ({
          location: file.location,
          isRegistered: file.isRegistered,
          entity: `${file.entity.kind}:${file.entity.metadata.name}`,
        })),
      ).toEqual([
        { location: { type: 'url', target }, isRegistered: false, entity: 'Component:shop' },
        { location: { type: 'url', target }, isRegistered: false, entity: 'API:shop-api' },
      ]);
    });

    it('looks for catalog-info.yaml at the root of a repository URL', async () => {
      const { status, body } = await analyze(`${base}/org/shop/`);
      expect(status).toBe(200);
      expect(body.existingEntityFiles.map(f => f.location)).toEqual([
        { type: 'url', target: `${base}/org/shop/catalog-info.yaml` },
        { type: 'url', target: `${base}/org/shop/catalog-info.yaml` },
      ]);
    });

    it('suggests a Component named after a repository without a catalog file', async () => {
      const { status, body } = await analyze(`${base}/org/My_Payment.Service.git`);
      expect(status).toBe(200);
      expect(body.existingEntityFiles).toEqual([]);
      expect(body.generateEntities).toHaveLength(1);
      const [suggestion] = body.generateEntities;
      expect(suggestion?.entity).toMatchObject({
        apiVersion: 'backstage.io/v1alpha1',
        kind: 'Component',
        metadata: { name: 'my-payment-service' },
      });
      expect(suggestion?.fields).toContainEqual(
        expect.objectContaining({
          field: 'metadata.name',
          value: 'my-payment-service',
          state: 'analysisSuggestedValue',
        }),
      );
      expect(suggestion?.fields).toContainEqual(
        expect.objectContaining({ field: 'spec.owner', state: 'needsUserInput' }),
      );
    });

    it('says isRegistered once the catalog file is registered', async () => {
      const target = `${base}/org/shop/catalog-info.yaml`;
      const created = await server.json('/api/catalog/locations', {
        method: 'POST',
        body: { type: 'url', target },
      });
      expect(created.status).toBe(201);
      const { body } = await analyze(target);
      expect(body.existingEntityFiles.map(f => f.isRegistered)).toEqual([true, true]);
    });

    it('answers 403 NotAllowedError for a URL outside backend.reading.allow', async () => {
      for (const target of [
        'https://example.com/org/repo',
        'https://example.com/org/repo/catalog-info.yaml',
      ]) {
        const { status, body } = await analyze(target);
        expect({ target, status }).toEqual({ target, status: 403 });
        expect(body).toEqual(
          errorBody('NotAllowedError', 403, { method: 'POST', url }, 'backend.reading.allow'),
        );
      }
    });

    it('answers 400 InputError for a body without a location', async () => {
      const { status, body } = await server.json(url, { method: 'POST', body: {} });
      expect(status).toBe(400);
      expect(body).toEqual(errorBody('InputError', 400, { method: 'POST', url }, 'location'));
    });
  });
});
