import { fakeAuthProvider } from '@atrium/web-core/testing';
import { OBJECT_NAME_MESSAGE } from '@atrium/model';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createFakeBackend, jsonResponse, type FakeRoute } from '../../testing/createFakeBackend';
import { renderScaffolderRoute } from '../../testing/renderScaffolderRoute';
import { TemplateWizardPage } from './TemplateWizardPage';

const SCHEMA_PATH = '/api/scaffolder/v2/templates/default/template/node-service/parameter-schema';
const TASKS_PATH = '/api/scaffolder/v2/tasks';

// As Backstage's server answers it: ui:* keys still inside each step's schema.
const parameterSchema = {
  title: 'Node.js service',
  description: 'A Fastify service with CI',
  steps: [
    {
      title: 'Basics',
      schema: {
        type: 'object',
        required: ['name'],
        properties: {
          name: {
            type: 'string',
            title: 'Name',
            'ui:field': 'EntityNamePicker',
            'ui:autofocus': true,
          },
          description: { type: 'string', title: 'Description', 'ui:help': 'One sentence' },
        },
      },
    },
    {
      title: 'Access',
      schema: {
        type: 'object',
        required: ['token'],
        properties: {
          token: { type: 'string', title: 'Token', 'ui:field': 'Secret' },
          note: {
            type: 'string',
            title: 'Note',
            'ui:backstage': { review: { show: false } },
          },
        },
      },
    },
  ],
};

function renderWizard(
  createTask: FakeRoute = () => jsonResponse({ id: 'task-1' }, 201),
  url = '/create/templates/default/node-service',
) {
  const backend = createFakeBackend({
    [SCHEMA_PATH]: () => parameterSchema,
    [`POST ${TASKS_PATH}`]: createTask,
  });
  renderScaffolderRoute(<TemplateWizardPage />, {
    path: '/create/templates/:namespace/:templateName',
    url,
    fetch: backend.fetch,
  });
  return backend;
}

function location() {
  return screen.getByRole('status', { name: 'Current location' }).textContent;
}

describe('TemplateWizardPage', () => {
  it('walks the steps with validation, keeps values on Back, masks secrets and creates the task', async () => {
    const user = userEvent.setup({ delay: null });
    const backend = renderWizard();

    expect(await screen.findByRole('heading', { level: 1, name: 'Node.js service' })).toBeDefined();
    expect(screen.getByText('One sentence')).toBeDefined();
    const name = screen.getByRole('textbox', { name: /Name/ });
    // ui:autofocus puts the cursor in the first field.
    expect(document.activeElement).toBe(name);

    // Next with a missing required value stays on the step.
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('textbox', { name: /Name/ })).toBeDefined();
    expect(screen.queryByLabelText(/Token/)).toBeNull();

    // The entity name rule of the field extension.
    await user.type(screen.getByRole('textbox', { name: /Name/ }), 'bad name!');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText(OBJECT_NAME_MESSAGE)).toBeDefined();

    await user.clear(screen.getByRole('textbox', { name: /Name/ }));
    await user.type(screen.getByRole('textbox', { name: /Name/ }), 'payments');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const token = await screen.findByLabelText(/Token/);
    expect(token.getAttribute('type')).toBe('password');

    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect((screen.getByRole('textbox', { name: /Name/ }) as HTMLInputElement).value).toBe(
      'payments',
    );
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.type(await screen.findByLabelText(/Token/), 's3cret');
    await user.type(screen.getByRole('textbox', { name: 'Note' }), 'internal');
    await user.click(screen.getByRole('button', { name: 'Review' }));

    const review = await screen.findByRole('table', { name: 'Review' });
    const rows = within(review)
      .getAllByRole('row')
      .map(row => row.textContent);
    expect(rows).toEqual(['Namepayments', 'Token******']);
    expect(review.textContent).not.toContain('s3cret');

    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('/create/tasks/task-1')).toBeDefined();
    expect(backend.requestsTo(TASKS_PATH)[0]!.body).toEqual({
      templateRef: 'template:default/node-service',
      values: { name: 'payments', token: '******', note: 'internal' },
      secrets: { token: 's3cret' },
    });
    expect(location()).toBe('/create/tasks/task-1');
  });

  it("starts over from a task's values given as formData", async () => {
    renderWizard(
      undefined,
      `/create/templates/default/node-service?formData=${encodeURIComponent(
        JSON.stringify({ name: 'payments', description: 'Takes payments' }),
      )}`,
    );

    expect(((await screen.findByRole('textbox', { name: /Name/ })) as HTMLInputElement).value).toBe(
      'payments',
    );
    expect((screen.getByRole('textbox', { name: /Description/ }) as HTMLInputElement).value).toBe(
      'Takes payments',
    );
  });

  it('starts from an empty form when formData is not JSON', async () => {
    renderWizard(undefined, '/create/templates/default/node-service?formData=%7Bbroken');

    expect(((await screen.findByRole('textbox', { name: /Name/ })) as HTMLInputElement).value).toBe(
      '',
    );
  });

  it('shows the server refusing the values under the field they concern', async () => {
    const user = userEvent.setup({ delay: null });
    renderWizard(() =>
      jsonResponse({ errors: [{ path: ['name'], message: 'name is taken' }] }, 400),
    );
    await user.type(await screen.findByRole('textbox', { name: /Name/ }), 'payments');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.type(await screen.findByLabelText(/Token/), 'x');
    await user.click(screen.getByRole('button', { name: 'Review' }));
    await user.click(await screen.findByRole('button', { name: 'Create' }));

    expect(await screen.findByText('name is taken')).toBeDefined();
    expect(screen.getByRole('alert').textContent).toContain('Backend request failed, 400');
    // Back on the step with the field, its value kept.
    expect((screen.getByRole('textbox', { name: /Name/ }) as HTMLInputElement).value).toBe(
      'payments',
    );
  });

  it('can be driven from the keyboard alone', async () => {
    const user = userEvent.setup({ delay: null });
    const backend = renderWizard();
    await screen.findByRole('textbox', { name: /Name/ });

    await user.keyboard('payments{Enter}');
    await screen.findByLabelText(/Token/);
    await user.click(screen.getByLabelText(/Token/));
    await user.keyboard('abc{Enter}');
    const create = await screen.findByRole('button', { name: 'Create' });
    create.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('/create/tasks/task-1')).toBeDefined();
    expect(backend.requestsTo(TASKS_PATH)).toHaveLength(1);
  });

  it('offers the scaffolder pages and the template source in its menu', async () => {
    const user = userEvent.setup({ delay: null });
    const backend = createFakeBackend({
      [SCHEMA_PATH]: () => parameterSchema,
      '/api/catalog/entities/by-name/template/default/node-service': () => ({
        apiVersion: 'scaffolder.backstage.io/v1beta3',
        kind: 'Template',
        metadata: {
          name: 'node-service',
          annotations: { 'backstage.io/edit-url': 'https://git.example.com/edit/template.yaml' },
        },
      }),
    });
    renderScaffolderRoute(<TemplateWizardPage />, {
      path: '/create/templates/:templateName',
      url: '/create/templates/node-service',
      fetch: backend.fetch,
    });
    await screen.findByRole('heading', { level: 1, name: 'Node.js service' });

    await user.click(screen.getByRole('button', { name: 'More options' }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map(item => [item.textContent, item.getAttribute('href')]),
    ).toEqual([
      ['Edit Configuration', 'https://git.example.com/edit/template.yaml'],
      ['Template Editor', '/create/edit'],
      ['Installed Actions', '/create/actions'],
      ['Task List', '/create/tasks'],
    ]);
  });

  it("sends the user's token for the chosen host as the secret requestUserCredentials names", async () => {
    const user = userEvent.setup({ delay: null });
    const asked: string[][] = [];
    const backend = createFakeBackend({
      [SCHEMA_PATH]: () => ({
        title: 'Repository',
        steps: [
          {
            title: 'Where',
            schema: {
              type: 'object',
              required: ['repoUrl'],
              properties: {
                repoUrl: {
                  type: 'string',
                  title: 'Repository Location',
                  'ui:field': 'RepoUrlPicker',
                  'ui:options': {
                    allowedHosts: ['github.com'],
                    requestUserCredentials: { secretsKey: 'USER_OAUTH_TOKEN' },
                  },
                },
              },
            },
          },
        ],
      }),
      '/api/scaffolder/v2/integrations': () => ({
        integrations: [{ type: 'github', title: 'GitHub', host: 'github.com' }],
      }),
      [`POST ${TASKS_PATH}`]: () => jsonResponse({ id: 'task-1' }, 201),
    });
    renderScaffolderRoute(<TemplateWizardPage />, {
      path: '/create/templates/:namespace/:templateName',
      url: '/create/templates/default/node-service',
      fetch: backend.fetch,
      authProviders: new Map([['github', fakeAuthProvider('github', asked)]]),
    });
    await user.type(await screen.findByRole('textbox', { name: /Owner/ }), 'acme');
    await user.type(screen.getByRole('textbox', { name: /Repository/ }), 'payments');
    await user.click(screen.getByRole('button', { name: 'Review' }));
    // The token is asked for once the host has stayed chosen for a moment.
    await waitFor(() => expect(asked).toHaveLength(1), { timeout: 3000 });
    await user.click(await screen.findByRole('button', { name: 'Create' }));
    expect(await screen.findByText('/create/tasks/task-1')).toBeDefined();
    expect(backend.requestsTo(TASKS_PATH)[0]!.body).toEqual({
      templateRef: 'template:default/node-service',
      values: { repoUrl: 'github.com?owner=acme&repo=payments' },
      secrets: { USER_OAUTH_TOKEN: 'github-token' },
    });
  });
});
