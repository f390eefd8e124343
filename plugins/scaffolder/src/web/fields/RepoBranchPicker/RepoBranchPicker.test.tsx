import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createFakeBackend } from '../../testing/createFakeBackend';
import { renderField } from '../../testing/renderField';
import { BRANCH_LOOKUP_DEBOUNCE_MS } from './branchLookup';

const BRANCHES_PATH = '/api/scaffolder/v2/autocomplete/github/branches';

describe('RepoBranchPicker', () => {
  it('suggests the GitHub branches after the debounce, with the user token', async () => {
    const user = userEvent.setup({ delay: null });
    const backend = createFakeBackend({
      [`POST ${BRANCHES_PATH}`]: () => ({ results: [{ id: 'main' }, { id: 'develop' }] }),
    });
    renderField({
      field: { type: 'string', title: 'Branch' },
      uiSchema: {
        'ui:field': 'RepoBranchPicker',
        'ui:options': { requestUserCredentials: { secretsKey: 'USER_OAUTH_TOKEN' } },
      },
      formData: { repoUrl: 'github.com?owner=acme&repo=web' },
      secrets: { USER_OAUTH_TOKEN: 'tok' },
      fetch: backend.fetch,
    });
    expect(backend.requestsTo(BRANCHES_PATH)).toHaveLength(0);
    await new Promise(resolve => setTimeout(resolve, BRANCH_LOOKUP_DEBOUNCE_MS + 100));
    await user.click(screen.getByRole('combobox', { name: 'Branch' }));
    await user.click(await screen.findByRole('option', { name: 'develop' }));

    expect((screen.getByRole('combobox', { name: 'Branch' }) as HTMLInputElement).value).toBe(
      'develop',
    );
    expect(backend.requestsTo(BRANCHES_PATH)[0]!.body).toEqual({
      token: 'tok',
      context: { host: 'github.com', owner: 'acme', repository: 'web' },
    });
  });

  it('is free text without a token, asking nothing', async () => {
    const user = userEvent.setup({ delay: null });
    const backend = createFakeBackend({});
    renderField({
      field: { type: 'string', title: 'Branch' },
      uiSchema: { 'ui:field': 'RepoBranchPicker' },
      formData: { repoUrl: 'github.com?owner=acme&repo=web' },
      fetch: backend.fetch,
    });
    await user.type(screen.getByRole('combobox', { name: 'Branch' }), 'feature/x');
    expect(screen.getByRole('status', { name: 'Form data' }).textContent).toContain(
      '"field":"feature/x"',
    );
    expect(backend.requests.filter(r => r.url.pathname.includes('autocomplete'))).toHaveLength(0);
  });
});
