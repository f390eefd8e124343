import { z } from 'zod';
import { describeEachDatabase } from '@atrium/server-core/testing';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import type { ActionDescription, DryRunResponse } from '../../shared';
import { createTemplateAction } from '../actions';
import { testTemplate } from '../testing/fixtures';
import { startScaffolderServer, type ScaffolderTestServer } from '../testing/startScaffolderServer';

const greet = createTemplateAction({
  id: 'acme:greet',
  description: 'Greets someone',
  examples: [{ description: 'Greet Ada', example: 'action: acme:greet\ninput:\n  name: Ada' }],
  schema: {
    input: z.object({ name: z.string().describe('Who to greet') }),
    output: z.object({ greeting: z.string() }),
  },
  async handler() {},
});

const b64 = (text: string) => Buffer.from(text).toString('base64');

describeEachDatabase('scaffolder templates, actions and dry runs', database => {
  let server: ScaffolderTestServer;

  beforeAll(async () => {
    server = await startScaffolderServer(database, {
      actions: [greet],
      templatingExtensions: [
        {
          filters: [
            {
              id: 'shout',
              description: 'Upper-cases text',
              filter: text => String(text).toUpperCase(),
            },
          ],
          values: [{ id: 'org', value: 'acme' }],
        },
      ],
    });
    server.add(testTemplate('service', [{ action: 'test:log', input: { message: 'hi' } }]));
  });
  afterAll(() => server?.stop());
  beforeEach(() => {
    server.decisions.clear();
    server.hidden.clear();
  });

  it('answers the parameter schema of a template, one step per form page', async () => {
    const { status, body } = await server.json(
      '/api/scaffolder/v2/templates/default/template/service/parameter-schema',
    );
    expect(status).toBe(200);
    expect(body).toEqual({
      title: 'The service template',
      description: 'Makes a service',
      steps: [
        {
          title: 'Service',
          schema: expect.objectContaining({ required: ['name'] }),
        },
        {
          title: 'Owner',
          description: 'Who looks after it',
          schema: expect.objectContaining({ required: ['owner'] }),
        },
      ],
    });
  });

  it('gives a single parameters object one step with the default title', async () => {
    server.add(
      testTemplate('single', [{ action: 'test:log' }], { properties: { a: { type: 'string' } } }),
    );
    const { body } = await server.json<{ steps: Array<{ title: string }> }>(
      '/api/scaffolder/v2/templates/default/Template/single/parameter-schema',
    );
    expect(body.steps).toEqual([
      { title: 'Please enter the following information', schema: expect.any(Object) },
    ]);
  });

  it('answers 404 for an absent or unreadable template and 400 for other kinds or versions', async () => {
    const schemaOf = (kind: string, name: string) =>
      server.request(`/api/scaffolder/v2/templates/default/${kind}/${name}/parameter-schema`);
    expect((await schemaOf('template', 'nothing')).status).toBe(404);
    server.hidden.add('template:default/service');
    expect((await schemaOf('template', 'service')).status).toBe(404);
    expect((await schemaOf('user', 'mock')).status).toBe(400);
    const old = testTemplate('old', []);
    server.add({ ...old, apiVersion: 'scaffolder.backstage.io/v1beta2' });
    expect((await schemaOf('template', 'old')).status).toBe(400);
  });

  it('lists actions with JSON schemas, and the templating extensions', async () => {
    const actions = await server.json<ActionDescription[]>('/api/scaffolder/v2/actions');
    const ids = actions.body.map(action => action.id);
    expect(ids).toEqual([...ids].sort());
    expect(ids).toEqual(
      expect.arrayContaining(['debug:log', 'fetch:template', 'publish:git', 'catalog:register']),
    );
    expect(actions.body.filter(action => action.id === 'acme:greet')).toEqual([
      {
        id: 'acme:greet',
        description: 'Greets someone',
        examples: [
          { description: 'Greet Ada', example: 'action: acme:greet\ninput:\n  name: Ada' },
        ],
        schema: {
          input: expect.objectContaining({
            type: 'object',
            properties: { name: { type: 'string', description: 'Who to greet' } },
          }),
          output: expect.objectContaining({ type: 'object' }),
        },
      },
    ]);
    const extensions = await server.json('/api/scaffolder/v2/templating-extensions');
    expect(extensions.body).toMatchObject({
      filters: {
        shout: { description: 'Upper-cases text' },
        parseRepoUrl: expect.objectContaining({ description: expect.any(String) }),
      },
      globals: { functions: {}, values: { org: { value: 'acme' } } },
    });
  });

  it('lists the source-control hosts for repository pickers, narrowed to the allowed ones', async () => {
    const all = await server.json<{ integrations: Array<Record<string, string>> }>(
      '/api/scaffolder/v2/integrations',
    );
    expect(all.body.integrations).toEqual(
      expect.arrayContaining([{ type: 'github', host: 'github.com', title: expect.any(String) }]),
    );
    expect(all.body.integrations.every(entry => Object.keys(entry).length === 3)).toBe(true);

    const narrowed = await server.json<{ integrations: Array<{ host: string }> }>(
      '/api/scaffolder/v2/integrations?allowedHosts=gitlab.com,bitbucket.org',
    );
    expect(narrowed.body.integrations.map(entry => entry.host).sort()).toEqual([
      'bitbucket.org',
      'gitlab.com',
    ]);
  });

  const dryRunTemplate = {
    ...testTemplate('editor', [
      { id: 'log', action: 'test:log', input: { message: 'dry hello' } },
      { id: 'write', action: 'test:write', input: { path: 'out.txt', content: 'made' } },
    ]),
  };

  it('dry-runs a template on the files sent, returning log, files, output and steps', async () => {
    const { status, body } = await server.json<DryRunResponse>('/api/scaffolder/v2/dry-run', {
      method: 'POST',
      body: {
        template: dryRunTemplate,
        values: { name: 'x', owner: 'me' },
        secrets: {},
        directoryContents: [{ path: 'skeleton/index.js', base64Content: b64('console.log(1)') }],
      },
    });
    expect(status).toBe(200);
    expect(body.log.map(entry => entry.body.message)).toContain('dry hello');
    expect(body.directoryContents).toEqual([
      { path: 'out.txt', base64Content: b64('made'), executable: false },
    ]);
    expect(body.output).toMatchObject({ links: [{ title: 'Repository' }] });
    expect(body.steps.map(step => step.id)).toEqual(['log', 'write']);
    const run = server.runner.runs.at(-1)!;
    expect(run.isDryRun).toBe(true);
    expect(run.spec.templateInfo?.baseUrl).toMatch(/^file:\/\/.*\/template\/template\.yaml$/);
  });

  // Backstage answers a failing step with the error itself, not a 200 whose log ends in it.
  it('answers 500 with the message of a failing step, its secrets redacted', async () => {
    const failing = testTemplate('failing', [
      { action: 'test:fail', input: { message: 'token $TOKEN rejected' } },
    ]);
    const { status, body } = await server.json<{ error: { name: string; message: string } }>(
      '/api/scaffolder/v2/dry-run',
      {
        method: 'POST',
        body: {
          template: failing,
          values: { name: 'x', owner: 'me' },
          secrets: { token: 'hunter2-secret' },
          directoryContents: [],
        },
      },
    );
    expect(status).toBe(500);
    expect(body.error).toEqual({ name: 'Error', message: 'token *** rejected' });
  });

  it.each([
    ['a path escaping the workspace', { directoryContents: [{ path: '../x', base64Content: '' }] }],
    ['an absolute path', { directoryContents: [{ path: '/etc/passwd', base64Content: '' }] }],
    ['a Windows path', { directoryContents: [{ path: 'C:\\x', base64Content: '' }] }],
    ['a nested escape', { directoryContents: [{ path: 'a/../../x', base64Content: '' }] }],
    ['a non-template', { template: { apiVersion: 'backstage.io/v1alpha1', kind: 'Component' } }],
    ['values that do not match', { values: { port: 1 } }],
    ['a template without metadata', { template: { ...dryRunTemplate, metadata: undefined } }],
    ['a template with a kind of 5', { template: { ...dryRunTemplate, kind: 5 } }],
    ['a template without steps', { template: { ...dryRunTemplate, spec: { type: 'x' } } }],
    ['no directoryContents', { directoryContents: undefined }],
  ])('answers 400 to a dry run with %s', async (_name, change) => {
    const response = await server.json<{ error: { name: string } }>('/api/scaffolder/v2/dry-run', {
      method: 'POST',
      body: {
        template: dryRunTemplate,
        values: { name: 'x', owner: 'me' },
        directoryContents: [],
        ...change,
      },
    });
    expect(response.status).toBe(400);
    expect(response.body.error.name).toBe('InputError');
  });

  it('needs scaffolder.task.create for a dry run', async () => {
    server.deny('scaffolder.task.create');
    const response = await server.json('/api/scaffolder/v2/dry-run', {
      method: 'POST',
      body: { template: dryRunTemplate, values: { name: 'x', owner: 'me' }, directoryContents: [] },
    });
    expect(response.status).toBe(403);
  });
});
