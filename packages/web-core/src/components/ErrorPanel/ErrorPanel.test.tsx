import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ErrorPanel } from './ErrorPanel';

function makeError(stack: string | undefined) {
  const error = new TypeError('Cannot read properties of undefined');
  error.stack = stack;
  return error;
}

describe('ErrorPanel', () => {
  it('is titled by the message and collapsed by default', () => {
    render(<ErrorPanel error={makeError('TypeError: boom\n    at render')} />);

    const toggle = screen.getByRole('button', { name: 'Cannot read properties of undefined' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('button', { name: 'Copy Error' })).toBeNull();
  });

  it('shows Error, Message and Stack Trace with copy buttons', async () => {
    const user = userEvent.setup();
    render(<ErrorPanel error={makeError('TypeError: boom\n    at render')} title="Oops" />);

    await user.click(screen.getByRole('button', { name: 'Oops' }));

    const terms = screen.getAllByRole('term').map(term => term.textContent);
    expect(terms).toEqual(['Error', 'Message', 'Stack Trace']);
    const definitions = screen.getAllByRole('definition');
    expect(within(definitions[0]!).getByText('TypeError')).toBeDefined();

    await user.click(screen.getByRole('button', { name: 'Copy Stack Trace' }));
    expect(await navigator.clipboard.readText()).toBe('TypeError: boom\n    at render');
    await user.click(screen.getByRole('button', { name: 'Copy Message' }));
    expect(await navigator.clipboard.readText()).toBe('Cannot read properties of undefined');
  });

  it('leaves out the stack trace when the error has none', () => {
    render(<ErrorPanel error={makeError(undefined)} defaultExpanded />);

    expect(screen.getByRole('button', { name: 'Copy Error' })).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Copy Stack Trace' })).toBeNull();
  });
});
