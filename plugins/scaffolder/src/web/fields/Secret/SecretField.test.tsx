import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createFakeBackend } from '../../testing/createFakeBackend';
import { renderField } from '../../testing/renderField';

describe('SecretField', () => {
  it('takes the value in a password input', async () => {
    const user = userEvent.setup({ delay: null });
    renderField({
      field: { type: 'string', title: 'Token' },
      uiSchema: { 'ui:field': 'Secret' },
      fetch: createFakeBackend({}).fetch,
    });
    const input = screen.getByLabelText('Token');
    expect(input.getAttribute('type')).toBe('password');
    await user.type(input, 'abc');
    expect(screen.getByRole('status', { name: 'Form data' }).textContent).toBe('{"field":"abc"}');
  });
});
