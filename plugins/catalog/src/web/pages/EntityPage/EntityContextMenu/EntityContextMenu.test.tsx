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

  it('hides unregister from those without the permission when asked to', async () => {
    const user = userEvent.setup();
    const { rerender } = render(
      <EntityContextMenu
        allowed={false}
        unregisterEntity="hidden"
        onUnregister={vi.fn()}
        onInspect={vi.fn()}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'More' }));
    expect(screen.queryByRole('menuitem', { name: 'Unregister entity' })).toBeNull();
    expect(screen.getByRole('menuitem', { name: 'Inspect entity' })).toBeDefined();

    rerender(
      <EntityContextMenu
        allowed
        unregisterEntity="hidden"
        onUnregister={vi.fn()}
        onInspect={vi.fn()}
      />,
    );
    expect(
      screen.getByRole('menuitem', { name: 'Unregister entity' }).getAttribute('aria-disabled'),
    ).toBeNull();
  });

  it('never offers unregister with false, and disables it with true as by default', async () => {
    const user = userEvent.setup();
    const { rerender } = render(
      <EntityContextMenu
        allowed
        unregisterEntity={false}
        onUnregister={vi.fn()}
        onInspect={vi.fn()}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'More' }));
    expect(screen.queryByRole('menuitem', { name: 'Unregister entity' })).toBeNull();

    rerender(
      <EntityContextMenu
        allowed={false}
        unregisterEntity
        onUnregister={vi.fn()}
        onInspect={vi.fn()}
      />,
    );
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
