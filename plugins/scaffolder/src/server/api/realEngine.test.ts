import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Entity } from '@atrium/model';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SerializedTask, SerializedTaskEvent } from '../../shared';
import { testTemplate } from '../testing/fixtures';
import { startScaffolderServer, type ScaffolderTestServer } from '../testing/startScaffolderServer';

const PARAMETERS = {
  required: ['name'],
  properties: { name: { type: 'string' } },
};

/** A template as its author keeps it: a template.yaml beside a skeleton directory. */
function fileTemplate(root: string, name: string, steps: unknown[]): Entity {
  const entity = testTemplate(name, steps as never, PARAMETERS);
  entity.metadata.annotations = {
    'backstage.io/managed-by-location': `file:${path.join(root, 'template.yaml')}`,
  };
  (entity.spec as { output: unknown }).output = {
    links: [{ title: 'Repository', url: 'https://git.example.com/${{ parameters.name }}' }],
    text: [{ title: 'Next', content: 'Run `npm start` in ${{ parameters.name }}' }],
  };
  return entity;
}

describe('scaffolder tasks with the real step engine and actions', () => {
  let server: ScaffolderTestServer;
  let root: string;
  let outside: string;

  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'scaffolder-template-'));
    outside = await mkdtemp(path.join(os.tmpdir(), 'scaffolder-outside-'));
    await mkdir(path.join(root, 'skeleton', '${{ values.name }}'), { recursive: true });
    await writeFile(path.join(root, 'skeleton', 'README.md'), '# ${{ values.name }}\n');
    await writeFile(path.join(root, 'skeleton', '${{ values.name }}', 'index.js'), '// main\n');
    server = await startScaffolderServer('sqlite', { realEngine: true });
    server.add(
      fileTemplate(root, 'service', [
        {
          id: 'fetch',
          name: 'Fetch skeleton',
          action: 'fetch:template',
          input: { url: './skeleton', values: { name: '${{ parameters.name }}' } },
        },
        {
          id: 'describe',
          name: 'Describe',
          action: 'catalog:write',
          input: {
            entity: {
              apiVersion: 'backstage.io/v1alpha1',
              kind: 'Component',
              metadata: { name: '${{ parameters.name }}' },
              spec: { type: 'service', owner: '${{ user.ref }}', lifecycle: 'experimental' },
            },
          },
        },
        {
          id: 'show',
          name: 'Show',
          action: 'debug:log',
          input: { listWorkspace: 'with-contents' },
        },
      ]),
    );
    server.add(fileTemplate(root, 'unknown', [{ id: 'x', action: 'acme:nothing' }]));
    server.add(
      fileTemplate(root, 'syntax', [
        { id: 'bad', action: 'debug:log', input: { message: '${{ parameters.name | }}' } },
      ]),
    );
    server.add(
      fileTemplate(root, 'escape', [
        {
          id: 'out',
          action: 'fetch:template',
          input: { url: './skeleton', targetPath: path.relative(os.tmpdir(), outside) },
        },
        {
          id: 'up',
          action: 'fetch:template',
          input: { url: './skeleton', targetPath: `../../${path.basename(outside)}` },
        },
      ]),
    );
    server.add(
      fileTemplate(root, 'waiting', [{ id: 'wait', action: 'debug:wait', input: { minutes: 5 } }]),
    );
  });
  afterAll(async () => {
    await server?.stop();
    await rm(root, { recursive: true, force: true });
    await rm(outside, { recursive: true, force: true });
  });

  async function run(template: string, until: string[]) {
    const created = await server.json<{ id: string }>('/api/scaffolder/v2/tasks', {
      method: 'POST',
      body: { templateRef: `template:default/${template}`, values: { name: 'payments' } },
    });
    expect(created.status).toBe(201);
    const id = created.body.id;
    for (let attempt = 0; attempt < 300; attempt++) {
      const { body } = await server.json<SerializedTask>(`/api/scaffolder/v2/tasks/${id}`);
      if (until.includes(body.status)) {
        const events = await server.json<SerializedTaskEvent[]>(
          `/api/scaffolder/v2/tasks/${id}/events`,
        );
        return { task: body, events: events.body };
      }
      await new Promise(resolve => setTimeout(resolve, 20));
    }
    throw new Error(`Task ${id} never ended`);
  }

  const messages = (events: SerializedTaskEvent[]) =>
    events.map(event => String(event.body.message));

  it('renders a skeleton, writes the entity and renders the output', async () => {
    const { task, events } = await run('service', ['completed', 'failed']);

    expect(task.status).toBe('completed');
    const log = messages(events).join('\n');
    expect(log).toContain('# payments');
    expect(log).toContain(path.join('payments', 'index.js'));
    expect(log).toContain('owner: user:default/mock');
    expect(events.at(-1)).toMatchObject({
      type: 'completion',
      body: {
        output: {
          links: [{ title: 'Repository', url: 'https://git.example.com/payments' }],
          text: [{ title: 'Next', content: 'Run `npm start` in payments' }],
        },
      },
    });
  });

  it('fails a task naming an action nobody installed', async () => {
    const { task, events } = await run('unknown', ['completed', 'failed']);

    expect(task.status).toBe('failed');
    expect(messages(events).join('\n')).toContain(
      "Template action with ID 'acme:nothing' is not registered",
    );
  });

  it('fails a task whose expression does not parse, naming it', async () => {
    const { task, events } = await run('syntax', ['completed', 'failed']);

    expect(task.status).toBe('failed');
    expect(messages(events).join('\n')).toContain('${{ parameters.name | }}');
  });

  it('refuses a target path outside the workspace and writes nothing there', async () => {
    const { task } = await run('escape', ['completed', 'failed']);

    expect(task.status).toBe('failed');
    expect(await readdir(outside)).toEqual([]);
  });

  it('cancels a waiting step at once', async () => {
    const created = await server.json<{ id: string }>('/api/scaffolder/v2/tasks', {
      method: 'POST',
      body: { templateRef: 'template:default/waiting', values: { name: 'payments' } },
    });
    const id = created.body.id;
    for (let attempt = 0; attempt < 100; attempt++) {
      const { body } = await server.json<SerializedTask>(`/api/scaffolder/v2/tasks/${id}`);
      if (body.status === 'processing') break;
      await new Promise(resolve => setTimeout(resolve, 20));
    }
    const started = Date.now();
    expect(
      (await server.json(`/api/scaffolder/v2/tasks/${id}/cancel`, { method: 'POST' })).status,
    ).toBe(200);

    for (let attempt = 0; attempt < 100; attempt++) {
      const { body } = await server.json<SerializedTask>(`/api/scaffolder/v2/tasks/${id}`);
      if (body.status === 'cancelled') break;
      await new Promise(resolve => setTimeout(resolve, 20));
    }
    const { body } = await server.json<SerializedTask>(`/api/scaffolder/v2/tasks/${id}`);
    expect(body.status).toBe('cancelled');
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});
