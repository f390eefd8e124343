import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DryRunResponse, JsonObject, LogEventBody } from '../../shared';
import { testTemplate } from '../testing/fixtures';
import { runTaskToEnd } from '../testing/runTaskToEnd';
import { startScaffolderServer, type ScaffolderTestServer } from '../testing/startScaffolderServer';

const PARAMETERS = { required: ['name'], properties: { name: { type: 'string' } } };
const VALUES = { name: 'payments' };
// A block scalar as a template author writes one: several lines, indentation, a blank line.
const MESSAGE = 'Created ${{ parameters.name }}:\n  - README.md\n\nRun `npm start`.\n';
const RENDERED = 'Created payments:\n  - README.md\n\nRun `npm start`.\n';

const template = testTemplate(
  'logging',
  [
    { id: 'write', action: 'catalog:write', input: { entity: { kind: 'Component' } } },
    {
      id: 'say',
      name: 'Say',
      action: 'debug:log',
      input: { message: MESSAGE, listWorkspace: 'with-contents' },
    },
  ],
  PARAMETERS,
);

/** The log lines of one step, in order. */
const stepLines = (bodies: ReadonlyArray<JsonObject | LogEventBody>, stepId: string) =>
  bodies.filter(body => body.stepId === stepId && body.status === undefined).map(b => b.message);

describe('debug:log in tasks and dry runs', () => {
  let server: ScaffolderTestServer;
  beforeAll(async () => {
    server = await startScaffolderServer('sqlite', { realEngine: true });
    server.add(template);
  });
  afterAll(() => server?.stop());

  it('writes the message as exactly one log event, verbatim, and the workspace as one more', async () => {
    const { task, events } = await runTaskToEnd(server, 'template:default/logging', VALUES);
    expect(task.status).toBe('completed');
    const lines = stepLines(
      events.map(event => event.body),
      'say',
    );
    expect(lines).toEqual([RENDERED, 'Workspace:\n  - catalog-info.yaml:\n    kind: Component']);
  });

  it('does the same in a dry run, after the line showing the step input', async () => {
    const { status, body } = await server.json<DryRunResponse>('/api/scaffolder/v2/dry-run', {
      method: 'POST',
      body: { template, values: VALUES, directoryContents: [] },
    });
    expect(status).toBe(200);
    const lines = stepLines(
      body.log.map(entry => entry.body),
      'say',
    );
    expect(lines).toEqual([
      expect.stringMatching(/^Running debug:log in dry-run mode with inputs/),
      RENDERED,
      'Workspace:\n  - catalog-info.yaml:\n    kind: Component',
    ]);
  });
});
