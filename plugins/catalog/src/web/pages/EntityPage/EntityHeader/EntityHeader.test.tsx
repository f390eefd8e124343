import type { Entity } from '@atrium/model';
import { createTheme, ThemeProvider, type PaletteMode } from '@mui/material/styles';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EntityHeader } from './EntityHeader';
import { entityThemeColours } from './entityThemes';

const website: Entity = {
  apiVersion: 'backstage.io/v1alpha1',
  kind: 'Component',
  metadata: { name: 'shop', title: 'Shop' },
  spec: { type: 'website', owner: 'team-a', lifecycle: 'production' },
};

function renderIn(mode: PaletteMode) {
  render(
    <ThemeProvider theme={createTheme({ palette: { mode } })}>
      <EntityHeader entity={website} />
    </ThemeProvider>,
  );
  return screen.getByRole('banner');
}

/** The colour as getComputedStyle writes it. */
function rgb(hex: string): string {
  const [r, g, b] = [1, 3, 5].map(at => parseInt(hex.slice(at, at + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

describe('EntityHeader', () => {
  it('shows the kind icon, the title and the kind and type', () => {
    const banner = renderIn('light');
    expect(within(banner).getByRole('img', { name: 'Component' })).toBeDefined();
    expect(within(banner).getByRole('heading', { level: 1, name: 'Shop' })).toBeDefined();
    expect(within(banner).getByText('Component — website')).toBeDefined();
    expect(banner.dataset.entityTheme).toBe('website');
  });

  it.each(['light', 'dark'] as const)(
    "paints the type's theme in %s mode with white text",
    mode => {
      const style = getComputedStyle(renderIn(mode));
      const [start, end] = entityThemeColours('website', mode);
      expect(style.color).toBe('rgb(255, 255, 255)');
      expect(style.backgroundColor).toBe(end.startsWith('#') ? rgb(end) : end);
      expect(style.backgroundImage).toContain(start.startsWith('#') ? rgb(start) : start);
    },
  );
});
