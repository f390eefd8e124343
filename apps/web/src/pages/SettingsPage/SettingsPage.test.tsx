import { useTheme } from '@mui/material/styles';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { SidebarPinProvider, sidebarPinStorageKey } from '../../shell/Sidebar/SidebarPinProvider';
import { ThemePreferenceProvider, themeStorageKey } from '../../theme/ThemePreferenceProvider';
import { SettingsPage } from './SettingsPage';

function PaletteMode() {
  return <output aria-label="Palette mode">{useTheme().palette.mode}</output>;
}

function renderSettings() {
  return render(
    <ThemePreferenceProvider>
      <SidebarPinProvider>
        <SettingsPage />
        <PaletteMode />
      </SidebarPinProvider>
    </ThemePreferenceProvider>,
  );
}

describe('SettingsPage', () => {
  beforeEach(() => window.localStorage.clear());

  it('shows the General tab with Auto chosen when nothing is stored', () => {
    renderSettings();

    expect(screen.getByRole('heading', { level: 1, name: 'Settings' })).toBeDefined();
    expect(screen.getByRole('tab', { name: 'General', selected: true })).toBeDefined();
    const group = screen.getByRole('radiogroup', { name: 'Theme' });
    expect(group).toBeDefined();
    expect(screen.getByRole('radio', { name: 'Auto', checked: true })).toBeDefined();
    // jsdom has no system preference, so Auto falls back to light.
    expect(screen.getByRole('status', { name: 'Palette mode' }).textContent).toBe('light');
  });

  it('applies the chosen theme and keeps it in the browser', async () => {
    const user = userEvent.setup();
    const { unmount } = renderSettings();

    await user.click(screen.getByRole('radio', { name: 'Dark' }));

    expect(screen.getByRole('status', { name: 'Palette mode' }).textContent).toBe('dark');
    expect(window.localStorage.getItem(themeStorageKey)).toBe('dark');
    unmount();
    renderSettings();
    expect(screen.getByRole('radio', { name: 'Dark', checked: true })).toBeDefined();
    expect(screen.getByRole('status', { name: 'Palette mode' }).textContent).toBe('dark');
  });

  it('unpins the sidebar with the switch', async () => {
    const user = userEvent.setup();
    renderSettings();

    const pin = screen.getByRole('switch', { name: 'Pin sidebar' });
    expect((pin as HTMLInputElement).checked).toBe(true);
    await user.click(pin);

    expect((pin as HTMLInputElement).checked).toBe(false);
    expect(window.localStorage.getItem(sidebarPinStorageKey)).toBe('false');
  });
});
