import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { WarningPanel } from './WarningPanel';

describe('WarningPanel', () => {
  it('is collapsed by default and expands on click', async () => {
    const user = userEvent.setup();
    render(<WarningPanel title="Missing annotation" message="Add backstage.io/techdocs-ref" />);

    const toggle = screen.getByRole('button', { name: 'Missing annotation' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByText('Add backstage.io/techdocs-ref')).toBeNull();

    await user.click(toggle);

    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText('Add backstage.io/techdocs-ref')).toBeDefined();
  });

  it('toggles from the keyboard', async () => {
    const user = userEvent.setup();
    render(
      <WarningPanel title="Heads up">
        <p>More detail</p>
      </WarningPanel>,
    );

    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Heads up' }));
    await user.keyboard('{Enter}');
    expect(screen.getByText('More detail')).toBeDefined();
    await user.keyboard(' ');
    expect(screen.queryByText('More detail')).toBeNull();
  });

  it('is a region named by its title', () => {
    render(<WarningPanel title="Deprecated" message="Use the new API" defaultExpanded />);

    const region = screen.getByRole('region', { name: 'Deprecated' });
    expect(region.textContent).toContain('Use the new API');
  });

  it('falls back to a title for its severity', () => {
    render(<WarningPanel severity="error" message="Boom" />);

    expect(screen.getByRole('button', { name: 'Error' })).toBeDefined();
  });
});
