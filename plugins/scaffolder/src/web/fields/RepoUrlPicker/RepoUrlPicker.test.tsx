import { fakeAuthProvider } from '@atrium/web-core/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createFakeBackend } from '../../testing/createFakeBackend';
import { readFormData, renderField } from '../../testing/renderField';

const INTEGRATIONS_PATH = '/api/scaffolder/v2/integrations';

function backend() {
  return createFakeBackend({
    [INTEGRATIONS_PATH]: () => ({
      integrations: [
        { type: 'github', title: 'GitHub', host: 'github.com' },
        { type: 'bitbucketCloud', title: 'Bitbucket', host: 'bitbucket.org' },
        { type: 'azure', title: 'Azure DevOps', host: 'dev.azure.com' },
      ],
    }),
  }).fetch;
}

describe('RepoUrlPicker', () => {
  it('writes host?owner=…&repo=… from the host and parts typed', async () => {
    const user = userEvent.setup({ delay: null });
    renderField({
      field: { type: 'string', title: 'Repository Location' },
      uiSchema: { 'ui:field': 'RepoUrlPicker' },
      fetch: backend(),
    });
    await waitFor(() => expect(readFormData().field).toBe('github.com?'), { timeout: 3000 });
    await user.type(screen.getByRole('textbox', { name: /Owner/ }), 'acme');
    await user.type(screen.getByRole('textbox', { name: /Repository/ }), 'payments');
    expect(readFormData().field).toBe('github.com?owner=acme&repo=payments');
  });

  it('turns allowed lists into selects, preselects the first, disables single choices', async () => {
    const user = userEvent.setup({ delay: null });
    renderField({
      field: { type: 'string' },
      uiSchema: {
        'ui:field': 'RepoUrlPicker',
        'ui:options': { allowedHosts: ['github.com'], allowedOwners: ['acme', 'tools'] },
      },
      fetch: backend(),
    });
    await waitFor(() => expect(readFormData().field).toBe('github.com?owner=acme'));
    const host = screen.getByRole('combobox', { name: /Host/ });
    expect(host.getAttribute('aria-disabled')).toBe('true');

    await user.click(screen.getByRole('combobox', { name: /Owner/ }));
    await user.click(await screen.findByRole('option', { name: 'tools' }));
    expect(readFormData().field).toBe('github.com?owner=tools');
  });

  it('reads a value back into its parts, with the fields of its host', async () => {
    renderField({
      field: { type: 'string' },
      uiSchema: { 'ui:field': 'RepoUrlPicker' },
      formData: { field: 'dev.azure.com?repo=site&organization=acme&project=web' },
      fetch: backend(),
    });
    expect(
      ((await screen.findByRole('textbox', { name: /Organization/ })) as HTMLInputElement).value,
    ).toBe('acme');
    expect((screen.getByRole('textbox', { name: /Project/ }) as HTMLInputElement).value).toBe(
      'web',
    );
    expect((screen.getByRole('textbox', { name: /Repository/ }) as HTMLInputElement).value).toBe(
      'site',
    );
    expect(screen.queryByRole('textbox', { name: /Owner/ })).toBeNull();
  });

  it('fixes the Bitbucket Cloud workspace to the first allowed owner', async () => {
    renderField({
      field: { type: 'string' },
      uiSchema: {
        'ui:field': 'RepoUrlPicker',
        'ui:options': { allowedHosts: ['bitbucket.org'], allowedOwners: ['team-a', 'team-b'] },
      },
      fetch: backend(),
    });
    await waitFor(() => expect(readFormData().field).toBe('bitbucket.org?workspace=team-a'));
    expect(screen.getByRole('combobox', { name: /Workspace/ }).getAttribute('aria-disabled')).toBe(
      'true',
    );
  });

  it('refuses a location its host finds incomplete', async () => {
    const user = userEvent.setup({ delay: null });
    renderField({
      field: { type: 'string' },
      uiSchema: { 'ui:field': 'RepoUrlPicker' },
      fetch: backend(),
    });
    await waitFor(() => expect(readFormData().field).toBe('github.com?'), { timeout: 3000 });
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(
      await screen.findByText('Incomplete repository location provided, owner not provided'),
    ).toBeDefined();
    expect(
      screen.getByText('Incomplete repository location provided, repo not provided'),
    ).toBeDefined();
  });

  it('takes a typed host when the server lists no integrations', async () => {
    const user = userEvent.setup({ delay: null });
    renderField({
      field: { type: 'string' },
      uiSchema: { 'ui:field': 'RepoUrlPicker' },
      fetch: createFakeBackend({}).fetch,
    });
    await user.type(await screen.findByRole('textbox', { name: /Host/ }), 'gitlab.example.com');
    await user.type(screen.getByRole('textbox', { name: /Owner/ }), 'acme');
    await user.type(screen.getByRole('textbox', { name: /Repository/ }), 'web');
    expect(readFormData().field).toBe('gitlab.example.com?owner=acme&repo=web');
  });
});

const readSecrets = () =>
  JSON.parse(screen.getByRole('status', { name: 'Secrets' }).textContent ?? '{}') as Record<
    string,
    string
  >;

describe('RepoUrlPicker with requestUserCredentials', () => {
  const uiSchema = (additionalScopes?: Record<string, string[]>) => ({
    'ui:field': 'RepoUrlPicker',
    'ui:options': {
      allowedHosts: ['github.com'],
      requestUserCredentials: { secretsKey: 'USER_OAUTH_TOKEN', additionalScopes },
    },
  });

  it("puts the user's token for the host into the task's secrets, asking for write scopes", async () => {
    const asked: string[][] = [];
    renderField({
      field: { type: 'string' },
      uiSchema: uiSchema({ github: ['workflow'], gitlab: ['unused'] }),
      fetch: backend(),
      authProviders: new Map([['github', fakeAuthProvider('github', asked)]]),
    });
    await waitFor(() => expect(readSecrets()).toEqual({ USER_OAUTH_TOKEN: 'github-token' }), {
      timeout: 3000,
    });
    expect(asked.at(-1)).toEqual(['repo', 'read:org', 'read:user', 'gist', 'workflow']);
  });

  it('says so when no sign-in provider serves the host', async () => {
    renderField({
      field: { type: 'string' },
      uiSchema: uiSchema(),
      fetch: backend(),
      authProviders: new Map(),
    });
    expect((await screen.findByRole('alert', {}, { timeout: 3000 })).textContent).toBe(
      'No auth provider available for https://github.com',
    );
    expect(readSecrets()).toEqual({});
  });
});
