import Button from '@mui/material/Button';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createFieldExtensionRegistry } from '../../fields/fieldExtensions';
import { StepForm } from './StepForm';

const step = {
  title: 'Service',
  schema: {
    type: 'object',
    required: ['name'],
    properties: { name: { type: 'string', title: 'Name' } },
  },
  uiSchema: {},
};

describe('StepForm', () => {
  it("renders the step's fields with the caller's buttons instead of rjsf's", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const onSubmit = vi.fn();
    render(
      <StepForm
        step={step}
        registry={createFieldExtensionRegistry([])}
        formData={{ name: 'billing' }}
        secrets={{}}
        onChange={onChange}
        onSubmit={onSubmit}
      >
        <Button type="submit">Next</Button>
      </StepForm>,
    );
    expect(screen.getAllByRole('button')).toHaveLength(1);
    await user.type(screen.getByRole('textbox', { name: /Name/ }), 's');
    expect(onChange).toHaveBeenLastCalledWith({ name: 'billings' });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(onSubmit).toHaveBeenCalledWith({ name: 'billings' });
  });

  it('shows a required field as missing and does not submit', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(
      <StepForm
        step={step}
        registry={createFieldExtensionRegistry([])}
        formData={{}}
        secrets={{}}
        onChange={() => undefined}
        onSubmit={onSubmit}
      >
        <Button type="submit">Next</Button>
      </StepForm>,
    );
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(await screen.findByText(/must have required property/)).toBeTruthy();
  });
});
