import type { ErrorBody } from '@atrium/model';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { DryRunResponse } from '../../shared';
import { createTemplateAction } from '../actions';
import { testTemplate } from '../testing/fixtures';
import { startScaffolderServer, type ScaffolderTestServer } from '../testing/startScaffolderServer';

const PARAMETERS = { required: ['name'], properties: { name: { type: 'string' } } };
const VALUES = { name: 'payments' };

// An action failing as code outside Atrium fails: a plain Error, no status of its own.
const flaky = createTemplateAction({
  id: 'acme:flaky',
  supportsDryRun: true,
  schema: { input: z.object({ disk: z.string() }) },
  async handler({ input }) {
    throw new Error(`No space left on ${input.disk}`);
  },
});

const dryRun = (server: ScaffolderTestServer, template: unknown) =>
  server.json<DryRunResponse & ErrorBody>('/api/scaffolder/v2/dry-run', {
    method: 'POST',
    body: { template, values: VALUES, directoryContents: [] },
  });

describe('dry run outcomes, as Backstage answers them', () => {
  let server: ScaffolderTestServer;
  beforeAll(async () => {
    server = await startScaffolderServer('sqlite', { realEngine: true, actions: [flaky] });
  });
  afterAll(() => server?.stop());

  it('answers 400 with the error body to a template that cannot be rendered', async () => {
    const template = testTemplate(
      'unrenderable',
      [
        {
          id: 'each',
          name: 'For each',
          action: 'debug:log',
          each: '${{ parameters.missing }}',
          input: { message: '${{ each.value }}' },
        } as never,
      ],
      PARAMETERS,
    );
    const { status, body } = await dryRun(server, template);
    expect(status).toBe(400);
    expect(body).toMatchObject({
      error: { name: 'InputError', message: expect.stringContaining("Step 'each'") },
      request: { method: 'POST', url: '/api/scaffolder/v2/dry-run' },
      response: { statusCode: 400 },
    });
    expect(body.error.message).toContain('each');
  });

  it('answers 500 with the failing step message in the error body', async () => {
    const template = testTemplate(
      'failing',
      [{ id: 'fail', action: 'acme:flaky', input: { disk: '${{ parameters.name }}' } }],
      PARAMETERS,
    );
    const { status, body } = await dryRun(server, template);
    expect(status).toBe(500);
    expect(body).toEqual({
      error: { name: 'Error', message: 'No space left on payments' },
      request: { method: 'POST', url: '/api/scaffolder/v2/dry-run' },
      response: { statusCode: 500 },
    });
  });

  it('answers a successful dry run with its output links and text rendered', async () => {
    const template = testTemplate(
      'succeeding',
      [{ id: 'say', action: 'debug:log', input: { message: 'hello' } }],
      PARAMETERS,
    );
    (template.spec as { output: unknown }).output = {
      links: [
        { title: 'Repository', url: 'https://git.example.com/${{ parameters.name }}' },
        {
          title: 'Open in catalog',
          icon: 'catalog',
          entityRef: 'component:default/${{ parameters.name }}',
        },
      ],
      text: [{ title: 'Next', content: 'Run `npm start` in **${{ parameters.name }}**' }],
    };
    const { status, body } = await dryRun(server, template);
    expect(status).toBe(200);
    expect(body.output).toEqual({
      links: [
        { title: 'Repository', url: 'https://git.example.com/payments' },
        { title: 'Open in catalog', icon: 'catalog', entityRef: 'component:default/payments' },
      ],
      text: [{ title: 'Next', content: 'Run `npm start` in **payments**' }],
    });
  });
});
