import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CopyTextButton } from './CopyTextButton';

describe('CopyTextButton', () => {
  it('copies the text and confirms with a tooltip', async () => {
    // userEvent.setup() installs a clipboard stub on navigator that can be read back.
    const user = userEvent.setup();
    render(<CopyTextButton text="npm run build" tooltipDelay={50} />);

    await user.click(screen.getByRole('button', { name: 'Copy text' }));

    expect(await navigator.clipboard.readText()).toBe('npm run build');
    expect((await screen.findByRole('tooltip')).textContent).toBe('Copied to clipboard');
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
  });

  it('reports a clipboard failure through onError', async () => {
    const user = userEvent.setup();
    const failure = new Error('Permission denied');
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(failure);
    const onError = vi.fn();
    render(<CopyTextButton text="secret" label="Copy token" onError={onError} />);

    await user.click(screen.getByRole('button', { name: 'Copy token' }));

    await waitFor(() => expect(onError).toHaveBeenCalledWith(failure));
    expect(screen.queryByRole('tooltip')).toBeNull();
  });
});
