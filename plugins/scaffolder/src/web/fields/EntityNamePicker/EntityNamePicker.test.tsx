import { OBJECT_NAME_MESSAGE } from '@atrium/model';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createFakeBackend } from '../../testing/createFakeBackend';
import { renderField } from '../../testing/renderField';
import { validateEntityName } from './EntityNamePicker';

describe('validateEntityName', () => {
  it('applies the catalog object-name rule', () => {
    const errors: string[] = [];
    for (const name of ['ok', 'a.b_c-d', 'A1', 'x'.repeat(63), '']) {
      validateEntityName(name, message => errors.push(`${name}: ${message}`));
    }
    expect(errors).toEqual([]);
    for (const name of ['-a', 'a-', 'two words', 'x'.repeat(64), 'ä']) {
      validateEntityName(name, message => errors.push(message));
    }
    expect(errors).toEqual(Array(5).fill(OBJECT_NAME_MESSAGE));
  });
});

describe('EntityNamePicker', () => {
  it('shows the rule when the name breaks it', async () => {
    const user = userEvent.setup({ delay: null });
    renderField({
      field: { type: 'string', title: 'Name', description: 'Unique name' },
      uiSchema: { 'ui:field': 'EntityNamePicker' },
      fetch: createFakeBackend({}).fetch,
    });
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'my service');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(OBJECT_NAME_MESSAGE)).toBeDefined();
    expect(screen.getByText('Unique name')).toBeDefined();
  });
});
