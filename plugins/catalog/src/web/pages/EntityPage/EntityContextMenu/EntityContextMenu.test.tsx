import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { EntityContextMenu } from './EntityContextMenu';

describe('EntityContextMenu', () => {
  it('offers unregister, inspect, copy and the extra items', async () => {
    const user = userEvent.setup();
    const onUnregister = vi.fn();
    const onInspect = vi.fn();
    const onExtra = vi.fn();
    render(
      <EntityContextMenu
        allowed
        onUnregister={onUnregister}
        onInspect={onInspect}
        extraItems={[{ title: 'Refresh entity', onClick: onExtra }]}
      />,
    );

    await user.click(screen.getByRole('button', { name: 'More' }));
    await user.click(screen.getByRole('menuitem', { name: 'Refresh entity' }));
    expect(onExtra).toHaveBeenCalledOnce();

    await user.click(screen.getByRole('button', { name: 'More' }));
    await user.click(screen.getByRole('menuitem', { name: 'Inspect entity' }));
    expect(onInspect).toHaveBeenCalledOnce();

    await user.click(screen.getByRole('button', { name: 'More' }));
    await user.click(screen.getByRole('menuitem', { name: 'Unregister entity' }));
    expect(onUnregister).toHaveBeenCalledOnce();
  });

  it('disables unregister when it is not allowed', async () => {
    const user = userEvent.setup();
    render(<EntityContextMenu allowed={false} onUnregister={vi.fn()} onInspect={vi.fn()} />);

    await user.click(screen.getByRole('button', { name: 'More' }));

    expect(
      screen.getByRole('menuitem', { name: 'Unregister entity' }).getAttribute('aria-disabled'),
    ).toBe('true');
  });

  it('copies the page URL and confirms it', async () => {
    const user = userEvent.setup();
    render(<EntityContextMenu allowed onUnregister={vi.fn()} onInspect={vi.fn()} />);

    await user.click(screen.getByRole('button', { name: 'More' }));
    await user.click(screen.getByRole('menuitem', { name: 'Copy entity URL' }));

    expect(await screen.findByText('Copied to clipboard')).toBeDefined();
    expect(await navigator.clipboard.readText()).toBe(window.location.href);
  });
});
