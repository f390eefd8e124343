import { createSessionManager } from '@atrium/web-core';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createFakeBackend } from '../../testing/createFakeBackend';
import { groupEntity } from '../../testing/fixtures';
import { readFormData, renderField } from '../../testing/renderField';
import { NO_USER_ENTITY_REF_MESSAGE } from './MyGroupsPicker';

const QUERY_PATH = '/api/catalog/entities/by-query';

describe('MyGroupsPicker', () => {
  it("offers the signed-in user's groups by their display names", async () => {
    const user = userEvent.setup({ delay: null });
    const backend = createFakeBackend({
      [QUERY_PATH]: () => ({ items: [groupEntity('team-a', 'Team A'), groupEntity('team-b')] }),
    });
    renderField({
      field: { type: 'string', title: 'Group' },
      uiSchema: { 'ui:field': 'MyGroupsPicker' },
      fetch: backend.fetch,
    });
    await user.click(screen.getByRole('combobox', { name: 'Group' }));
    await user.click(await screen.findByRole('option', { name: 'Team A' }));
    expect(readFormData().field).toBe('group:default/team-a');
    expect(backend.requestsTo(QUERY_PATH)[0]!.url.searchParams.get('filter')).toBe(
      'kind=group,relations.hasmember=user:default/guest',
    );
  });

  it('chooses the only group of a required field', async () => {
    const backend = createFakeBackend({ [QUERY_PATH]: () => ({ items: [groupEntity('team-a')] }) });
    renderField({
      field: { type: 'string', title: 'Group' },
      required: true,
      uiSchema: { 'ui:field': 'MyGroupsPicker' },
      fetch: backend.fetch,
    });
    await waitFor(() => expect(readFormData().field).toBe('group:default/team-a'));
  });

  it('says so when nobody is signed in', () => {
    renderField({
      field: { type: 'string', title: 'Group' },
      uiSchema: { 'ui:field': 'MyGroupsPicker' },
      fetch: createFakeBackend({}).fetch,
      sessions: createSessionManager({ refresh: () => Promise.reject(new Error('none')) }),
    });
    expect(screen.getByText(NO_USER_ENTITY_REF_MESSAGE)).toBeDefined();
  });
});
