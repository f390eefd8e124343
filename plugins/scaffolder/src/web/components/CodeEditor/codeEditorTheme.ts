import { HighlightStyle, syntaxHighlighting } from '@codemirror/language';
import type { Extension } from '@codemirror/state';
import { EditorView } from '@codemirror/view';
import { tags } from '@lezer/highlight';
import { alpha, type Palette } from '@mui/material/styles';

const lightHighlight = HighlightStyle.define([
  { tag: [tags.propertyName, tags.definition(tags.propertyName)], color: '#0b57d0' },
  { tag: [tags.string, tags.special(tags.string)], color: '#0a7a2f' },
  { tag: [tags.number, tags.bool, tags.null], color: '#a33ea1' },
  { tag: [tags.keyword, tags.typeName], color: '#8a3b00' },
  { tag: [tags.comment, tags.meta], color: '#5f6368', fontStyle: 'italic' },
  { tag: [tags.punctuation, tags.separator], color: '#5f6368' },
]);

const darkHighlight = HighlightStyle.define([
  { tag: [tags.propertyName, tags.definition(tags.propertyName)], color: '#8ab4f8' },
  { tag: [tags.string, tags.special(tags.string)], color: '#81c995' },
  { tag: [tags.number, tags.bool, tags.null], color: '#e6a3e5' },
  { tag: [tags.keyword, tags.typeName], color: '#fdc67a' },
  { tag: [tags.comment, tags.meta], color: '#9aa0a6', fontStyle: 'italic' },
  { tag: [tags.punctuation, tags.separator], color: '#9aa0a6' },
]);

/** The editor in the app's colours: light or dark with the MUI palette's mode. */
export function codeEditorTheme(palette: Palette): Extension {
  const dark = palette.mode === 'dark';
  return [
    EditorView.theme(
      {
        '&': {
          color: palette.text.primary,
          backgroundColor: palette.background.paper,
          fontSize: '0.875rem',
          height: '100%',
        },
        '&.cm-focused': { outline: `2px solid ${palette.primary.main}`, outlineOffset: '-2px' },
        '.cm-scroller': { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace' },
        '.cm-content': { caretColor: palette.text.primary },
        '.cm-cursor, .cm-dropCursor': { borderLeftColor: palette.text.primary },
        '&.cm-focused > .cm-scroller > .cm-selectionLayer .cm-selectionBackground, .cm-selectionBackground':
          { backgroundColor: alpha(palette.primary.main, dark ? 0.35 : 0.2) },
        '.cm-gutters': {
          backgroundColor: palette.background.default,
          color: palette.text.secondary,
          borderRight: `1px solid ${palette.divider}`,
        },
        '.cm-activeLine': { backgroundColor: alpha(palette.text.primary, 0.04) },
        '.cm-activeLineGutter': { backgroundColor: alpha(palette.text.primary, 0.08) },
      },
      { dark },
    ),
    syntaxHighlighting(dark ? darkHighlight : lightHighlight),
  ];
}
