import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createFakeBackend } from '../../testing/createFakeBackend';
import { groupEntity } from '../../testing/fixtures';
import { readFormData, renderField } from '../../testing/renderField';

const QUERY_PATH = '/api/catalog/entities/by-query';

describe('EntityPicker', () => {
  it('offers the catalog entities its filter selects and stores the chosen ref', async () => {
    const user = userEvent.setup({ delay: null });
    const backend = createFakeBackend({
      [QUERY_PATH]: () => ({ items: [groupEntity('team-a', 'Team A'), groupEntity('team-b')] }),
    });
    renderField({
      field: { type: 'string', title: 'System' },
      uiSchema: {
        'ui:field': 'EntityPicker',
        'ui:options': {
          catalogFilter: [{ kind: 'Group' }, { kind: 'User' }],
          defaultKind: 'Group',
        },
      },
      fetch: backend.fetch,
    });

    await user.click(screen.getByRole('combobox', { name: 'System' }));
    await user.click(await screen.findByRole('option', { name: 'Team A (team-a)' }));
    expect(readFormData().field).toBe('group:default/team-a');
    const params = backend.requestsTo(QUERY_PATH)[0]!.url.searchParams;
    expect(params.getAll('filter')).toEqual(['kind=Group', 'kind=User']);
    expect(params.get('limit')).toBe('20');
  });

  it('keeps the chosen entity when the field loses the focus, its label still in the input', async () => {
    const user = userEvent.setup({ delay: null });
    const backend = createFakeBackend({
      [QUERY_PATH]: () => ({ items: [groupEntity('team-a', 'Team A')] }),
    });
    renderField({
      field: { type: 'string', title: 'Owner' },
      uiSchema: { 'ui:field': 'OwnerPicker' },
      fetch: backend.fetch,
    });
    await user.type(screen.getByRole('combobox', { name: 'Owner' }), 'team');
    await user.click(await screen.findByRole('option', { name: 'Team A (team-a)' }));
    await user.tab();
    expect(readFormData().field).toBe('group:default/team-a');
  });

  it('takes typed text as a ref, completed with the defaults, and refuses a broken one', async () => {
    const user = userEvent.setup({ delay: null });
    const backend = createFakeBackend({ [QUERY_PATH]: () => ({ items: [] }) });
    renderField({
      field: { type: 'string', title: 'Owner' },
      uiSchema: { 'ui:field': 'EntityPicker', 'ui:options': { defaultKind: 'Group' } },
      fetch: backend.fetch,
    });
    const input = screen.getByRole('combobox', { name: 'Owner' });
    await user.type(input, 'team-z');
    await user.tab();
    expect(readFormData().field).toBe('group:default/team-z');

    await user.clear(input);
    await user.type(input, 'user:');
    await user.tab();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('user: is not a valid entity ref')).toBeDefined();
  });

  it('chooses and locks the only option of a required picker without free text', async () => {
    const backend = createFakeBackend({ [QUERY_PATH]: () => ({ items: [groupEntity('team-a')] }) });
    renderField({
      field: { type: 'string', title: 'Team' },
      required: true,
      uiSchema: { 'ui:field': 'EntityPicker', 'ui:options': { allowArbitraryValues: false } },
      fetch: backend.fetch,
    });
    await waitFor(() => expect(readFormData().field).toBe('group:default/team-a'));
    expect((screen.getByRole('combobox', { name: /Team/ }) as HTMLInputElement).disabled).toBe(
      true,
    );
  });

  it('lists nothing when the catalog fails', async () => {
    const user = userEvent.setup({ delay: null });
    const backend = createFakeBackend({});
    renderField({
      field: { type: 'string', title: 'System' },
      uiSchema: { 'ui:field': 'EntityPicker', 'ui:options': { allowArbitraryValues: false } },
      fetch: backend.fetch,
    });
    await user.click(screen.getByRole('combobox', { name: 'System' }));
    expect(await screen.findByText('No options')).toBeDefined();
  });
});

describe('OwnerPicker', () => {
  it('looks for groups and users and completes bare names as groups', async () => {
    const user = userEvent.setup({ delay: null });
    const backend = createFakeBackend({ [QUERY_PATH]: () => ({ items: [] }) });
    renderField({
      field: { type: 'string', title: 'Owner' },
      uiSchema: { 'ui:field': 'OwnerPicker' },
      fetch: backend.fetch,
    });
    await user.type(screen.getByRole('combobox', { name: 'Owner' }), 'platform');
    await user.tab();
    expect(readFormData().field).toBe('group:default/platform');
    expect(backend.requestsTo(QUERY_PATH)[0]!.url.searchParams.get('filter')).toBe(
      'kind=Group,kind=User',
    );
  });
});

describe('MultiEntityPicker', () => {
  it('stores a list of refs and disables further options at maxItems', async () => {
    const user = userEvent.setup({ delay: null });
    const backend = createFakeBackend({
      [QUERY_PATH]: () => ({ items: [groupEntity('team-a'), groupEntity('team-b')] }),
    });
    renderField({
      field: { type: 'array', title: 'Teams', maxItems: 1, items: { type: 'string' } },
      uiSchema: { 'ui:field': 'MultiEntityPicker', 'ui:options': { defaultKind: 'Group' } },
      fetch: backend.fetch,
    });
    await user.click(screen.getByRole('combobox', { name: 'Teams' }));
    await user.click(await screen.findByRole('option', { name: 'team-a' }));
    expect(readFormData().field).toEqual(['group:default/team-a']);

    await user.click(screen.getByRole('combobox', { name: 'Teams' }));
    const other = await screen.findByRole('option', { name: 'team-b' });
    expect(other.getAttribute('aria-disabled')).toBe('true');
  });
});
