import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { IconAction, IconActions } from './IconActions';

const PATH = 'M0 0h24v24H0z';

describe('IconActions', () => {
  it('renders buttons and links named by their label, which is also their tooltip', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(
      <MemoryRouter>
        <IconActions>
          <IconAction label="Add to favorites" iconPath={PATH} onClick={onClick} pressed={false} />
          <IconAction label="View" iconPath={PATH} to="/catalog/default/component/web" />
          <IconAction label="Edit" iconPath={PATH} href="https://git.example/web.yaml" />
          <IconAction label="Delete" iconPath={PATH} disabled />
        </IconActions>
      </MemoryRouter>,
    );

    const star = screen.getByRole('button', { name: 'Add to favorites' });
    expect(star.getAttribute('data-tooltip')).toBe('Add to favorites');
    expect(star.getAttribute('aria-pressed')).toBe('false');
    await user.click(star);
    expect(onClick).toHaveBeenCalledTimes(1);

    expect(screen.getByRole('link', { name: 'View' }).getAttribute('href')).toBe(
      '/catalog/default/component/web',
    );
    const edit = screen.getByRole('link', { name: 'Edit' });
    expect(edit.getAttribute('target')).toBe('_blank');
    expect(edit.getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.getByRole('button', { name: 'Delete' })).toHaveProperty('disabled', true);
  });

  it('is reachable by keyboard', async () => {
    const user = userEvent.setup();
    render(
      <MemoryRouter>
        <IconActions>
          <IconAction label="View" iconPath={PATH} to="/x" />
          <IconAction label="Star" iconPath={PATH} onClick={() => {}} />
        </IconActions>
      </MemoryRouter>,
    );

    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'View' }));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Star' }));
  });
});
