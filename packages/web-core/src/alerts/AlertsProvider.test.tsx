import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AlertsProvider, useAlerts, type PostAlertOptions } from './AlertsProvider';
import { createErrorChannel } from './createErrorChannel';

function Poster({ messages }: { messages: Array<[string, PostAlertOptions?]> }) {
  const alerts = useAlerts();
  return (
    <button
      type="button"
      onClick={() => messages.forEach(([message, options]) => alerts.post(message, options))}
    >
      Post
    </button>
  );
}

describe('AlertsProvider', () => {
  afterEach(() => vi.useRealTimers());

  it('shows the oldest alert first with a count of the others, and the next one on close', async () => {
    const user = userEvent.setup();
    render(
      <AlertsProvider>
        <Poster messages={[['First problem', { severity: 'error' }], ['Second'], ['Third']]} />
      </AlertsProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Post' }));
    expect(screen.getByRole('alert').textContent).toContain('First problem (2 older messages)');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.getByRole('alert').textContent).toContain('Second (1 older message)');
  });

  it('closes transient alerts after 5 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(
      <AlertsProvider>
        <Poster messages={[['Removed entity x', { severity: 'success', display: 'transient' }]]} />
      </AlertsProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Post' }));
    expect(screen.getByRole('alert').textContent).toContain('Removed entity x');
    act(() => vi.advanceTimersByTime(4_900));
    expect(screen.queryByRole('alert')).not.toBeNull();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByText('Removed entity x')).toBeNull();
  });

  it('shows the errors posted to the error channel, but not the hidden ones', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const errors = createErrorChannel();
    render(
      <AlertsProvider errors={errors}>
        <p>Page</p>
      </AlertsProvider>,
    );

    act(() => errors.post(new Error('Quietly logged'), { hidden: true }));
    expect(screen.queryByRole('alert')).toBeNull();
    act(() => errors.post(new Error('Session refresh failed, see developer console for details')));

    expect(screen.getByRole('alert').textContent).toBe(
      'Session refresh failed, see developer console for details',
    );
    expect(console.error).toHaveBeenCalledTimes(2);
    vi.restoreAllMocks();
  });
});
