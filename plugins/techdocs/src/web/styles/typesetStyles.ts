import { alpha, type CSSObject, type Theme } from '@mui/material/styles';
import { highlightStyles } from './highlightStyles';

/** Spec 001 §9 layout: the reader's breakpoints and the article's base font sizes. */
export const DOCS_WIDE_BREAKPOINT = '76.1875em';
export const DOCS_NARROW_BREAKPOINT = '600px';
/** A CSS variable on the article: the text size add-on's scale (1 = 100 %). */
export const TEXT_SCALE_VARIABLE = '--docs-text-scale';

/** Admonition types the builder emits, and the palette colour each is drawn in. */
const ADMONITION_COLOURS: Record<string, 'info' | 'success' | 'warning' | 'error' | 'primary'> = {
  note: 'info',
  abstract: 'info',
  info: 'info',
  tip: 'success',
  success: 'success',
  question: 'success',
  warning: 'warning',
  failure: 'error',
  danger: 'error',
  bug: 'error',
  example: 'primary',
  quote: 'primary',
};

function admonitionStyles(theme: Theme): CSSObject {
  const box: CSSObject = {
    margin: '1.25em 0',
    padding: '0 0.8em',
    borderLeft: `4px solid ${theme.palette.info.main}`,
    borderRadius: theme.shape.borderRadius,
    backgroundColor: alpha(theme.palette.info.main, 0.08),
    overflow: 'auto',
  };
  const styles: CSSObject = {
    '& .admonition, & details': box,
    '& .admonition-title, & summary': { fontWeight: 700, margin: '0.6em 0' },
    '& summary': { cursor: 'pointer' },
    '& summary:focus-visible': { outline: `2px solid ${theme.palette.primary.main}` },
  };
  for (const [type, colour] of Object.entries(ADMONITION_COLOURS)) {
    const main = theme.palette[colour].main;
    styles[`& .admonition.${type}, & details.${type}`] = {
      borderLeftColor: main,
      backgroundColor: alpha(main, 0.08),
    };
  }
  return styles;
}

/** Content tabs: radio inputs (hidden) select which block of the set is shown. */
function tabbedStyles(theme: Theme): CSSObject {
  const styles: CSSObject = {
    '& .tabbed-set': { display: 'flex', flexWrap: 'wrap', margin: '1em 0', position: 'relative' },
    '& .tabbed-set > input': { position: 'absolute', opacity: 0, pointerEvents: 'none' },
    '& .tabbed-labels': {
      display: 'flex',
      width: '100%',
      borderBottom: `1px solid ${theme.palette.divider}`,
    },
    '& .tabbed-labels > label': {
      padding: '0.5em 1em',
      cursor: 'pointer',
      color: theme.palette.text.secondary,
      borderBottom: '2px solid transparent',
    },
    '& .tabbed-content': { width: '100%' },
    '& .tabbed-block': { display: 'none' },
  };
  // The n-th radio selects the n-th label and block; sets of up to 10 tabs are covered.
  for (let index = 1; index <= 10; index++) {
    const checked = `& .tabbed-set > input:nth-of-type(${index}):checked`;
    styles[`${checked} ~ .tabbed-labels > :nth-of-type(${index})`] = {
      color: theme.palette.primary.main,
      borderBottomColor: theme.palette.primary.main,
    };
    styles[`${checked} ~ .tabbed-content > :nth-of-type(${index})`] = { display: 'block' };
    styles[
      `& .tabbed-set > input:nth-of-type(${index}):focus-visible ~ .tabbed-labels > :nth-of-type(${index})`
    ] = { outline: `2px solid ${theme.palette.primary.main}` };
  }
  return styles;
}

/** The article's look, from the theme's palette so it follows light and dark mode. */
export function typesetStyles(theme: Theme): CSSObject {
  return {
    // The text size add-on sets the scale; each breakpoint's base size is multiplied by it.
    fontSize: `calc(1rem * var(${TEXT_SCALE_VARIABLE}, 1))`,
    lineHeight: 1.6,
    color: theme.palette.text.primary,
    overflowWrap: 'break-word',
    [`@media (max-width: ${DOCS_WIDE_BREAKPOINT})`]: {
      fontSize: `calc(0.9rem * var(${TEXT_SCALE_VARIABLE}, 1))`,
    },
    [`@media (max-width: ${DOCS_NARROW_BREAKPOINT})`]: {
      fontSize: `calc(0.7rem * var(${TEXT_SCALE_VARIABLE}, 1))`,
    },
    '& h1, & h2, & h3, & h4, & h5, & h6': { lineHeight: 1.3, margin: '1.6em 0 0.6em' },
    '& h1': { fontSize: '2em', marginTop: 0 },
    '& h2': { fontSize: '1.5em' },
    '& h3': { fontSize: '1.25em' },
    '& a': { color: theme.palette.primary.main },
    '& a:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
    '& img, & svg': { maxWidth: '100%', height: 'auto' },
    '& img': { cursor: 'zoom-in' },
    '& code': {
      fontSize: '0.85em',
      padding: '0.1em 0.3em',
      borderRadius: 4,
      backgroundColor: theme.palette.action.hover,
    },
    '& pre': {
      position: 'relative',
      padding: '1em',
      overflowX: 'auto',
      borderRadius: theme.shape.borderRadius,
      backgroundColor: theme.palette.action.hover,
    },
    '& pre > code': { padding: 0, backgroundColor: 'transparent' },
    '& .docs-copy-button': { position: 'absolute', top: 4, right: 4 },
    '& table': { borderCollapse: 'collapse', display: 'block', overflowX: 'auto' },
    '& th, & td': { border: `1px solid ${theme.palette.divider}`, padding: '0.4em 0.8em' },
    '& blockquote': {
      margin: '1em 0',
      paddingLeft: '1em',
      borderLeft: `4px solid ${theme.palette.divider}`,
      color: theme.palette.text.secondary,
    },
    // A task list's checkbox stands in for its bullet.
    '& .task-list': { listStyle: 'none', paddingLeft: '1em' },
    '& .task-list-item-checkbox': { marginRight: '0.4em' },
    '& .headerlink': { marginLeft: '0.3em', opacity: 0, textDecoration: 'none' },
    '& :is(h1, h2, h3, h4, h5, h6):hover .headerlink, & .headerlink:focus': { opacity: 1 },
    ...admonitionStyles(theme),
    ...tabbedStyles(theme),
    ...highlightStyles(theme),
  };
}
