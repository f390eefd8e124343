import { useTheme } from '@mui/material/styles';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SidebarPinProvider, sidebarPinStorageKey } from '../../shell/Sidebar/SidebarPinProvider';
import { ThemePreferenceProvider, themeStorageKey } from '../../theme/ThemePreferenceProvider';
import {
  AlertsProvider,
  defineWebPlugin,
  FEATURE_FLAGS_STORAGE_KEY,
  FeatureFlagsProvider,
  WebPluginsProvider,
  type FeatureFlag,
  type WebPlugin,
} from '@atrium/web-core';
import { renderWithApp } from '@atrium/web-core/testing';
import { LANGUAGE_STORAGE_KEY } from './languages';
import { SettingsPage } from './SettingsPage';

function PaletteMode() {
  return <output aria-label="Palette mode">{useTheme().palette.mode}</output>;
}

function renderSettings(flags: FeatureFlag[] = [], plugins: WebPlugin[] = []) {
  return renderWithApp(
    <ThemePreferenceProvider>
      <AlertsProvider>
        <SidebarPinProvider>
          <FeatureFlagsProvider flags={flags}>
            <WebPluginsProvider plugins={plugins}>
              <SettingsPage />
              <PaletteMode />
            </WebPluginsProvider>
          </FeatureFlagsProvider>
        </SidebarPinProvider>
      </AlertsProvider>
    </ThemePreferenceProvider>,
    { fetch: vi.fn() },
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

  it('offers the interface languages, English by default', async () => {
    const user = userEvent.setup();
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, 'en');
    renderSettings();
    const language = screen.getByRole('combobox', { name: 'Language' });
    expect(language.textContent).toBe('English');
    await user.click(language);
    expect(screen.getByRole('option', { name: 'English', selected: true })).toBeDefined();
  });

  it('lists the declared feature flags and saves only the active ones', async () => {
    const user = userEvent.setup();
    renderSettings([
      { name: 'new-catalog-layout', description: 'Try the new layout' },
      { name: 'beta-docs' },
    ]);
    await user.click(screen.getByRole('tab', { name: 'Feature Flags' }));
    const flag = screen.getByLabelText('new-catalog-layout');
    await user.click(flag);
    expect(JSON.parse(window.localStorage.getItem(FEATURE_FLAGS_STORAGE_KEY)!)).toEqual([
      'new-catalog-layout',
    ]);
    expect(screen.getByText('Try the new layout')).toBeDefined();
  });

  it('says so when no plugin declares a flag', async () => {
    const user = userEvent.setup();
    renderSettings();
    await user.click(screen.getByRole('tab', { name: 'Feature Flags' }));
    expect(
      screen.getByText('No feature flags are declared by the installed plugins.'),
    ).toBeDefined();
  });

  it("shows the plugins' cards on General and their tabs before Feature Flags", async () => {
    const user = userEvent.setup();
    const plugin = defineWebPlugin({
      id: 'auth',
      routes: [],
      settingsCards: [{ id: 'auth.profile', element: <section aria-label="Profile">Ada</section> }],
      settingsTabs: [
        {
          id: 'auth.providers',
          title: 'Authentication Providers',
          order: 10,
          element: <p>OIDC</p>,
        },
      ],
    });
    renderSettings([], [plugin]);

    expect(screen.getByRole('region', { name: 'Profile' }).textContent).toBe('Ada');
    expect(screen.getAllByRole('tab').map(tab => tab.textContent)).toEqual([
      'General',
      'Authentication Providers',
      'Feature Flags',
    ]);
    await user.click(screen.getByRole('tab', { name: 'Authentication Providers' }));
    expect(screen.getByText('OIDC')).toBeDefined();
    expect(screen.queryByRole('region', { name: 'Profile' })).toBeNull();
  });
});
