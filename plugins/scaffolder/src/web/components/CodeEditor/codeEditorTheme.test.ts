import { EditorState } from '@codemirror/state';
import { EditorView } from '@codemirror/view';
import { createTheme } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { codeEditorTheme } from './codeEditorTheme';

describe('codeEditorTheme', () => {
  it('follows the palette mode of the app', () => {
    for (const mode of ['light', 'dark'] as const) {
      const { palette } = createTheme({ palette: { mode } });
      const state = EditorState.create({ extensions: codeEditorTheme(palette) });
      expect(state.facet(EditorView.darkTheme)).toBe(mode === 'dark');
    }
  });
});
