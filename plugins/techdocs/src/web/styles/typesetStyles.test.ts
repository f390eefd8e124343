import { createTheme } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { highlightStyles } from './highlightStyles';
import { DOCS_NARROW_BREAKPOINT, DOCS_WIDE_BREAKPOINT, typesetStyles } from './typesetStyles';

const light = createTheme({ palette: { mode: 'light' } });
const dark = createTheme({ palette: { mode: 'dark' } });

describe('typesetStyles', () => {
  it('sets the base size of each breakpoint, scaled by the text size add-on', () => {
    const styles = typesetStyles(light) as Record<string, unknown>;
    expect(styles.fontSize).toBe('calc(1rem * var(--docs-text-scale, 1))');
    expect(styles[`@media (max-width: ${DOCS_WIDE_BREAKPOINT})`]).toEqual({
      fontSize: 'calc(0.9rem * var(--docs-text-scale, 1))',
    });
    expect(styles[`@media (max-width: ${DOCS_NARROW_BREAKPOINT})`]).toEqual({
      fontSize: 'calc(0.7rem * var(--docs-text-scale, 1))',
    });
  });

  it('draws text and admonitions in the colours of the theme, light or dark', () => {
    for (const theme of [light, dark]) {
      const styles = typesetStyles(theme) as Record<string, Record<string, unknown>>;
      expect(styles.color).toBe(theme.palette.text.primary);
      expect(styles['& .admonition.warning, & details.warning']?.borderLeftColor).toBe(
        theme.palette.warning.main,
      );
    }
  });

  it('colours code tokens for each mode', () => {
    const keyword = '& .hljs-keyword, & .hljs-selector-tag, & .hljs-built_in, & .hljs-literal';
    const lightKeyword = (highlightStyles(light) as Record<string, { color: string }>)[keyword];
    const darkKeyword = (highlightStyles(dark) as Record<string, { color: string }>)[keyword];
    expect(lightKeyword?.color).toBeDefined();
    expect(darkKeyword?.color).not.toBe(lightKeyword?.color);
  });
});
